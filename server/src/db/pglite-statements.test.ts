import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { preparingClient } from './pglite-statements.js';

describe('preparingClient', () => {
  let pglite: PGlite;
  let client: ReturnType<typeof preparingClient>;
  const preparedInDatabase = async () => (await pglite.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'arc\\_%'`)).rows[0]!.n;

  before(async () => {
    pglite = await PGlite.create('memory://');
    await pglite.exec(`create table probe (id serial primary key, name text unique, amount numeric(18,2), at timestamptz, tags text[], doc jsonb, ok boolean);
      insert into probe (name, amount, at, tags, doc, ok) values ('a', 10.50, '2026-01-02T03:04:05Z', '{x,y}', '{"k": 1}', true), ('b', null, null, null, null, false);`);
    client = preparingClient(pglite, 4);
  });
  after(async () => pglite.close());

  it('answers exactly what PGlite’s own query answers, types and all, the first time and the next', async () => {
    const text = 'select id, name, amount, at, tags, doc, ok, $1::int8 as big, $2::text as nothing from probe where id >= $3 order by id';
    const params = [42, null, 1];
    const expected = await pglite.query(text, params);
    const first = await client.query(text, params);
    const again = await client.query(text, params);
    assert.deepEqual(first.rows, expected.rows);
    assert.deepEqual(again.rows, expected.rows);
    assert.deepEqual(first.fields, expected.fields);
    assert.equal((first.rows[0] as { at: Date }).at.toISOString(), '2026-01-02T03:04:05.000Z');
    assert.deepEqual((first.rows[0] as { doc: unknown }).doc, { k: 1 });
  });

  it('counts the rows a write changed, as the dialect needs for updates', async () => {
    const updated = await client.query('update probe set ok = $1 where id > $2', [true, 0]);
    assert.equal(updated.affectedRows, 2);
    const none = await client.query('update probe set ok = $1 where id > $2', [true, 1000]);
    assert.equal(none.affectedRows ?? 0, 0);
  });

  it('throws PostgreSQL’s error with its code, the query and the parameters, and goes on working', async () => {
    await assert.rejects(client.query('select nonsense from', []), (error: Error & { code?: string; query?: string }) => error.code === '42601' && error.query === 'select nonsense from');
    const text = 'insert into probe (name) values ($1)';
    await assert.rejects(client.query(text, ['a']), (error: Error & { code?: string; params?: unknown[] }) => error.code === '23505' && error.params?.[0] === 'a');
    assert.equal((await client.query('select count(*)::int as n from probe where name = $1', ['a'])).rows.length, 1);
  });

  it('keeps a failed transaction failed until it rolls back, then runs on', async () => {
    await client.query('begin');
    await assert.rejects(client.query('insert into probe (name) values ($1)', ['b']), /duplicate key/);
    await assert.rejects(client.query('select 1 as one'), /current transaction is aborted/);
    await client.query('rollback');
    assert.deepEqual((await client.query('select 1 as one')).rows, [{ one: 1 }]);
  });

  it('keeps at most its capacity of statements prepared, closing the least recently used', async () => {
    for (let i = 0; i < 10; i++) await client.query(`select $1::int + ${i} as n`, [1]);
    assert.equal(client.preparedCount(), 4);
    assert.equal(await preparedInDatabase(), 4);
    assert.deepEqual((await client.query('select $1::int + 9 as n', [1])).rows, [{ n: 10 }]);
  });

  it('prepares a statement again when a schema change altered its result', async () => {
    const text = 'select * from probe where id = $1';
    assert.deepEqual(Object.keys((await client.query(text, [1])).rows[0]!), ['id', 'name', 'amount', 'at', 'tags', 'doc', 'ok']);
    await pglite.exec('alter table probe add column note text');
    assert.deepEqual(Object.keys((await client.query(text, [1])).rows[0]!), ['id', 'name', 'amount', 'at', 'tags', 'doc', 'ok', 'note']);
  });
});
