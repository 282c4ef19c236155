import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

/** Set while the work of `inTransaction` runs: any new connection asked for then is a query on `db` instead of `trx`. */
export const transactionScope = new AsyncLocalStorage<true>();

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super('A query used `db` inside inTransaction(); use the `trx` it passes (on PGlite such a query would wait for the transaction forever).');
    this.name = 'QueryOutsideTransactionError';
  }
}

/**
 * Wraps a dialect so that a query on `db` made inside `inTransaction(db, trx => ...)` fails at once.
 * On PGlite (one connection) it would otherwise deadlock; on PostgreSQL it would silently run outside the transaction.
 */
export class GuardedDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}

  createAdapter() {
    return this.inner.createAdapter();
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
  // The Dialect interface itself takes Kysely<any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return this.inner.createIntrospector(db);
  }
  createDriver(): Driver {
    const driver = this.inner.createDriver();
    const guarded: Driver = {
      init: () => driver.init(),
      acquireConnection: () => {
        if (transactionScope.getStore()) return Promise.reject(new QueryOutsideTransactionError());
        return driver.acquireConnection();
      },
      beginTransaction: (connection: DatabaseConnection, settings: TransactionSettings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection: DatabaseConnection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection: DatabaseConnection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
    if (driver.savepoint) guarded.savepoint = driver.savepoint.bind(driver);
    if (driver.rollbackToSavepoint) guarded.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
    if (driver.releaseSavepoint) guarded.releaseSavepoint = driver.releaseSavepoint.bind(driver);
    return guarded;
  }
}
