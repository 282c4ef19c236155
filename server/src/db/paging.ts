import { sql } from 'kysely';

/** One page of a list, as the operator API answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where a 1-based page of `pageSize` rows starts. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** The selection a page's total is counted with: `.select(countAll)`. */
export const countAll = sql<number>`count(*)::int`.as('n');

/** A page: its rows (queried from `pageOffset`) and the total, fetched side by side, rows mapped to items. */
export async function toPage<R, T>(
  page: number,
  pageSize: number,
  rows: Promise<R[]>,
  total: Promise<{ n: number | string }>,
  toItem: (row: R) => T,
): Promise<Page<T>> {
  const [found, count] = await Promise.all([rows, total]);
  return { items: found.map(toItem), total: Number(count.n), page, pageSize };
}
