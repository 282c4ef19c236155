import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DbHandle } from './connect.js';

/** Migration files: `NNNN-what-it-does.sql`, applied in numeric order, each exactly once. */
const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;
/** Advisory lock key taken while migrating, so two instances starting at once take turns. */
const MIGRATION_LOCK_KEY = 7_263_001;

/** `src/migrations` when running from source, `dist/migrations` (copied by build.mjs) when bundled. */
export function defaultMigrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '..', 'migrations'), join(here, 'migrations')];
  const found = candidates.find((dir) => existsSync(dir) && readdirSync(dir).some((f) => MIGRATION_FILE.test(f)));
  if (!found) throw new Error(`No migrations directory found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface MigrationFile { version: number; name: string; text: string }

export function readMigrations(dir: string): MigrationFile[] {
  const files = readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort();
  const seen = new Map<number, string>();
  return files.map((name) => {
    const version = Number(MIGRATION_FILE.exec(name)![1]);
    const clash = seen.get(version);
    if (clash) throw new Error(`Two migrations share number ${version}: ${clash} and ${name}`);
    seen.set(version, name);
    return { version, name, text: readFileSync(join(dir, name), 'utf8') };
  });
}

/**
 * Applies pending migrations in one transaction under an advisory lock and records them in
 * `schema_migrations`. Returns the names applied (empty when the database is up to date).
 */
export async function runMigrations(handle: DbHandle, dir = defaultMigrationsDir()): Promise<string[]> {
  const migrations = readMigrations(dir);
  return handle.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    // Created only when missing: a server running as the application role (which may not create
    // tables) still checks that the database is up to date at start.
    const table = await sql<{ name: string | null }>`select to_regclass('schema_migrations')::text as name`.execute(trx);
    if (!table.rows[0]?.name) {
      await handle.runScript(
        trx,
        `create table schema_migrations (
           version integer primary key,
           name text not null,
           applied_at timestamptz not null default now()
         )`,
      );
    }
    const applied = await sql<{ version: number }>`select version from schema_migrations`.execute(trx);
    const done = new Set(applied.rows.map((r) => Number(r.version)));
    const names: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      try {
        await handle.runScript(trx, migration.text);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await sql`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`.execute(trx);
      names.push(migration.name);
    }
    return names;
  });
}
