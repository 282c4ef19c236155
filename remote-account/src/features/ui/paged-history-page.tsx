import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '@arcadia/ui/display';
import { Button, Group, Skeleton, Stack, Text } from '@arcadia/ui';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../i18n';
import { ListPagination } from './list-pagination';
import { LoadError } from './load-error';
import { SectionCard } from './section-card';

const SKELETON_ROWS = 6;
/** The summary line keeps its height whether it shows text, a skeleton or the clear button. */
const SUMMARY_HEIGHT = 30;

/** The query of one page of a list: its rows and how many the filters match in all. */
export interface PagedListQuery<Item> {
  data?: { items: Item[]; total: number } | undefined;
  error: Error | null;
  refetch: () => unknown;
  /** Another page or filter is loading: `data` is the previous one's. */
  isPlaceholderData: boolean;
}

export interface PagedHistoryPageProps<Item> {
  /** The filters above the list. */
  filterBar: ReactNode;
  list: PagedListQuery<Item>;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A filter is set: the empty text says so and a button clears them. */
  filtered: boolean;
  onClear: () => void;
  /** Key prefix of the list's texts in the account namespace: `empty`, `emptyFiltered`, `total`, `range`, `clear`, `pagination`, `page.*`. */
  textPrefix: string;
  /** Key of the count line. @default `<textPrefix>.total` */
  totalKey?: string;
  /** Test id of the count line. */
  totalTestId: string;
  /** The list's name (the page's title). */
  label: string;
  /** The icon of the empty list. */
  emptyIcon: ReactNode;
  /** Phones: an item's card, and the height of a card's skeleton. */
  renderCard: (item: Item) => ReactNode;
  cardHeight: number;
  itemKey: (item: Item) => string | number;
  /** Wider screens: the table of the page's items (null while the first page loads). */
  renderTable: (items: Item[] | null, skeletonRows: number, stale: boolean) => ReactNode;
}

/**
 * A paged history list of the account: filters, a count line with the range shown, the rows as
 * cards on phones and a table otherwise, and the page switcher. A page past the end (an old link,
 * the last row cancelled away) moves to the last page that exists.
 */
export function PagedHistoryPage<Item>({
  filterBar,
  list,
  page,
  pageSize,
  onPage,
  filtered,
  onClear,
  textPrefix,
  totalKey = `${textPrefix}.total`,
  totalTestId,
  label,
  emptyIcon,
  renderCard,
  cardHeight,
  itemKey,
  renderTable,
}: PagedHistoryPageProps<Item>) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { data, error, refetch, isPlaceholderData } = list;
  const isMobile = useIsMobile();

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd = Boolean(data && !isPlaceholderData && page > pages);
  useEffect(() => {
    if (pastTheEnd) onPage(pages);
  }, [pastTheEnd, pages, onPage]);

  const items = data?.items ?? null;

  let content;
  if (error && !data) {
    content = <LoadError message={error.message} onRetry={() => void refetch()} />;
  } else if (items && items.length === 0 && !pastTheEnd) {
    content = (
      <SectionCard py={48}>
        <EmptyState icon={emptyIcon} withIndicatorBackground title={filtered ? t(`${textPrefix}.emptyFiltered`) : t(`${textPrefix}.empty`)} />
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
        aria-label={label}
        aria-busy={!items || isPlaceholderData}
      >
        {items
          ? items.map((item) => <li key={itemKey(item)}>{renderCard(item)}</li>)
          : Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} data-skeleton>
                <Skeleton h={cardHeight} radius="lg" />
              </li>
            ))}
      </Stack>
    );
  } else {
    content = renderTable(items, SKELETON_ROWS, isPlaceholderData);
  }

  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <Stack gap="md">
      {filterBar}
      <Group justify="space-between" gap="sm" mih={SUMMARY_HEIGHT} wrap="nowrap">
        {data ? (
          <Text size="sm" c="dimmed" role="status" data-testid={totalTestId}>
            {t(totalKey, { count: total })}
            {total > 0 && !pastTheEnd ? ` · ${t(`${textPrefix}.range`, { first, last, total })}` : null}
          </Text>
        ) : (
          <Skeleton h={16} w={180} radius="sm" />
        )}
        {filtered ? (
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconFilterOff size={14} />} onClick={onClear}>
            {t(`${textPrefix}.clear`)}
          </Button>
        ) : null}
      </Group>
      {content}
      <ListPagination pages={pages} page={page} onChange={onPage} textPrefix={textPrefix} />
    </Stack>
  );
}
