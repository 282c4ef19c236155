import { existsSync, mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.js';
import type { Database } from './database.js';
import { GuardedDialect } from './transaction-guard.js';
import { lockDataDir } from './data-dir-lock.js';
import { preparingClient } from './pglite-statements.js';
import { preparingPool } from './postgres-statements.js';

export type DbKind = 'pglite' | 'postgres';
export type Executor = Kysely<Database> | Transaction<Database>;

/** An open database: the Kysely instance plus what Kysely cannot express. */
export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /**
   * Runs SQL text that may hold several statements (migrations, seeds) on `executor`'s connection.
   * Kysely sends everything as one prepared statement, which allows a single command only.
   */
  runScript(executor: Executor, text: string): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * PGlite parses int8 to a JS number and numeric to a string; pg's default would give strings for both.
 * Make pg behave like PGlite so the same code sees the same types on both backends.
 * (ids and counts stay far below 2^53; money columns are numeric and arrive as strings.)
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function openPostgres(connectionString: string, poolSize = DEFAULT_DATABASE_POOL_SIZE): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: pgTypes });
  // An idle client can be terminated from outside (server restart, failover, a dropped test database);
  // pg reports that on the pool, and an unheard 'error' event would crash the process. The pool
  // replaces the client on the next checkout, so a warning is all it deserves.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new GuardedDialect(new PostgresDialect({ pool: preparingPool(pool) })) });
  return {
    db,
    kind: 'postgres',
    // Without parameters pg uses the simple query protocol, which accepts several statements.
    runScript: async (executor, text) => {
      await sql.raw(text).execute(executor);
    },
    close: () => db.destroy(),
  };
}

/**
 * Embedded PostgreSQL, every statement prepared once (`preparingClient`). PGlite is one session,
 * so kysely-pglite-dialect hands its single connection to one user at a time: a transaction holds
 * it from begin to commit and every other query or transaction waits in a FIFO queue. Transactions
 * are therefore fully serialised, which makes `SELECT ... FOR UPDATE` trivially correct here
 * (db.test.ts proves it under concurrency). Two consequences for callers: inside a transaction use
 * `trx`, never `db` (a query on `db` would wait for the transaction that is waiting for it;
 * `inTransaction` turns that mistake into an immediate error), and do no slow external I/O inside
 * a transaction, since it holds up every other request.
 */
export async function openPglite(dataDir: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<DbHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory && !existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    // `loadDataDir`: a dump of a cluster to start from instead of a new one (tests start from one
    // empty cluster dumped once, which saves initdb's seconds per database).
    pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    unlock();
    throw error;
  }
  // The dialect calls only `query` (and `close`): every statement goes through prepared statements.
  const db = new Kysely<Database>({ dialect: new GuardedDialect(new PGliteDialect(preparingClient(pglite) as unknown as PGlite)) });
  return {
    db,
    kind: 'pglite',
    // `exec` runs on the one PGlite session; the caller holds the dialect's connection (inside
    // `executor`'s transaction), so the script runs inside that same transaction.
    runScript: async (_executor, text) => {
      await pglite.exec(text);
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string; databasePoolSize?: number }): Promise<DbHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databasePoolSize) : openPglite(options.dataDir);
}
