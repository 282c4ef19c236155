import { Badge, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import type { PaymentTransaction } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { showsReason, statusDisplay } from '../transaction-display';
import { CancelDepositButton } from './cancel-deposit-button';

interface TransactionStatusBadgeProps {
  transaction: PaymentTransaction;
}

/**
 * The status as a coloured badge, with the reason under it when the request was rejected or
 * cancelled, and the way to cancel a deposit still waiting on the provider's page.
 */
export function TransactionStatusBadge({ transaction }: TransactionStatusBadgeProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const display = statusDisplay(transaction.status);
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={display?.color ?? 'gray'}
        variant="light"
        radius="sm"
        data-status={display?.key}
        data-color={display?.color ?? 'gray'}
        style={{ flex: 'none' }}
      >
        {display ? t(`activities.statuses.${display.key}`) : String(transaction.status)}
      </Badge>
      {showsReason(transaction) ? (
        <Text size="xs" c="dimmed" maw={260} style={{ whiteSpace: 'normal' }} data-reason>
          {t('activities.reason', { reason: transaction.reason })}
        </Text>
      ) : null}
      {transaction.cancellable ? <CancelDepositButton transaction={transaction} /> : null}
    </Stack>
  );
}
