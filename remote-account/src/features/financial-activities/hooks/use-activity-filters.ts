import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@arcadia/ui/router';
import { TransactionStatus, TransactionType, type PaymentTransactionQuery } from '@arcadia/shared';

/** The search parameters the filters own. */
const FILTER_PARAMS = ['type', 'status', 'from', 'to', 'page'];

/** Rows per page. */
export const PAGE_SIZE = 20;

/** What the financial activities page shows; kept in the URL so a reload or a shared link shows the same. */
export interface ActivityFilters {
  type?: TransactionType;
  status?: TransactionStatus;
  /** ISO day (`2026-11-25`), inclusive. */
  from?: string;
  /** ISO day, inclusive. */
  to?: string;
  /** 1-based. */
  page: number;
}

export type ActivityFilterPatch = Partial<Omit<ActivityFilters, 'page'>>;

const TYPES = new Set<number>([TransactionType.Deposit, TransactionType.Withdraw]);
const STATUSES = new Set<number>([
  TransactionStatus.Confirmed,
  TransactionStatus.Pending,
  TransactionStatus.Merged,
  TransactionStatus.Rejected,
  TransactionStatus.Cancelled,
  TransactionStatus.Created,
]);

function isoDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // `2026-02-31` parses to March: only a real calendar day counts.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function oneOf(value: string | null, allowed: Set<number>): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return allowed.has(number) ? number : undefined;
}

/** The filters in a URL's search parameters; anything unknown or malformed is left out. */
export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  let from = isoDay(params.get('from'));
  let to = isoDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(params.get('page'));
  return {
    type: oneOf(params.get('type'), TYPES),
    status: oneOf(params.get('status'), STATUSES),
    from,
    to,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The body of `POST payment/transactions` for these filters; filters not set are left out. */
export function toTransactionQuery({ type, status, from, to, page }: ActivityFilters): PaymentTransactionQuery {
  return {
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  };
}

export const hasActiveFilters = (f: ActivityFilters) => Boolean(f.type || f.status || f.from || f.to);

/**
 * The filters of the financial activities page, read from and written to the URL's search
 * parameters (`?type=2&status=2&from=2026-11-01&to=2026-11-25&page=2`). Changing a filter starts
 * again at page 1. A date range never runs backwards: picking one end past the other clears the other.
 */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseActivityFilters(params), [params]);

  const write = useCallback(
    (next: ActivityFilters) => {
      // Parameters of the page's own (its view) stay as they are.
      const out = new URLSearchParams(params);
      for (const key of FILTER_PARAMS) out.delete(key);
      if (next.type) out.set('type', String(next.type));
      if (next.status) out.set('status', String(next.status));
      if (next.from) out.set('from', next.from);
      if (next.to) out.set('to', next.to);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: true });
    },
    [params, setParams],
  );

  const setFilters = useCallback(
    (patch: ActivityFilterPatch) => {
      const next: ActivityFilters = { ...filters, ...patch, page: 1 };
      if ('from' in patch && next.from && next.to && next.from > next.to) next.to = undefined;
      if ('to' in patch && next.from && next.to && next.from > next.to) next.from = undefined;
      write(next);
    },
    [filters, write],
  );

  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const clear = useCallback(() => write({ page: 1 }), [write]);

  return { filters, setFilters, setPage, clear };
}
