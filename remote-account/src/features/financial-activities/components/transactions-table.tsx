import { Table } from '@arcadia/ui/display';
import { Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type PaymentTransaction } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard, SkeletonRows, TableScroll } from '../../ui';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTypeLabel } from './transaction-type';

/** Row height of rows and skeletons alike, so the table does not move when the rows arrive. */
export const ROW_HEIGHT = 64;
const SKELETON_WIDTHS = [110, 140, 90, 90, 130];

interface TransactionsTableProps {
  /** The page's rows; null while the first page loads. */
  transactions: PaymentTransaction[] | null;
  /** Rows shown while loading. */
  skeletonRows: number;
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean;
}

/** Desktop: the deposits and withdrawals as a table. */
export function TransactionsTable({ transactions, skeletonRows, stale }: TransactionsTableProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  return (
    <SectionCard p={0} style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-dark-4)' }}>
      <TableScroll minWidth={760} label={t('pages.financialActivities.title')}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-label={t('pages.financialActivities.title')}
          aria-busy={!transactions || stale}
          style={{ whiteSpace: 'nowrap', opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead bg="dark.8">
            <Table.Tr>
              <Table.Th>{t('activities.columns.type')}</Table.Th>
              <Table.Th>{t('activities.columns.method')}</Table.Th>
              <Table.Th ta="right">{t('activities.columns.amount')}</Table.Th>
              <Table.Th>{t('activities.columns.status')}</Table.Th>
              <Table.Th>{t('activities.columns.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions
              ? transactions.map((tx) => (
                  <Table.Tr key={tx.id} h={ROW_HEIGHT} data-testid={`transaction-${tx.id}`}>
                    <Table.Td>
                      <TransactionTypeLabel transaction={tx} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{tx.methodName}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={700} ff="monospace" data-amount>
                        {formatMoney(tx.amount, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TransactionStatusBadge transaction={tx} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {formatDateTime(tx.createdAt, i18n.language)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              : <SkeletonRows rows={skeletonRows} widths={SKELETON_WIDTHS} height={ROW_HEIGHT} />}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </SectionCard>
  );
}
