// What the commit-order lock of the event outbox costs on PostgreSQL (migration 0106).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/event-outbox.mjs [--seconds 5]
//
// Creates a temporary database with the `event_outbox` table of the migration and runs, for several
// numbers of concurrent clients, short transactions that each write one business row and one
// event: with the commit-time stamping (the advisory lock held through the commit), without it
// (the trigger disabled: ids only, commit order lost), and without any event. Prints transactions
// per second and p50/p99 commit latency, then drops the database.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'package.json'));
const pg = require('pg');

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must point at a PostgreSQL server (a temporary database is created there)');
  process.exit(1);
}
const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const migration = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'src', 'migrations', '0106-event-outbox.sql'), 'utf8');
const name = `arcadia_bench_outbox_${Date.now().toString(36)}`;
const withDatabase = (database) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function run(pool, clients, mode) {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const client = await pool.connect();
      try {
        for (let i = 0; Date.now() < until; i += 1) {
          const started = process.hrtime.bigint();
          await client.query('begin');
          await client.query('insert into probe_business (note) values ($1)', [`c${c} t${i}`]);
          if (mode !== 'no event') {
            await client.query('insert into event_outbox (topic, key, payload) values ($1, $2, $3)', ['bench.event', `player:${c}`, JSON.stringify({ c, i })]);
          }
          await client.query('commit');
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      } finally {
        client.release();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { tps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

await admin(`create database ${name}`);
const pool = new pg.Pool({ connectionString: withDatabase(name), max: 40 });
try {
  await pool.query('create table probe_business (id bigint generated always as identity primary key, note text not null)');
  await pool.query(migration);
  console.log(`event outbox commit-order cost, ${seconds} s per row, PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}`);
  console.log('clients  mode                 tx/s    p50 ms  p99 ms');
  for (const clients of [1, 8, 32]) {
    for (const mode of ['stamped at commit', 'ids only', 'no event']) {
      await pool.query(`alter table event_outbox ${mode === 'stamped at commit' ? 'enable' : 'disable'} trigger event_outbox_commit_order`);
      const r = await run(pool, clients, mode);
      console.log(`${String(clients).padStart(7)}  ${mode.padEnd(19)} ${String(r.tps).padStart(6)}  ${r.p50.padStart(6)}  ${r.p99.padStart(6)}`);
    }
  }
} finally {
  await pool.end();
  await admin(`drop database if exists ${name} with (force)`);
}
