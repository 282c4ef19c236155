import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { openDatabase, type DbHandle } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { runMigrations } from '../../db/migrate.js';
import { setTransactionHookErrorReporter } from '../../db/transaction.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely over PGlite or PostgreSQL. Transactions: `inTransaction(app.db, trx => ...)` from db/transaction.ts. */
    db: Kysely<Database>;
    /** The open database with its backend kind and script runner (migrations, seeds). */
    database: DbHandle;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already open database (tests share one per file); the plugin then does not close it. */
  database?: DbHandle;
}

/** Opens the database, applies pending migrations and closes the database with the app. */
export default fp<DbPluginOptions>(
  async (app, { config, database }) => {
    const handle = database ?? (await openDatabase(config));
    try {
      const applied = await runMigrations(handle);
      if (applied.length) app.log.info({ applied }, 'migrations applied');
    } catch (error) {
      if (!database) await handle.close();
      throw error;
    }
    // An after-commit hook that fails (a cache, a wake-up) does not fail the committed work: it is logged.
    setTransactionHookErrorReporter((error) => app.log.error({ err: error }, 'a hook after a transaction failed'));
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (!database) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
