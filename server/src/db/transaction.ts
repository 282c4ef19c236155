import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.js';
import { transactionScope } from './transaction-guard.js';

/** PostgreSQL codes worth retrying the whole transaction for: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction and commits, or rolls back when it throws.
 * A serialization failure or deadlock (PostgreSQL only; PGlite serialises transactions) retries
 * the whole transaction up to `retries` times, so `work` must not have side effects outside the database.
 * Lock rows you change with `.forUpdate()` in a consistent order (e.g. by id) to avoid deadlocks.
 * Inside `work`, a query on `db` instead of `trx` throws `QueryOutsideTransactionError` (see transaction-guard.ts).
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => transactionScope.run(true, () => work(trx)));
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (attempt < retries && typeof code === 'string' && RETRYABLE.has(code)) continue;
      throw error;
    }
  }
}
