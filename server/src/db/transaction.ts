import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.js';
import { transactionScope } from './transaction-guard.js';

/** PostgreSQL codes worth retrying the whole transaction for: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

type Hook = () => unknown;
interface Hooks {
  commit: Hook[];
  settle: Hook[];
}

/** Hooks of the transactions `inTransaction` has open, keyed by the `trx` it passed to the work. */
const openHooks = new WeakMap<Transaction<Database>, Hooks>();

/** Where a failing hook is reported; the server's logger replaces the default at start. */
let reportHookError: (error: unknown) => void = (error) => process.emitWarning(`transaction hook failed: ${String((error as Error)?.stack ?? error)}`);

export function setTransactionHookErrorReporter(report: (error: unknown) => void): void {
  reportHookError = report;
}

function hooksOf(trx: Transaction<Database>, what: string): Hooks {
  const hooks = openHooks.get(trx);
  if (!hooks) throw new Error(`${what} needs the trx of an open inTransaction()`);
  return hooks;
}

/**
 * Runs `hook` once the transaction of `trx` has committed, never when it rolls back (nor for an
 * attempt that is retried). Hooks run in the order registered and are awaited before
 * `inTransaction` returns; one that throws is reported and does not fail the committed work.
 * Use it for what must not happen unless the data is there: cache invalidation, waking the
 * outbox worker. Anything that must survive a crash belongs in a table written inside the
 * transaction (the transactional outbox), not in a hook.
 */
export function onCommit(trx: Transaction<Database>, hook: Hook): void {
  hooksOf(trx, 'onCommit').commit.push(hook);
}

/** Runs `hook` once the transaction of `trx` has ended, committed or rolled back (e.g. "a change is no longer in flight"). */
export function onSettle(trx: Transaction<Database>, hook: Hook): void {
  hooksOf(trx, 'onSettle').settle.push(hook);
}

async function runHooks(hooks: Hook[]): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      reportHookError(error);
    }
  }
}

/**
 * Runs `work` in one transaction and commits, or rolls back when it throws.
 * A serialization failure or deadlock (PostgreSQL only; PGlite serialises transactions) retries
 * the whole transaction up to `retries` times, so `work` must not have side effects outside the
 * database: put them in `onCommit` hooks.
 * Lock rows you change with `.forUpdate()` in a consistent order (e.g. by id) to avoid deadlocks.
 * Inside `work`, a query on `db` instead of `trx` throws `QueryOutsideTransactionError` (see transaction-guard.ts).
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const hooks: Hooks = { commit: [], settle: [] };
    let result: T;
    try {
      result = await db.transaction().execute((trx) =>
        transactionScope.run(true, () => {
          openHooks.set(trx, hooks);
          return work(trx);
        }),
      );
    } catch (error) {
      await runHooks(hooks.settle);
      const code = (error as { code?: unknown })?.code;
      if (attempt < retries && typeof code === 'string' && RETRYABLE.has(code)) continue;
      throw error;
    }
    await runHooks(hooks.commit);
    await runHooks(hooks.settle);
    return result;
  }
}
