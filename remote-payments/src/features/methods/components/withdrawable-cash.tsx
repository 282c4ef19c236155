import { Group, Paper, Skeleton, Stack, Text } from '@arcadia/ui';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useWalletBalance } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';

/** The cash the player may withdraw, and why bonus money is not part of it. */
export function WithdrawableCash() {
  const { t } = useTranslation(PAYMENTS_NS);
  const balance = useWalletBalance();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.7">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('withdraw.cash')}
          </Text>
          {balance.data ? (
            <Text fw={800} c="gold.4" data-testid="withdrawable-cash">
              {formatMoney(balance.data.cash)}
            </Text>
          ) : balance.isPending ? (
            <Skeleton h={20} w={90} radius="sm" />
          ) : (
            <Text fw={800}>—</Text>
          )}
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden style={{ flex: '0 0 auto', marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {t('withdraw.bonusNote')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
