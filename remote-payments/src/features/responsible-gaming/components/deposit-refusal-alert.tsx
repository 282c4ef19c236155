import { Alert } from '@arcadia/ui/display';
import { Stack, Text } from '@arcadia/ui';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import type { DepositRefusal } from '../lib/deposit-protection';

interface DepositRefusalAlertProps {
  /** A deposit refused by a limit or an exclusion. */
  refusal: Extract<DepositRefusal, { kind: 'limit' | 'exclusion' }>;
}

/** Why the deposit was refused, in the server's words; for a limit, what is left of it and when more frees up. */
export function DepositRefusalAlert({ refusal }: DepositRefusalAlertProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  return (
    <Alert color="red" variant="light" radius="md" icon={<IconShieldX size={20} />} role="alert">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {refusal.message}
        </Text>
        {refusal.kind === 'limit' && (
          <>
            <Text size="sm" data-testid="deposit-refusal-left">
              {t('protection.refusal.left', { left: formatMoney(refusal.left, i18n.language) })}
            </Text>
            {refusal.freesAt && (
              <Text size="sm" c="dimmed">
                {t('protection.refusal.freesAt', { date: formatDateTime(refusal.freesAt, i18n.language) })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Alert>
  );
}
