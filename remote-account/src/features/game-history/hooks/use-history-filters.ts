import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@arcadia/ui/router';
import { GAME_PRODUCTS, type GameHistoryQuery, type GameProduct } from '@arcadia/shared';

/** The search parameters the filters own. */
const FILTER_PARAMS = ['product', 'from', 'to', 'page'];

/** Rounds per page. */
export const PAGE_SIZE = 20;
/** The server answers at most this span between the two days (a whole year, leap years included). */
export const MAX_RANGE_DAYS = 365;
const DAY_MS = 24 * 3600_000;

/** What the game history page shows; kept in the URL so a reload or a shared link shows the same. */
export interface HistoryFilters {
  product?: GameProduct;
  /** ISO day (`2026-11-25`), inclusive. */
  from?: string;
  /** ISO day, inclusive. */
  to?: string;
  /** 1-based. */
  page: number;
}

export type HistoryFilterPatch = Partial<Omit<HistoryFilters, 'page'>>;

function isoDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // `2026-02-31` parses to March: only a real calendar day counts.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Days from `from` to `to`. */
const span = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** `day` moved by `days`, as an ISO day. */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isProduct = (value: string | null): value is GameProduct => (GAME_PRODUCTS as readonly (string | null)[]).includes(value);

/** The filters in a URL's search parameters; anything unknown or malformed is left out. */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  let from = isoDay(params.get('from'));
  let to = isoDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  // A range longer than the server answers keeps its end: the latest rounds are the ones looked for.
  if (from && to && span(from, to) > MAX_RANGE_DAYS) from = shiftDay(to, -MAX_RANGE_DAYS);
  const product = params.get('product');
  const page = Number(params.get('page'));
  return {
    product: isProduct(product) ? product : undefined,
    from,
    to,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

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
 * The filters of the game history page, read from and written to the URL's search parameters
 * (`?product=live&from=2026-11-01&to=2026-11-25&page=2`). Changing a filter starts again at page 1.
 * A date range never runs backwards nor spans more than a year: picking one end that would make it
 * so clears the other.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHistoryFilters(params), [params]);

  const write = useCallback(
    (next: HistoryFilters) => {
      // Parameters of the page's own (its view) stay as they are.
      const out = new URLSearchParams(params);
      for (const key of FILTER_PARAMS) out.delete(key);
      if (next.product) out.set('product', next.product);
      if (next.from) out.set('from', next.from);
      if (next.to) out.set('to', next.to);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: true });
    },
    [params, setParams],
  );

  const setFilters = useCallback(
    (patch: HistoryFilterPatch) => {
      const next: HistoryFilters = { ...filters, ...patch, page: 1 };
      const broken = Boolean(next.from && next.to && (next.from > next.to || span(next.from, next.to) > MAX_RANGE_DAYS));
      if (broken && 'from' in patch) next.to = undefined;
      else if (broken && 'to' in patch) next.from = undefined;
      write(next);
    },
    [filters, write],
  );

  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const clear = useCallback(() => write({ page: 1 }), [write]);

  return { filters, setFilters, setPage, clear };
}
