import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGameHistory, type GameProduct } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { PagedHistoryPage } from '../../ui';
import { roundKey } from '../round-display';
import { hasActiveFilters, PAGE_SIZE, toHistoryQuery, useHistoryFilters } from '../hooks/use-history-filters';
import { HistoryFiltersBar } from './history-filters';
import { RoundCard } from './round-card';
import { RoundsTable } from './rounds-table';

/**
 * `/dashboard/game-history`: the player's game rounds, filtered and paged; a round opens to its bets
 * and wins. With `product` the list is that product's alone and has no product filter (financial
 * activities shows the sports slips this way).
 */
export function GameHistoryPage({ product }: { product?: GameProduct }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { filters: chosen, setFilters, setPage, clear } = useHistoryFilters();
  const filters = product ? { ...chosen, product } : chosen;
  const list = useGameHistory(toHistoryQuery(filters));
  return (
    <PagedHistoryPage
      filterBar={<HistoryFiltersBar filters={filters} onChange={setFilters} withProduct={!product} />}
      list={list}
      page={filters.page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      filtered={hasActiveFilters(product ? { ...filters, product: undefined } : filters)}
      onClear={clear}
      textPrefix="gameHistory"
      totalKey={filters.product === 'sports' ? 'gameHistory.betsTotal' : 'gameHistory.total'}
      totalTestId="history-total"
      label={t('pages.gameHistory.title')}
      emptyIcon={<IconDeviceGamepad2 size={32} />}
      renderCard={(round) => <RoundCard round={round} />}
      cardHeight={190}
      itemKey={roundKey}
      renderTable={(rounds, skeletonRows, stale) => <RoundsTable rounds={rounds} skeletonRows={skeletonRows} stale={stale} />}
    />
  );
}
