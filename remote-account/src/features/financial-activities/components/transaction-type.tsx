import { Group, Text, ThemeIcon } from '@arcadia/ui';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TransactionStatus, TransactionType, type PaymentTransaction } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { typeKey } from '../transaction-display';

/**
 * The icon's colour: a declined request red and a cancelled one grey, so a refused deposit never
 * wears the green of money that came in; otherwise teal for a deposit, orange for a withdrawal.
 */
export function typeIconColor({ type, status }: Pick<PaymentTransaction, 'type' | 'status'>): string {
  if (status === TransactionStatus.Rejected) return 'red';
  if (status === TransactionStatus.Cancelled) return 'gray';
  return type === TransactionType.Withdraw ? 'orange' : 'teal';
}

/** Deposit (an up arrow) or withdrawal (a down arrow), as the notifications draw them, coloured by how it ended. */
export function TransactionTypeLabel({ transaction }: { transaction: Pick<PaymentTransaction, 'type' | 'status'> }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const Icon = transaction.type === TransactionType.Withdraw ? IconArrowDownRight : IconArrowUpRight;
  const color = typeIconColor(transaction);
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={26} radius="xl" variant="light" color={color} aria-hidden data-color={color}>
        <Icon size={16} stroke={2} />
      </ThemeIcon>
      <Text size="sm" fw={600}>
        {t(`activities.types.${typeKey(transaction.type)}`)}
      </Text>
    </Group>
  );
}
