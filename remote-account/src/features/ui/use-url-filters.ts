import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@arcadia/ui/router';

/** What every paged history list keeps in the URL beside its own filters: a day range and the page. */
export interface PagedFilters {
  /** ISO day (`2026-11-25`), inclusive. */
  from?: string;
  /** ISO day, inclusive. */
  to?: string;
  /** 1-based. */
  page: number;
}

/** A list's filters: its own (`Own`, each written to the search parameter of its name) and the paged ones. */
export type UrlFilters<Own extends object> = Own & PagedFilters;
/** A change of filters; the page starts again at 1. */
export type UrlFilterPatch<Own extends object> = Partial<Omit<UrlFilters<Own>, 'page'>>;

const DAY_MS = 24 * 3600_000;

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

/**
 * The day range and page in a URL's search parameters: malformed days are left out, a backward
 * range is turned round, and a range longer than `maxRangeDays` keeps its end (the latest rows are
 * the ones looked for).
 */
export function parsePagedFilters(params: URLSearchParams, maxRangeDays = Infinity): PagedFilters {
  let from = isoDay(params.get('from'));
  let to = isoDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  if (from && to && span(from, to) > maxRangeDays) from = shiftDay(to, -maxRangeDays);
  const page = Number(params.get('page'));
  return { from, to, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export interface UrlFilterOptions<Own extends object> {
  /** The list's own filters, in the order they are written to the URL. */
  keys: readonly (keyof Own & string)[];
  /** The list's own filters in the search parameters; anything unknown or malformed is left out. Module-level: it keys a memo. */
  parse: (params: URLSearchParams) => Own;
  /** The longest day range the list's server answers. @default no limit */
  maxRangeDays?: number;
}

/**
 * A paged history list's filters, read from and written to the URL's search parameters
 * (`?product=live&from=2026-11-01&to=2026-11-25&page=2`), so a reload or a shared link shows the
 * same. Changing a filter starts again at page 1. A day range never runs backwards nor spans more
 * than `maxRangeDays`: picking one end that would make it so clears the other. Parameters the list
 * does not own (the page's view) stay as they are.
 */
export function useUrlFilters<Own extends object>({ keys, parse, maxRangeDays = Infinity }: UrlFilterOptions<Own>) {
  const [params, setParams] = useSearchParams();
  const filters: UrlFilters<Own> = useMemo(() => ({ ...parse(params), ...parsePagedFilters(params, maxRangeDays) }), [params, parse, maxRangeDays]);

  const write = useCallback(
    (next: UrlFilters<Own>) => {
      const out = new URLSearchParams(params);
      for (const key of [...keys, 'from', 'to', 'page']) out.delete(key);
      for (const key of keys) {
        const value = next[key];
        if (value) out.set(key, String(value));
      }
      if (next.from) out.set('from', next.from);
      if (next.to) out.set('to', next.to);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: true });
    },
    [keys, params, setParams],
  );

  const setFilters = useCallback(
    (patch: UrlFilterPatch<Own>) => {
      const next = { ...filters, ...patch, page: 1 } as UrlFilters<Own>;
      const broken = Boolean(next.from && next.to && (next.from > next.to || span(next.from, next.to) > maxRangeDays));
      if (broken && 'from' in patch) next.to = undefined;
      else if (broken && 'to' in patch) next.from = undefined;
      write(next);
    },
    [filters, maxRangeDays, write],
  );

  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const clear = useCallback(() => write({ page: 1 } as UrlFilters<Own>), [write]);

  return { filters, setFilters, setPage, clear };
}
