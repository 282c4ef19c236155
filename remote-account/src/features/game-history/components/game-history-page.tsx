import { useEffect } from 'react';
import { EmptyState } from '@arcadia/ui/display';
import { Button, Group, Skeleton, Stack, Text } from '@arcadia/ui';
import { IconDeviceGamepad2, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGameHistory, useIsMobile, type GameProduct } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { ListPagination, LoadError, SectionCard } from '../../ui';
import { roundKey } from '../round-display';
import { hasActiveFilters, PAGE_SIZE, toHistoryQuery, useHistoryFilters } from '../hooks/use-history-filters';
import { HistoryFiltersBar } from './history-filters';
import { RoundCard } from './round-card';
import { RoundsTable } from './rounds-table';

const SKELETON_ROWS = 6;
const SKELETON_CARD_HEIGHT = 190;
/** The summary line keeps its height whether it shows text, a skeleton or the clear button. */
const SUMMARY_HEIGHT = 30;

/**
 * `/dashboard/game-history`: the player's game rounds, filtered and paged; a round opens to its bets
 * and wins. With `product` the list is that product's alone and has no product filter (financial
 * activities shows the sports slips this way).
 */
export function GameHistoryPage({ product }: { product?: GameProduct }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { filters: chosen, setFilters, setPage, clear } = useHistoryFilters();
  const filters = product ? { ...chosen, product } : chosen;
  const { data, error, refetch, isPlaceholderData } = useGameHistory(toHistoryQuery(filters));
  const isMobile = useIsMobile();

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (an old link): the last page that exists.
  const pastTheEnd = Boolean(data && !isPlaceholderData && filters.page > pages);
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  const filtered = hasActiveFilters(product ? { ...filters, product: undefined } : filters);
  const rounds = data?.items ?? null;

  let content;
  if (error && !data) {
    content = <LoadError message={error.message} onRetry={() => void refetch()} />;
  } else if (rounds && rounds.length === 0 && !pastTheEnd) {
    content = (
      <SectionCard py={48}>
        <EmptyState
          icon={<IconDeviceGamepad2 size={32} />}
          withIndicatorBackground
          title={filtered ? t('gameHistory.emptyFiltered') : t('gameHistory.empty')}
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
        aria-label={t('pages.gameHistory.title')}
        aria-busy={!rounds || isPlaceholderData}
      >
        {rounds
          ? rounds.map((round) => (
              <li key={roundKey(round)}>
                <RoundCard round={round} />
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
    content = <RoundsTable rounds={rounds} skeletonRows={SKELETON_ROWS} stale={isPlaceholderData} />;
  }

  const first = (filters.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(filters.page * PAGE_SIZE, total);

  return (
    <Stack gap="md">
      <HistoryFiltersBar filters={filters} onChange={setFilters} withProduct={!product} />
      <Group justify="space-between" gap="sm" mih={SUMMARY_HEIGHT} wrap="nowrap">
        {data ? (
          <Text size="sm" c="dimmed" role="status" data-testid="history-total">
            {t(filters.product === 'sports' ? 'gameHistory.betsTotal' : 'gameHistory.total', { count: total })}
            {total > 0 && !pastTheEnd ? ` · ${t('gameHistory.range', { first, last, total })}` : null}
          </Text>
        ) : (
          <Skeleton h={16} w={180} radius="sm" />
        )}
        {filtered ? (
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFilterOff size={14} />} onClick={clear}>
            {t('gameHistory.clear')}
          </Button>
        ) : null}
      </Group>
      {content}
      <ListPagination pages={pages} page={filters.page} onChange={setPage} textPrefix="gameHistory" />
    </Stack>
  );
}
