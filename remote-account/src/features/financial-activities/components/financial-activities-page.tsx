import { useEffect } from 'react';
import { EmptyState } from '@arcadia/ui/display';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@arcadia/ui';
import { useSearchParams } from '@arcadia/ui/router';
import { IconFilterOff, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { GameHistoryPage } from '../../game-history';
import { ListPagination, LoadError, SectionCard } from '../../ui';
import { usePaymentTransactions } from '../api/use-payment-transactions';
import { hasActiveFilters, PAGE_SIZE, toTransactionQuery, useActivityFilters } from '../hooks/use-activity-filters';
import { ActivityFiltersBar } from './activity-filters';
import { TransactionCard } from './transaction-card';
import { TransactionsTable } from './transactions-table';

const SKELETON_ROWS = 6;
const SKELETON_CARD_HEIGHT = 150;
/** The summary line keeps its height whether it shows text, a skeleton or the clear button. */
const SUMMARY_HEIGHT = 30;

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
  const { data, error, refetch, isPlaceholderData } = usePaymentTransactions(toTransactionQuery(filters));
  const isMobile = useIsMobile();

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (an old link, the last row cancelled away): the last page that exists.
  const pastTheEnd = Boolean(data && !isPlaceholderData && filters.page > pages);
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  const filtered = hasActiveFilters(filters);
  const transactions = data?.items ?? null;

  let content;
  if (error && !data) {
    content = <LoadError message={error.message} onRetry={() => void refetch()} />;
  } else if (transactions && transactions.length === 0 && !pastTheEnd) {
    content = (
      <SectionCard py={48}>
        <EmptyState
          icon={<IconReceipt2 size={32} />}
          withIndicatorBackground
          title={filtered ? t('activities.emptyFiltered') : t('activities.empty')}
        />
      </SectionCard>
    );
  } else if (isMobile) {
    content = (
      <Stack
        gap="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none', opacity: isPlaceholderData ? 0.6 : 1 }}
        aria-label={t('pages.financialActivities.title')}
        aria-busy={!transactions || isPlaceholderData}
      >
        {transactions
          ? transactions.map((tx) => (
              <li key={tx.id}>
                <TransactionCard transaction={tx} />
              </li>
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} data-skeleton>
                <Skeleton h={SKELETON_CARD_HEIGHT} radius="lg" />
              </li>
            ))}
      </Stack>
    );
  } else {
    content = <TransactionsTable transactions={transactions} skeletonRows={SKELETON_ROWS} stale={isPlaceholderData} />;
  }

  const first = (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(filters.page * PAGE_SIZE, total);

  return (
    <Stack gap="md">
      <ActivityFiltersBar filters={filters} onChange={setFilters} />
      <Group justify="space-between" gap="sm" mih={SUMMARY_HEIGHT} wrap="nowrap">
        {data ? (
          <Text size="sm" c="dimmed" role="status" data-testid="activities-total">
            {t('activities.total', { count: total })}
            {total > 0 && !pastTheEnd ? ` · ${t('activities.range', { first, last, total })}` : null}
          </Text>
        ) : (
          <Skeleton h={16} w={180} radius="sm" />
        )}
        {filtered ? (
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFilterOff size={14} />} onClick={clear}>
            {t('activities.clear')}
          </Button>
        ) : null}
      </Group>
      {content}
      <ListPagination pages={pages} page={filters.page} onChange={setPage} textPrefix="activities" />
    </Stack>
  );
}
