import { SegmentedControl, Stack } from '@arcadia/ui';
import { useSearchParams } from '@arcadia/ui/router';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import { GameHistoryPage } from '../../game-history';
import { PagedHistoryPage } from '../../ui';
import { usePaymentTransactions } from '../api/use-payment-transactions';
import { hasActiveFilters, PAGE_SIZE, toTransactionQuery, useActivityFilters } from '../hooks/use-activity-filters';
import { ActivityFiltersBar } from './activity-filters';
import { TransactionCard } from './transaction-card';
import { TransactionsTable } from './transactions-table';

const VIEWS = ['payments', 'sports'] as const;
type ActivityView = (typeof VIEWS)[number];

/**
 * `/dashboard/financial-activities`: the money in and out of the account. Deposits and withdrawals
 * are one view; sports slips (their stakes and returns, settled in the frame of a sportsbook) the
 * other (`?view=sports`), the same rounds game history lists under Sports. Casino rounds stay in game
 * history alone: a spin is play, a slip is a bet the player follows for days.
 */
export function FinancialActivitiesPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params, setParams] = useSearchParams();
  const view: ActivityView = params.get('view') === 'sports' ? 'sports' : 'payments';
  return (
    <Stack gap="md">
      <SegmentedControl
        radius="md"
        color="grape"
        aria-label={t('activities.view')}
        value={view}
        data={VIEWS.map((value) => ({ value, label: t(`activities.views.${value}`) }))}
        // Another view starts without the filters of this one.
        onChange={(value) => setParams(value === 'sports' ? { view: value } : {}, { replace: true })}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'sports' ? <GameHistoryPage product="sports" /> : <PaymentActivities />}
    </Stack>
  );
}

/** Deposits and withdrawals, filtered and paged. */
function PaymentActivities() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { filters, setFilters, setPage, clear } = useActivityFilters();
  const list = usePaymentTransactions(toTransactionQuery(filters));
  return (
    <PagedHistoryPage
      filterBar={<ActivityFiltersBar filters={filters} onChange={setFilters} />}
      list={list}
      page={filters.page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      filtered={hasActiveFilters(filters)}
      onClear={clear}
      textPrefix="activities"
      totalTestId="activities-total"
      label={t('pages.financialActivities.title')}
      emptyIcon={<IconReceipt2 size={32} />}
      renderCard={(tx) => <TransactionCard transaction={tx} />}
      cardHeight={150}
      itemKey={(tx) => tx.id}
      renderTable={(transactions, skeletonRows, stale) => <TransactionsTable transactions={transactions} skeletonRows={skeletonRows} stale={stale} />}
    />
  );
}
