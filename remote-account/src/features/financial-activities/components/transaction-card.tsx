import { Group, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type PaymentTransaction } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTypeLabel } from './transaction-type';

/** Phones: one deposit or withdrawal as a card. */
export function TransactionCard({ transaction: tx }: { transaction: PaymentTransaction }) {
  const { i18n } = useTranslation(ACCOUNT_NS);
  return (
    <SectionCard p="md" data-testid={`transaction-${tx.id}`}>
      <Stack gap={10}>
        <Group justify="space-between" wrap="nowrap" align="center">
          <TransactionTypeLabel transaction={tx} />
          <Text fw={800} ff="monospace" data-amount>
            {formatMoney(tx.amount, i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {tx.methodName}
          </Text>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {formatDateTime(tx.createdAt, i18n.language)}
          </Text>
        </Group>
        <TransactionStatusBadge transaction={tx} />
      </Stack>
    </SectionCard>
  );
}
