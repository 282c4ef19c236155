import { sql } from 'kysely';
import { openPostgres, type DbHandle } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';
import { createTestDatabase, type TestDatabase } from './test-app.js';

/** A fresh database migrated by its owner, and a connection to it as `arcadia_app`, the role the server runs as in production. */
export interface AppRoleDatabase {
  /** The application role's connection. */
  handle: DbHandle;
  /** What `startTestApp({ database })` takes: the app connects as `arcadia_app` and leaves closing to `close`. */
  database: { handle: DbHandle; url: string; dispose: () => Promise<void> };
  close(): Promise<void>;
}

export async function openAppRoleDatabase(): Promise<AppRoleDatabase> {
  const owner: TestDatabase = await createTestDatabase();
  await runMigrations(owner.handle);
  let handle: DbHandle;
  if (owner.handle.kind === 'postgres') {
    const url = new URL(owner.url);
    url.searchParams.set('options', '-c role=arcadia_app');
    handle = await openPostgres(url.toString(), 5);
  } else {
    // PGlite is one session: from here on everything runs as the application role.
    await sql`set role arcadia_app`.execute(owner.handle.db);
    handle = owner.handle;
  }
  return {
    handle,
    database: { handle, url: owner.url, dispose: async () => undefined },
    async close() {
      if (handle !== owner.handle) await handle.close();
      await owner.dispose();
    },
  };
}
