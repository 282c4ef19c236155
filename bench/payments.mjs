#!/usr/bin/env node
// Payments benchmark: deposit callbacks per second and withdrawals per second, with p50/p99, through
// the real API of one server process, on PGlite or PostgreSQL.
//
//   node bench/payments.mjs                 # quick: 400 players, 2,000 deposits, callbacks and withdrawals, 16 in flight (about a minute)
//   node bench/payments.mjs --full          # 2,000 players, 10,000 of each
//   node bench/payments.mjs --operations 5000 --players 1000 --concurrency 32 --port 18460
//   node bench/payments.mjs --database-url postgres://postgres@127.0.0.1:5432/postgres   # a fresh database on that server, dropped after
//   node bench/payments.mjs --server source # server/src through tsx (or dist: the existing server/dist) instead of a fresh production bundle
//
// Method. Players are seeded with a wallet and one open session each (server/scripts/bench-seed.ts)
// before the server starts (the current source bundled as for production, NODE_ENV=production,
// LOG_LEVEL=info to a file). The payment provider is a stand-in on the next port
// (bench/support/payment-provider-stub.mjs: it answers the signed deposit and payout orders and
// signs callbacks as the provider does), so the figures are the site's side only. A player may have
// at most 5 deposits waiting, so there are at least --operations / 5 players. Closed loops with
// --concurrency requests in flight, over keep-alive connections, spread round-robin over the players:
//   1. deposits filed: `POST /api/payment/deposit` bank transfer (method 2, 1,000 lira) — stored,
//      ordered from the provider, Pending;
//   2. deposit callbacks: one signed `confirmed` callback per deposit to
//      `POST /api/payment/callback/demopay` — verified, status changed, cash credited and the
//      notification written through the outbox, in one transaction (then the hub's Balance push);
//   3. repeated callbacks (the provider retrying): answered as the first, nothing credited;
//   4. withdrawals: `POST /api/payment/withdraw` to an IBAN (method 3, 100 lira) — stored and the
//      amount moved from cash to held in one transaction.
// Then a few players' balances are checked against what was deposited and withdrawn.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { count, keepAliveAgent, ms, percentile, printTable, request, timedPool } from './support/load.mjs';
import { startProviderStub } from './support/payment-provider-stub.mjs';
import { benchStorage, cpuSeconds, seedPlayers, serverEntry, startServer } from './support/server-process.mjs';

const { values: args } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    players: { type: 'string' },
    operations: { type: 'string' },
    concurrency: { type: 'string', default: '16' },
    port: { type: 'string', default: '18460' },
    'database-url': { type: 'string' },
    server: { type: 'string', default: 'bundle' },
  },
});

const positive = (value, name, max) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return n;
};
const OPERATIONS = positive(args.operations ?? (args.full ? '10000' : '2000'), 'operations', 200_000);
/** Deposits one player may have waiting at once (the site answers 429 beyond). */
const WAITING_DEPOSITS_PER_PLAYER = 5;
const PLAYERS = positive(args.players ?? String(Math.ceil(OPERATIONS / WAITING_DEPOSITS_PER_PLAYER)), 'players', 50_000);
if (PLAYERS * WAITING_DEPOSITS_PER_PLAYER < OPERATIONS) {
  throw new Error(`--players ${PLAYERS} cannot file ${OPERATIONS} deposits: a player may have ${WAITING_DEPOSITS_PER_PLAYER} waiting, so give at least ${Math.ceil(OPERATIONS / WAITING_DEPOSITS_PER_PLAYER)}`);
}
const REPEATS = Math.min(OPERATIONS, 1000);
const CONCURRENCY = positive(args.concurrency, 'concurrency', 512);
const PORT = positive(args.port, 'port', 65_534);
const DEPOSIT = 1000;
const WITHDRAWAL = 100;
const IBAN = '330006100519786457841326';
const CHECKED_PLAYERS = 20;

async function main() {
  const runId = Date.now().toString(36).slice(-5);
  const entry = await serverEntry(args.server);
  const storage = await benchStorage('arcadia-payments-bench-', args['database-url'] ?? null);
  const agent = keepAliveAgent(CONCURRENCY);
  let server = null;
  let stub = null;
  const cleanup = async () => {
    agent.destroy();
    await server?.stop();
    await stub?.close();
    await storage.remove();
    entry.remove();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server`);
      cleanup().finally(() => process.exit(130));
    });
  }

  try {
    console.log(`Arcadia payments benchmark: ${entry.label}, ${storage.kind}, ${cpus().length} cores (load average ${loadavg()[0].toFixed(1)} at the start)`);
    const { players, seconds: seedSeconds } = await seedPlayers(storage.env, PLAYERS, runId, storage.dir);
    console.log(`Seeded ${count(players.length)} players with a wallet and an open session each in ${seedSeconds.toFixed(1)} s.`);
    const secret = randomBytes(24).toString('hex');
    const siteSecret = randomBytes(24).toString('hex');
    stub = await startProviderStub(PORT + 1, secret, siteSecret);
    server = await startServer({
      name: 'server',
      port: PORT,
      entry,
      logDir: storage.dir,
      env: { ...storage.env, PAYMENT_PROVIDER_SECRET: secret, PAYMENT_SITE_SECRET: siteSecret, PAYMENT_PROVIDER_URL: stub.url, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
    });

    const rows = [];
    /** Runs one phase and keeps its figures, with the server's CPU share over it. */
    const phase = async (label, total, task) => {
      const cpu0 = cpuSeconds(server.pid);
      const r = await timedPool(total, CONCURRENCY, task);
      const cpu = (cpuSeconds(server.pid) - cpu0) / r.seconds;
      rows.push({ label, total, ...r, cpu });
      console.log(
        `${label}: ${count(r.latencies.length)} in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(0)}/s, p50 ${ms(percentile(r.latencies, 50))}, ` +
          `p99 ${ms(percentile(r.latencies, 99))}, server CPU ${(cpu * 100).toFixed(0)}%` +
          (r.failures ? `; ${r.failures} failed, e.g. ${r.firstFailure}` : ''),
      );
      return r;
    };
    const post = (path, body, token) => request(PORT, 'POST', path, { body, token, agent });
    const answered = (res, check = () => true) => (res.status === 200 && res.body?.success && check(res.body) ? true : `${res.status} ${res.text.slice(0, 200)}`);

    console.log(`\n${CONCURRENCY} requests in flight, players taken round-robin:`);
    await phase('deposits filed (bank transfer)', OPERATIONS, async (i) =>
      answered(await post('/api/payment/deposit', { id: 2, target: 'pay', detail: { Iban: IBAN, Bank: 3, Amount: DEPOSIT } }, players[i % PLAYERS].token), (b) => b.data === null),
    );
    const orders = stub.arrivals.map((reference) => stub.orders.get(reference)).filter((o) => o.kind === 'deposit');
    const callbacks = orders.map((order) => stub.callback(order, 'confirmed'));
    const sendCallback = async (callback) =>
      answered(await request(PORT, 'POST', '/api/payment/callback/demopay', { raw: callback.raw, headers: callback.headers, agent }));
    const confirmed = await phase('deposit callbacks (confirmed)', callbacks.length, (k) => sendCallback(callbacks[k]));
    await phase('repeated callbacks (provider retry)', Math.min(REPEATS, callbacks.length), (k) => sendCallback(callbacks[k]));
    await phase('withdrawals (IBAN)', OPERATIONS, async (i) =>
      answered(await post('/api/payment/withdraw', { id: 3, detail: { Iban: IBAN, Amount: WITHDRAWAL } }, players[i % PLAYERS].token), (b) => Number.isInteger(b.data?.id)),
    );

    // Each player's share: filed deposits (all confirmed when none failed) and withdrawals, round-robin.
    let mismatches = 0;
    const checked = Math.min(CHECKED_PLAYERS, PLAYERS);
    if (confirmed.failures === 0 && rows.every((r) => r.failures === 0)) {
      for (let p = 0; p < checked; p += 1) {
        const share = Math.floor(OPERATIONS / PLAYERS) + (p < OPERATIONS % PLAYERS ? 1 : 0);
        const res = await request(PORT, 'GET', '/api/user/balance', { token: players[p].token, agent });
        const { cash, held } = res.body?.data ?? {};
        if (cash !== share * (DEPOSIT - WITHDRAWAL) || held !== share * WITHDRAWAL) mismatches += 1;
      }
      console.log(`Balances of ${checked} players against their deposits and withdrawals: ${mismatches ? `${mismatches} DIFFER` : 'all as expected'}.`);
    } else {
      console.log('Balances not checked: some requests failed (see above).');
    }
    if (stub.refusedSignatures()) console.log(`The stand-in provider refused ${stub.refusedSignatures()} orders with a bad signature.`);

    console.log(`\nPayments on ${storage.kind}, ${count(PLAYERS)} players, ${CONCURRENCY} in flight:`);
    printTable(
      ['operation', 'requests', 'per second', 'p50', 'p90', 'p99', 'max', 'failed', 'server CPU'],
      rows.map((r) => [
        r.label,
        count(r.total),
        r.perSecond.toFixed(0),
        ms(percentile(r.latencies, 50)),
        ms(percentile(r.latencies, 90)),
        ms(percentile(r.latencies, 99)),
        ms(r.latencies.at(-1)),
        r.failures,
        `${(r.cpu * 100).toFixed(0)}%`,
      ]),
    );
    console.log(`\nServer, stand-in provider and this process share ${cpus().length} cores (load average now ${loadavg()[0].toFixed(1)}).`);
    if (mismatches || rows.some((r) => r.failures)) process.exitCode = 2;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
