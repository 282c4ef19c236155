import { GAME_PRODUCTS, type GameHistoryQuery, type GameProduct } from '@arcadia/shared';
import { useUrlFilters, type UrlFilterOptions, type UrlFilterPatch, type UrlFilters } from '../../ui';

export { shiftDay } from '../../ui';

/** Rounds per page. */
export const PAGE_SIZE = 20;
/** The server answers at most this span between the two days (a whole year, leap years included). */
export const MAX_RANGE_DAYS = 365;

/** What the game history page shows; kept in the URL so a reload or a shared link shows the same. */
export type HistoryFilters = UrlFilters<{ product?: GameProduct }>;
export type HistoryFilterPatch = UrlFilterPatch<{ product?: GameProduct }>;

const isProduct = (value: string | null): value is GameProduct => (GAME_PRODUCTS as readonly (string | null)[]).includes(value);

const HISTORY_FILTERS: UrlFilterOptions<{ product?: GameProduct }> = {
  keys: ['product'],
  parse: (params) => {
    const product = params.get('product');
    return { product: isProduct(product) ? product : undefined };
  },
  maxRangeDays: MAX_RANGE_DAYS,
};

/** The body of `POST games/history` for these filters; filters not set are left out. */
export function toHistoryQuery({ product, from, to, page }: HistoryFilters): GameHistoryQuery {
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(product ? { product } : {}),
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  };
}

export const hasActiveFilters = (f: HistoryFilters) => Boolean(f.product || f.from || f.to);

/**
 * The filters of the game history page in the URL (`?product=live&from=2026-11-01&to=2026-11-25&page=2`).
 * A date range never spans more than a year: picking one end that would make it so clears the other.
 */
export const useHistoryFilters = () => useUrlFilters(HISTORY_FILTERS);
