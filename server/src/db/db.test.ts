import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, testConfig, type TestDatabase } from '../testing/test-app.js';
import { openPglite, openPostgres } from './connect.js';
import { defaultMigrationsDir, readMigrations, runMigrations } from './migrate.js';
import { inTransaction, onCommit, onSettle } from './transaction.js';

const config = testConfig();

describe('migrations', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase(config);
  });
  after(async () => database.dispose());

  it('applies every migration once, in order, and does nothing the second time', async () => {
    const files = readMigrations(defaultMigrationsDir());
    assert.ok(files.some((f) => f.name === '0001-create-cms.sql'));
    const first = await runMigrations(database.handle);
    assert.deepEqual(first, files.map((f) => f.name));
    const second = await runMigrations(database.handle);
    assert.deepEqual(second, []);
    const recorded = await sql<{ version: number }>`select version from schema_migrations order by version`.execute(database.handle.db);
    assert.deepEqual(recorded.rows.map((r) => r.version), files.map((f) => f.version));
  });

  it('rolls back a failing migration entirely and names it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-migrations-'));
    try {
      writeFileSync(join(dir, '0001-good.sql'), 'create table probe_good (id integer primary key);');
      writeFileSync(join(dir, '0002-bad.sql'), 'create table probe_bad (id integer primary key); select * from no_such_table;');
      const fresh = await createTestDatabase(config);
      try {
        await assert.rejects(runMigrations(fresh.handle, dir), /0002-bad\.sql/);
        const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name in ('probe_good', 'probe_bad', 'schema_migrations')`.execute(fresh.handle.db);
        assert.equal(tables.rows[0]!.n, 0);
      } finally {
        await fresh.dispose();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses two migrations with the same number', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-migrations-'));
    try {
      writeFileSync(join(dir, '0100-a.sql'), 'select 1;');
      writeFileSync(join(dir, '0100-b.sql'), 'select 1;');
      assert.throws(() => readMigrations(dir), /share number 100/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets two instances migrate one PostgreSQL database at the same time', { skip: !config.databaseUrl && 'PostgreSQL only (DATABASE_URL)' }, async () => {
    const fresh = await createTestDatabase(config);
    const other = await openPostgres(fresh.url, 2);
    try {
      const [a, b] = await Promise.all([runMigrations(fresh.handle), runMigrations(other)]);
      const total = readMigrations(defaultMigrationsDir()).length;
      assert.equal(a.length + b.length, total);
      assert.ok(a.length === 0 || b.length === 0, 'one instance applied everything, the other found it done');
    } finally {
      await other.close();
      await fresh.dispose();
    }
  });
});

describe('transactions under concurrency', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase(config);
    await database.handle.runScript(database.handle.db, 'create table probe_balance (id integer primary key, amount numeric(14,2) not null); insert into probe_balance values (1, 0);');
  });
  after(async () => database.dispose());

  it('serialises read-modify-write through SELECT ... FOR UPDATE: 40 concurrent credits all count', async () => {
    const db = database.handle.db as unknown as import('kysely').Kysely<{ probe_balance: { id: number; amount: string } }>;
    const credit = () =>
      inTransaction(database.handle.db, async (trx) => {
        const t = trx as unknown as typeof db;
        const row = await t.selectFrom('probe_balance').select('amount').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
        // a pause between read and write would lose updates without the row lock
        await new Promise((r) => setTimeout(r, 2));
        await t.updateTable('probe_balance').set({ amount: (Number(row.amount) + 1.25).toFixed(2) }).where('id', '=', 1).execute();
      });
    await Promise.all(Array.from({ length: 40 }, credit));
    const row = await db.selectFrom('probe_balance').select('amount').where('id', '=', 1).executeTakeFirstOrThrow();
    assert.equal(row.amount, '50.00');
  });

  it('rolls back everything a failing transaction wrote and keeps serving others', async () => {
    const db = database.handle.db as unknown as import('kysely').Kysely<{ probe_balance: { id: number; amount: string } }>;
    await assert.rejects(
      inTransaction(database.handle.db, async (trx) => {
        await (trx as unknown as typeof db).updateTable('probe_balance').set({ amount: '999.00' }).where('id', '=', 1).execute();
        throw new Error('insufficient funds');
      }),
      /insufficient funds/,
    );
    const row = await db.selectFrom('probe_balance').select('amount').where('id', '=', 1).executeTakeFirstOrThrow();
    assert.equal(row.amount, '50.00');
  });

  it('fails fast when work inside inTransaction queries db instead of trx', async () => {
    const started = Date.now();
    await assert.rejects(
      inTransaction(database.handle.db, async () => {
        await sql`select 1`.execute(database.handle.db);
      }),
      (error: Error) => error.name === 'QueryOutsideTransactionError',
    );
    assert.ok(Date.now() - started < 5000);
    // the database is still usable afterwards
    const r = await sql<{ one: number }>`select 1 as one`.execute(database.handle.db);
    assert.equal(r.rows[0]!.one, 1);
  });

  it('returns int8 as a number and numeric as a string on both backends', async () => {
    const r = await sql<{ big: unknown; money: unknown }>`select 42::int8 as big, 10.50::numeric(14,2) as money`.execute(database.handle.db);
    assert.deepEqual(r.rows[0], { big: 42, money: '10.50' });
  });
});

describe('transaction hooks', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase(config);
    await database.handle.runScript(database.handle.db, 'create table probe_hooks (id integer primary key);');
  });
  after(async () => database.dispose());

  it('runs onCommit hooks after the commit, in order, with the data visible; onSettle after them', async () => {
    const seen: string[] = [];
    await inTransaction(database.handle.db, async (trx) => {
      await sql`insert into probe_hooks values (1)`.execute(trx);
      onSettle(trx, () => seen.push('settled'));
      onCommit(trx, async () => {
        const rows = await sql<{ n: number }>`select count(*)::int as n from probe_hooks`.execute(database.handle.db);
        seen.push(`first sees ${rows.rows[0]!.n}`);
      });
      onCommit(trx, () => seen.push('second'));
      assert.deepEqual(seen, [], 'nothing runs before the commit');
    });
    assert.deepEqual(seen, ['first sees 1', 'second', 'settled']);
  });

  it('never runs onCommit hooks of a rolled-back transaction, but runs its onSettle hooks', async () => {
    const seen: string[] = [];
    await assert.rejects(
      inTransaction(database.handle.db, async (trx) => {
        onCommit(trx, () => seen.push('committed'));
        onSettle(trx, () => seen.push('settled'));
        throw new Error('business rule refused');
      }),
      /business rule refused/,
    );
    assert.deepEqual(seen, ['settled']);
  });

  it('a failing hook does not fail the committed work nor stop the next hook', async () => {
    const seen: string[] = [];
    const value = await inTransaction(database.handle.db, async (trx) => {
      onCommit(trx, () => {
        throw new Error('cache unreachable');
      });
      onCommit(trx, () => seen.push('ran'));
      return 42;
    });
    assert.equal(value, 42);
    assert.deepEqual(seen, ['ran']);
  });

  it('refuses hooks outside inTransaction', () => {
    assert.throws(() => onCommit(database.handle.db as never, () => undefined), /open inTransaction/);
  });
});

describe('PGlite data folder', () => {
  it('keeps data across reopening and refuses a second opener while the first is open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-pglite-'));
    try {
      const first = await openPglite(dir);
      await runMigrations(first);
      await assert.rejects(openPglite(dir), /already open in this process/);
      await first.close();
      // a pid file left by a process that died is taken over
      writeFileSync(join(dir, 'arcadia.pid'), '999999');
      const again = await openPglite(dir);
      try {
        assert.deepEqual(await runMigrations(again), []);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
