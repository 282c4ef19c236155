#!/usr/bin/env node
// Live hub benchmark: idle connections one server process holds and the memory each costs, and the
// time from a ledger commit to the notification at a client, on one instance and across two
// instances through Redis.
//
//   node bench/hub.mjs                    # quick: 2,000 then 4,000 connections, latency at 2,000 (about a minute)
//   node bench/hub.mjs --full             # 10,000 then 20,000 connections, latency at 10,000 (300 samples)
//   node bench/hub.mjs --connections 5000,10000 --latency-at 10000 --samples 200 --rate 20
//   node bench/hub.mjs --full --database-url postgres://postgres@127.0.0.1:5432/postgres --redis-url redis://127.0.0.1:6379
//                                          # PostgreSQL, and a second instance: the change through B, the client on A
//   node bench/hub.mjs --per-session 10   # ten connections per session (one player's tabs) instead of one
//   node bench/hub.mjs --server source    # server/src through tsx (or dist: the existing server/dist) instead of a fresh production bundle
//
// Method. Players are seeded with a wallet and one open session each (server/scripts/bench-seed.ts)
// before the server starts (the current source bundled as `npm run build -w server` does, run with
// NODE_ENV=production and LOG_LEVEL=info to a file, as deployed; PGlite in a
// temporary folder, or a fresh database on --database-url). Forked client processes (at most
// --per-client connections each, under their own file limit) open raw WebSockets to /hub/frnotify
// with `access_token` (negotiation skipped, as the site's client does), each from its own loopback
// address 127.x.y.z (a network of its own: the hub allows 100 connections per network), complete
// the SignalR JSON handshake and then stay idle, pinging every 15 s like the real client.
// Memory: the server process's RSS (/proc/<pid>/status, after two full GCs) and V8 heap/external
// (process.memoryUsage() inside it, through an IPC probe), at 0 connections and at each step;
// per connection = delta / connections, and the marginal cost between steps.
// Latency: after the memory steps, with --latency-at connections held (those above closed), deposits (bank transfer, method 2) are filed for
// --samples connected players through the real API against a stand-in provider on a local port
// (bench/support/payment-provider-stub.mjs); then a signed `confirmed` callback per deposit is posted
// at --rate per second (open loop). The clock starts just before the callback request is sent (its
// transaction credits the ledger and writes the notification through the outbox) and stops when the
// player's client receives `Notification` (outbox → hub) and `Balance` (pushed after the ledger
// commit). The client processes' clocks are aligned with this one over IPC.
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count, keepAliveAgent, kib, mib, ms, percentile, printTable, request } from './support/load.mjs';
import { startProviderStub } from './support/payment-provider-stub.mjs';
import { benchStorage, fileDescriptors, ROOT, seedPlayers, serverEntry, startServer } from './support/server-process.mjs';

// A connection is an open file on each side: below the hard limit, run again with the soft limit
// raised to it (the servers and client processes inherit it). Raising the hard limit needs root.
{
  const files = fileDescriptors();
  if (files.soft < files.hard && !process.env.ARCADIA_BENCH_FILES_RAISED) {
    const limit = Number.isFinite(files.hard) ? files.hard : 1_048_576;
    const script = `ulimit -n ${limit} 2>/dev/null; exec "$0" "$@"`;
    const run = spawnSync('/bin/sh', ['-c', script, process.execPath, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, ARCADIA_BENCH_FILES_RAISED: '1' },
    });
    process.exit(run.status ?? 1);
  }
}

const { values: args } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    connections: { type: 'string' },
    'latency-at': { type: 'string' },
    samples: { type: 'string' },
    rate: { type: 'string', default: '20' },
    'per-session': { type: 'string', default: '1' },
    'per-client': { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '100' },
    port: { type: 'string', default: '18450' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    server: { type: 'string', default: 'bundle' },
  },
});

const positive = (value, name, max) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return n;
};
const STEPS = (args.connections ?? (args.full ? '10000,20000' : '2000,4000')).split(',').map((v) => positive(v, 'connections', 100_000)).sort((a, b) => a - b);
const LATENCY_AT = args['latency-at'] ? positive(args['latency-at'], 'latency-at', 100_000) : args.full ? 10_000 : STEPS[0];
const SAMPLES = positive(args.samples ?? (args.full ? '300' : '100'), 'samples', 10_000);
const RATE = positive(args.rate, 'rate', 1000);
const PER_SESSION = positive(args['per-session'], 'per-session', 10);
const PER_CLIENT = positive(args['per-client'], 'per-client', 50_000);
const CONCURRENCY = positive(args.concurrency, 'concurrency', 1000);
const PORT = positive(args.port, 'port', 65_533);
const [PORT_A, PORT_B, PORT_PROVIDER] = [PORT, PORT + 1, PORT + 2];
const REDIS_URL = args['redis-url'] ?? null;
const DATABASE_URL = args['database-url'] ?? null;
if (REDIS_URL && !DATABASE_URL) throw new Error('--redis-url runs two instances on one database: give --database-url too (PGlite is one process)');
if (!STEPS.includes(LATENCY_AT)) throw new Error(`--latency-at ${LATENCY_AT} is not one of --connections ${STEPS.join(',')}`);

const TARGET = { bytesPerConnection: 12 * 1024, p99Ms: 100 };
/** Files the server keeps for itself besides the hub's sockets (database, log, Redis, HTTP). */
const SERVER_FILE_RESERVE = 100;
/** And a client process besides its sockets. */
const CLIENT_FILE_RESERVE = 50;
const DEPOSIT_AMOUNT = 500;
const BANK_DETAIL = { Iban: '330006100519786457841326', Bank: 3, Amount: DEPOSIT_AMOUNT };

const now = () => performance.timeOrigin + performance.now();
const sleep = (msec) => new Promise((r) => setTimeout(r, msec));

/** Connection i comes from its own loopback address (127.1.0.1, 127.1.0.2, …). */
const addressOf = (i) => `127.${1 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${1 + (i % 250)}`;

/** A forked client process, with request/answer over its IPC channel and the receipts it reports. */
function startClientProcess(id, onReceived) {
  const child = fork(join(ROOT, 'bench', 'support', 'hub-clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map();
  child.on('message', (message) => {
    if (message.type === 'received') return onReceived(id, message);
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.(message);
  });
  const ask = (message, answer = message.type) =>
    new Promise((resolve, reject) => {
      waiting.set(answer, resolve);
      child.send(message, (error) => error && reject(error));
    });
  return { id, child, ask, offset: 0, held: 0 };
}

/** This process's clock minus the client's (ms), from the quickest of a few IPC round trips. */
async function clockOffset(client) {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 20; i += 1) {
    const t0 = now();
    const { at } = await client.ask({ type: 'clock', id: i });
    const t1 = now();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: (t0 + t1) / 2 - at };
  }
  return best.offset;
}

/** Memory of the server at `connections`, with its deltas from the baseline and from the previous step. */
function memoryRow(label, connections, mem, base, previous) {
  const per = (a, b, n) => (n > 0 ? (a - b) / n : NaN);
  return {
    label,
    connections,
    mem,
    rssPer: per(mem.rss, base.rss, connections),
    heapPer: per(mem.heapUsed, base.heapUsed, connections),
    externalPer: per(mem.external, base.external, connections),
    marginalRssPer: previous ? per(mem.rss, previous.mem.rss, connections - previous.connections) : NaN,
    marginalHeapPer: previous ? per(mem.heapUsed, previous.mem.heapUsed, connections - previous.connections) : NaN,
  };
}

async function main() {
  const runId = Date.now().toString(36).slice(-5);
  const maxConnections = Math.max(...STEPS);
  const playersNeeded = Math.ceil(maxConnections / PER_SESSION);
  const entry = await serverEntry(args.server);
  const storage = await benchStorage('arcadia-hub-bench-', DATABASE_URL);
  const servers = [];
  const clients = [];
  let stub = null;
  const agent = keepAliveAgent(16);
  const cleanup = async () => {
    await Promise.all(clients.map((c) => c.ask({ type: 'close' }, 'closed').catch(() => c.child.kill())));
    await Promise.all(servers.map((s) => s.stop()));
    await stub?.close();
    agent.destroy();
    await storage.remove();
    entry.remove();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and clients`);
      cleanup().finally(() => process.exit(130));
    });
  }

  try {
    console.log(
      `Arcadia hub benchmark: ${entry.label}, ${storage.kind}${REDIS_URL ? ', two instances through Redis' : ', one instance'}, ` +
        `${cpus().length} cores (load average ${loadavg()[0].toFixed(1)} at the start)`,
    );
    const { players, seconds: seedSeconds } = await seedPlayers(storage.env, playersNeeded, runId, storage.dir);
    console.log(
      `Seeded ${count(players.length)} players with a wallet and an open session each in ${seedSeconds.toFixed(1)} s; ` +
        (PER_SESSION === 1 ? 'every connection authenticates with a session of its own.' : `every session is shared by ${PER_SESSION} connections (one player's tabs).`),
    );

    const secret = randomBytes(24).toString('hex');
    const siteSecret = randomBytes(24).toString('hex');
    stub = await startProviderStub(PORT_PROVIDER, secret, siteSecret);
    const env = {
      ...storage.env,
      PAYMENT_PROVIDER_SECRET: secret,
      PAYMENT_SITE_SECRET: siteSecret,
      PAYMENT_PROVIDER_URL: stub.url,
      PUBLIC_URL: `http://127.0.0.1:${PORT_A}`,
      ...(REDIS_URL ? { REDIS_URL, REDIS_PREFIX: `arcadia-bench-${runId}:` } : {}),
    };
    const serverA = await startServer({ name: 'server-a', port: PORT_A, env, entry, logDir: storage.dir });
    servers.push(serverA);
    const serverB = REDIS_URL ? await startServer({ name: 'server-b', port: PORT_B, env, entry, logDir: storage.dir }) : null;
    if (serverB) servers.push(serverB);

    // What the file limits allow: a connection is a file on each side.
    const serverFiles = fileDescriptors(serverA.pid);
    const capacity = serverFiles.soft - serverFiles.open - SERVER_FILE_RESERVE;
    const ownFiles = fileDescriptors();
    const perClient = Math.min(PER_CLIENT, ownFiles.soft - CLIENT_FILE_RESERVE);
    console.log(
      `Open files: the server may open ${count(serverFiles.soft)} (hard limit ${count(serverFiles.hard)}) and has ${serverFiles.open} open, ` +
        `so it can hold about ${count(capacity)} hub connections; client processes hold at most ${count(perClient)} each.`,
    );
    if (capacity < maxConnections) {
      console.log(
        `  ${count(maxConnections)} connections do not fit under this limit: that step holds ${count(capacity)}. ` +
          `Raise it before running (\`ulimit -n ${maxConnections + 1000}\`; the hard limit needs root with CAP_SYS_RESOURCE or /etc/security/limits.conf).`,
      );
    }

    // Connection i belongs to client process i % n, so the processes share the work at every step.
    const processes = Math.ceil(Math.min(maxConnections, capacity) / perClient);
    const receipts = new Map();
    const watched = new Map();
    const onReceived = (clientId, { index, command, at }) => {
      const sample = watched.get(index);
      if (sample === undefined) return;
      const key = `${sample}:${command}`;
      if (!receipts.has(key)) receipts.set(key, at + clients[clientId].offset);
    };
    for (let c = 0; c < processes; c += 1) clients.push(startClientProcess(c, onReceived));
    for (const client of clients) client.offset = await clockOffset(client);

    const base = await serverA.memory();
    const rows = [memoryRow('baseline', 0, base, base, null)];
    let held = 0;
    for (const step of STEPS) {
      const goal = Math.min(step, capacity);
      const items = clients.map(() => []);
      for (let i = held; i < goal; i += 1) items[i % clients.length].push({ index: i, token: players[Math.floor(i / PER_SESSION)].token, address: addressOf(i) });
      const started = performance.now();
      const opened = await Promise.all(clients.map((c, k) => c.ask({ type: 'open', url: `ws://127.0.0.1:${PORT_A}/hub/frnotify`, items: items[k], concurrency: CONCURRENCY }, 'opened')));
      const failed = opened.reduce((n, o) => n + o.failed, 0);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n${count(goal - held)} connections opened in ${seconds.toFixed(1)} s (${((goal - held) / seconds).toFixed(0)}/s)` +
          (failed ? `; ${count(failed)} failed, e.g. "${opened.find((o) => o.firstError)?.firstError}"` : ''),
      );
      await sleep(3000);
      const statuses = await Promise.all(clients.map((c) => c.ask({ type: 'status' })));
      held = statuses.reduce((n, s) => n + s.open, 0);
      const dropped = statuses.reduce((n, s) => n + s.closedByServer, 0);
      if (dropped) console.log(`  the server closed ${dropped} connections: ${JSON.stringify(statuses.map((s) => s.closeCodes))}`);
      const mem = await serverA.memory();
      const row = memoryRow(step === goal ? String(step) : `${step} (file limit)`, held, mem, base, rows.at(-1).connections ? rows.at(-1) : null);
      row.clientRss = statuses.reduce((n, s) => n + s.rss, 0);
      rows.push(row);
      console.log(
        `  held ${count(held)}: server RSS ${mib(mem.rss)} (+${kib(row.rssPer)} per connection), heap ${mib(mem.heapUsed)} (+${kib(row.heapPer)}), ` +
          `external ${mib(mem.external)} (+${kib(row.externalPer)})`,
      );
    }

    // Latency after the memory steps (so its requests do not blur them), with LATENCY_AT connections held.
    if (held > LATENCY_AT) {
      await Promise.all(clients.map((c) => c.ask({ type: 'trim', keep: LATENCY_AT }, 'trimmed')));
      held = LATENCY_AT;
      await sleep(2000);
    }
    const connectedPlayers = Math.ceil(held / PER_SESSION);
    const phase = { players, connectedPlayers, held, watched, receipts, agent, stub };
    console.log(`\nLatency with ${count(held)} connections held:`);
    const latency = [await latencyPhase({ ...phase, label: 'one instance', via: serverA, offset: 0 })];
    if (serverB) latency.push(await latencyPhase({ ...phase, label: 'two instances (Redis)', via: serverB, offset: SAMPLES }));

    console.log('\nServer memory by idle connections held (RSS and heap after two full GCs; per connection = growth from 0 / connections; marginal = growth from the previous step):');
    printTable(
      ['connections', 'held', 'server RSS', 'RSS/conn', 'heap total', 'heap used', 'heap/conn', 'external/conn', 'marginal RSS/conn', 'marginal heap/conn', 'clients RSS'],
      rows.map((r) => [
        r.label,
        count(r.connections),
        mib(r.mem.rss),
        kib(r.rssPer),
        mib(r.mem.heapTotal),
        mib(r.mem.heapUsed),
        kib(r.heapPer),
        kib(r.externalPer),
        kib(r.marginalRssPer),
        kib(r.marginalHeapPer),
        r.clientRss ? mib(r.clientRss) : '',
      ]),
    );
    const worst = Math.max(...rows.slice(1).map((r) => r.rssPer));
    console.log(`Target ≤ ${kib(TARGET.bytesPerConnection)} per connection (RSS): ${worst <= TARGET.bytesPerConnection ? 'met' : 'NOT met'} (worst step ${kib(worst)}).`);

    {
      console.log(`\nLedger commit → client, ${count(latency[0].held)} connections held, ${SAMPLES} deposits confirmed by signed callbacks at ${RATE}/s (clock from just before the callback request):`);
      printTable(
        ['path', 'received', 'Notification p50', 'p90', 'p99', 'max', 'Balance p50', 'p99', 'callback answered p50', 'p99'],
        latency.map((l) => [
          l.label,
          `${l.notification.length}+${l.balance.length}/${2 * l.samples}`,
          ms(percentile(l.notification, 50)),
          ms(percentile(l.notification, 90)),
          ms(percentile(l.notification, 99)),
          ms(l.notification.at(-1)),
          ms(percentile(l.balance, 50)),
          ms(percentile(l.balance, 99)),
          ms(percentile(l.answered, 50)),
          ms(percentile(l.answered, 99)),
        ]),
      );
      for (const l of latency) {
        const p99 = Math.max(percentile(l.notification, 99), percentile(l.balance, 99));
        const complete = l.notification.length === l.samples && l.balance.length === l.samples && l.errors === 0;
        console.log(
          `Target p99 < ${TARGET.p99Ms} ms (${l.label}): ${complete && p99 < TARGET.p99Ms ? 'met' : 'NOT met'} (p99 ${ms(p99)}` +
            `${l.errors ? `, ${l.errors} callbacks refused (${l.firstError})` : ''}${complete ? '' : ', some messages never arrived'}).`,
        );
      }
    }
    console.log(
      `\nServers, client processes and this process share ${cpus().length} cores (load average now ${loadavg()[0].toFixed(1)}). ` +
        `The server's session cache (entries for 1-2 min after a lookup) is part of the heap figures.`,
    );
  } finally {
    await cleanup();
  }
}

/**
 * Files a bank-transfer deposit for each sampled player (one at a time, so the stand-in provider's
 * next order is that player's), then posts the signed `confirmed` callbacks at RATE per second to
 * `via` and waits for the player's client (connected to the first instance) to receive Notification and Balance.
 */
async function latencyPhase({ label, via, players, connectedPlayers, held, offset, watched, receipts, agent, stub }) {
  // Players spread over everything connected; a second phase takes the next ones.
  const stride = Math.max(1, Math.floor(connectedPlayers / SAMPLES / 2));
  const sampled = Array.from({ length: SAMPLES }, (_, k) => ((offset + k) * stride) % connectedPlayers);
  const orders = [];
  for (const player of sampled) {
    const before = stub.arrivals.length;
    const res = await request(via.port, 'POST', '/api/payment/deposit', { body: { id: 2, target: 'pay', detail: BANK_DETAIL }, token: players[player].token, agent });
    if (res.status !== 200 || stub.arrivals.length !== before + 1) throw new Error(`deposit not filed: ${res.status} ${res.text.slice(0, 300)}`);
    orders.push(stub.orders.get(stub.arrivals[before]));
  }
  watched.clear();
  receipts.clear();
  sampled.forEach((player, k) => {
    for (let i = player * PER_SESSION; i < Math.min(held, (player + 1) * PER_SESSION); i += 1) watched.set(i, k);
  });

  const sentAt = new Array(SAMPLES);
  const answered = [];
  let errors = 0;
  let firstError = null;
  const start = now() + 100;
  const inFlight = [];
  for (let k = 0; k < SAMPLES; k += 1) {
    const due = start + (k * 1000) / RATE;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    const callback = stub.callback(orders[k], 'confirmed');
    sentAt[k] = now();
    inFlight.push(
      request(via.port, 'POST', '/api/payment/callback/demopay', { raw: callback.raw, headers: callback.headers, agent }).then(
        (res) => {
          if (res.status === 200) answered.push(now() - sentAt[k]);
          else {
            errors += 1;
            firstError ??= `${res.status} ${res.text.slice(0, 200)}`;
          }
        },
        (error) => {
          errors += 1;
          firstError ??= error.message;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const deadline = Date.now() + 10_000;
  while (receipts.size < 2 * SAMPLES && Date.now() < deadline) await sleep(50);

  const times = (command) =>
    sentAt
      .map((t, k) => receipts.get(`${k}:${command}`) - t)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const result = { label, held, samples: SAMPLES, notification: times('Notification'), balance: times('Balance'), answered, errors, firstError };
  console.log(
    `  ${label}: Notification p50 ${ms(percentile(result.notification, 50))} p99 ${ms(percentile(result.notification, 99))}, ` +
      `Balance p50 ${ms(percentile(result.balance, 50))} p99 ${ms(percentile(result.balance, 99))} (${result.notification.length}+${result.balance.length} of ${2 * SAMPLES} received)`,
  );
  return result;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
