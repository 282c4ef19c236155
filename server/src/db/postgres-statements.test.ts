import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { PostgresPoolClient } from 'kysely';
import { createTestDatabase, testConfig, type TestDatabase } from '../testing/test-app.js';
import { preparingPool } from './postgres-statements.js';

const config = testConfig();

describe('preparingPool', { skip: !config.databaseUrl && 'PostgreSQL only (DATABASE_URL)' }, () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let prepared: ReturnType<typeof preparingPool>;
  let client: PostgresPoolClient;
  const run = async <R = Record<string, unknown>>(text: string, values: unknown[] = []) => (await client.query<R>(text, values)).rows;
  const preparedOnConnection = async () => (await run<{ name: string }>('select name from pg_prepared_statements order by name')).map((row) => row.name);

  before(async () => {
    database = await createTestDatabase(config);
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    prepared = preparingPool(pool, 3);
    client = await prepared.connect();
  });
  after(async () => {
    client.release();
    await prepared.end();
    await database.dispose();
  });

  it('runs a script of several statements without parameters as before', async () => {
    await run('create table probe (id serial primary key, name text); insert into probe (name) values (\'a\'), (\'b\')');
    assert.deepEqual(await preparedOnConnection(), []);
  });

  it('prepares a statement with parameters once on the connection and answers as pg does', async () => {
    const text = 'select id, name from probe where id >= $1 order by id';
    assert.deepEqual(await run(text, [1]), [{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
    assert.deepEqual(await run(text, [2]), [{ id: 2, name: 'b' }]);
    assert.equal((await preparedOnConnection()).length, 1);
  });

  it('names only its capacity of texts; the rest run unnamed', async () => {
    for (let i = 0; i < 5; i++) assert.deepEqual(await run(`select $1::int + ${i} as n`, [1]), [{ n: 1 + i }]);
    assert.equal(prepared.namedCount(), 3);
    assert.equal((await preparedOnConnection()).length, 3);
  });

  it('after a schema change alters a prepared result, fails that call once and prepares the text anew', async () => {
    const text = 'select * from probe where id = $1';
    client.release();
    const own = await preparingPool(pool, 10).connect();
    try {
      assert.deepEqual((await own.query(text, [1])).rows, [{ id: 1, name: 'a' }]);
      await own.query('alter table probe add column note text', []);
      await assert.rejects(own.query(text, [1]), (error: Error & { code?: string }) => error.code === '0A000');
      assert.deepEqual((await own.query(text, [1])).rows, [{ id: 1, name: 'a', note: null }]);
    } finally {
      own.release();
      client = await prepared.connect();
    }
  });
});
