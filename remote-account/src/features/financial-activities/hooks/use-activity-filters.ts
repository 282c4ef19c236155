import { TransactionStatus, TransactionType, type PaymentTransactionQuery } from '@arcadia/shared';
import { useUrlFilters, type UrlFilterOptions, type UrlFilterPatch, type UrlFilters } from '../../ui';

/** Rows per page. */
export const PAGE_SIZE = 20;

interface OwnFilters {
  type?: TransactionType;
  status?: TransactionStatus;
}

/** What the financial activities page shows; kept in the URL so a reload or a shared link shows the same. */
export type ActivityFilters = UrlFilters<OwnFilters>;
export type ActivityFilterPatch = UrlFilterPatch<OwnFilters>;

const TYPES = new Set<number>([TransactionType.Deposit, TransactionType.Withdraw]);
const STATUSES = new Set<number>([
  TransactionStatus.Confirmed,
  TransactionStatus.Pending,
  TransactionStatus.Merged,
  TransactionStatus.Rejected,
  TransactionStatus.Cancelled,
  TransactionStatus.Created,
]);

function oneOf(value: string | null, allowed: Set<number>): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return allowed.has(number) ? number : undefined;
}

const ACTIVITY_FILTERS: UrlFilterOptions<OwnFilters> = {
  keys: ['type', 'status'],
  parse: (params) => ({ type: oneOf(params.get('type'), TYPES), status: oneOf(params.get('status'), STATUSES) }),
};

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

/** The filters of the financial activities page in the URL (`?type=2&status=2&from=2026-11-01&to=2026-11-25&page=2`). */
export const useActivityFilters = () => useUrlFilters(ACTIVITY_FILTERS);
