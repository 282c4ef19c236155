#!/usr/bin/env node
// Seamless wallet benchmark: bet+win pairs per second, with p50/p99 per call, through the real signed
// API game studios call (`POST /api/games/wallet/{provider}/{action}`), on PGlite or PostgreSQL.
//
//   node bench/games-wallet.mjs                  # quick: 1,000 players, 4,000 pairs spread over them, 1,000 on one player, 32 in flight
//   node bench/games-wallet.mjs --full           # 2,000 players, 20,000 pairs spread, 4,000 on one player
//   node bench/games-wallet.mjs --pairs 10000 --hot-pairs 2000 --players 500 --concurrency 64 --port 18470
//   node bench/games-wallet.mjs --database-url postgres://postgres@127.0.0.1:5432/postgres   # a fresh database on that server, dropped after
//   node bench/games-wallet.mjs --server source  # server/src through tsx (or dist: the existing server/dist) instead of a fresh production bundle
//   node bench/games-wallet.mjs --instances 2 --database-url postgres://…   # two server processes on one PostgreSQL, calls sent round-robin
//   node bench/games-wallet.mjs --limits         # half the players with a stake and a loss limit: pairs/s with the limit checks against without
//
// Method. Players are seeded with a wallet and a login (server/scripts/bench-seed.ts) before the
// server starts; this script then (re-run under tsx, through the server's own ledger and session
// code) credits each with 1,000,000 lira cash (an `adjustment_credit` posting) and opens a launch of
// `h88-aviator` at hub88 for each (`createGameSession`: a one-time launch token). The server (the
// current source bundled as for production, NODE_ENV=production, LOG_LEVEL=info to a file) gets a
// studio key; every call below is signed with it as a studio signs (`v2`: HMAC-SHA256 over
// timestamp, method, path and the body's SHA-256). Closed loops with --concurrency pairs in flight over keep-alive connections:
//   1. sessions: each launch token exchanged (`session`) for the session token the calls carry;
//   1a. signed calls refused by the contract after the signature check, as many as pairs: the HTTP
//      path without the database, so half its rate bounds pairs whatever the database costs;
//   1b. balance calls over the players, as many as pairs: a signed call that looks up the session,
//      reads the balance under the wallet lock and keeps its answer, but posts nothing to the
//      ledger, so half its rate bounds what pairs could reach if their postings cost nothing;
//   2. pairs over many players: a bet of 1.00 lira (`bet`, a new round), then its win of 0.50
//      closing the round (`win`); pair i is player i mod --players, so a player rarely has two
//      pairs in flight and the calls of different players overlap as far as the server lets them;
//   3. pairs on one player: the same, every pair on one player, whose calls take turns on its
//      wallet lock by design (a studio's single busy table), reported on its own.
// Figures: pairs/s (a pair is two calls), p50/p90/p99 of each call and of the pair, the server's
// CPU, and the whole machine's CPU per operation (server, database and this generator, from
// /proc/stat: cores ÷ that is the machine's ceiling for the operation). Then checks:
// the balances of some players (credit − 0.50 per pair) and the jackpot pools' growth (1.5 % of
// the stakes, read after the pools have folded in what was staked). Results also go to
// bench/results/games-wallet-<pglite|postgresql>.json.
// With --limits, every second player has a monthly stake limit and a monthly loss limit (never
// reached); after a warm-up, phase 2 runs in six alternating parts, players without limits then
// with, three times, so both halves see the same machine; the figure is the ratio of the medians.
import { randomBytes, randomUUID } from 'node:crypto';
import { signRequest } from '@arcadia/shared/signing';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { count, keepAliveAgent, ms, percentile, printTable, request, timedPool } from './support/load.mjs';
import { benchStorage, cpuSeconds, machineCpuSeconds, postgresCpuSeconds, ROOT, seedPlayers, serverEntry, startServer } from './support/server-process.mjs';

const PROVIDER = 'hub88';
const GAME = 'h88-aviator';
/** Cash each player starts with, in lira; far more than the runs stake. */
const CREDIT_LIRA = 1_000_000;
const BET_KURUS = 100;
const WIN_KURUS = 50;
const CHECKED_PLAYERS = 20;
/** The share of each stake the jackpot pools take. */
const JACKPOT_SHARE = 0.015;

const { values: args } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    players: { type: 'string' },
    pairs: { type: 'string' },
    'hot-pairs': { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    port: { type: 'string', default: '18470' },
    'database-url': { type: 'string' },
    server: { type: 'string', default: 'bundle' },
    limits: { type: 'boolean', default: false },
    instances: { type: 'string', default: '1' },
  },
});

const positive = (value, name, max) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer from 1 to ${max}`);
  return n;
};

async function seedWallets(env, runId, dir) {
  const out = join(dir, `launches-${runId}.jsonl`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/bench-wallets.ts', runId, PROVIDER, GAME, String(CREDIT_LIRA), out, ...(args.limits ? ['limits'] : [])], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`crediting the players failed (exit ${code})`);
  const launches = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  return { launches, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const PAIRS = positive(args.pairs ?? (args.full ? '20000' : '4000'), 'pairs', 1_000_000);
  const HOT_PAIRS = positive(args['hot-pairs'] ?? (args.full ? '4000' : '1000'), 'hot-pairs', 1_000_000);
  const PLAYERS = positive(args.players ?? (args.full ? '2000' : '1000'), 'players', 50_000);
  const CONCURRENCY = positive(args.concurrency, 'concurrency', 512);
  const PORT = positive(args.port, 'port', 65_534);
  const INSTANCES = positive(args.instances, 'instances', 8);
  if (INSTANCES > 1 && !args['database-url']) throw new Error('--instances above 1 needs --database-url: a PGlite database belongs to one process');

  const runId = Date.now().toString(36).slice(-5);
  const entry = await serverEntry(args.server);
  const storage = await benchStorage('arcadia-games-wallet-bench-', args['database-url'] ?? null);
  // Its processes are counted when it runs on this machine (they are named `postgres`).
  const onPostgres = Boolean(args['database-url']);
  const agent = keepAliveAgent(CONCURRENCY);
  let servers = [];
  const cleanup = async () => {
    agent.destroy();
    await Promise.all(servers.map((server) => server.stop()));
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
    const loadAtStart = loadavg()[0];
    console.log(
      `Arcadia seamless wallet benchmark: ${entry.label}${INSTANCES > 1 ? `, ${INSTANCES} server processes (round-robin)` : ''}, ${storage.kind}, ${cpus().length} cores (load average ${loadAtStart.toFixed(1)} at the start)`,
    );
    // One more player than asked: the hot player of phase 3.
    const seeded = await seedPlayers(storage.env, PLAYERS + 1, runId, storage.dir);
    const credited = await seedWallets(storage.env, runId, storage.dir);
    console.log(`Seeded ${count(seeded.players.length)} players in ${seeded.seconds.toFixed(1)} s, credited each ${count(CREDIT_LIRA)} lira and opened a launch each in ${credited.seconds.toFixed(1)} s.`);
    const secret = randomBytes(24).toString('hex');
    // One after the other: each runs the migrations' check at start under the same advisory lock.
    for (let i = 0; i < INSTANCES; i += 1) {
      servers.push(await startServer({ name: `server-${i + 1}`, port: PORT + i, entry, logDir: storage.dir, env: { ...storage.env, GAME_STUDIO_SECRET: secret } }));
    }
    const serversCpu = () => servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0);

    // Round-robin over the instances, as a load balancer without affinity would send them.
    let nextInstance = 0;
    const call = async (action, body) => {
      const raw = JSON.stringify(body);
      const path = `/api/games/wallet/${PROVIDER}/${action}`;
      const port = PORT + (nextInstance++ % INSTANCES);
      return request(port, 'POST', path, { raw, agent, headers: signRequest(secret, { method: 'POST', path, body: raw }) });
    };
    const ok = (res) => (res.status === 200 && res.body?.status === 'RS_OK' ? true : `${res.status} ${res.text.slice(0, 200)}`);

    const rows = [];
    const phase = async (label, total, task, perCall = {}) => {
      const cpu0 = serversCpu();
      const machine0 = machineCpuSeconds();
      const database0 = onPostgres ? postgresCpuSeconds() : 0;
      const generator0 = process.cpuUsage();
      const load = loadavg()[0];
      const r = await timedPool(total, CONCURRENCY, task);
      const cpu = (serversCpu() - cpu0) / r.seconds;
      // Every process's CPU per operation (server, database, this generator): cores ÷ this is the
      // most the machine could do if nothing waited.
      const machinePerOp = (machineCpuSeconds() - machine0) / r.latencies.length;
      // The same, counting only the server, PostgreSQL and this generator: what the operation
      // costs whatever else the machine runs (equal to the above on a quiet machine).
      const generator = process.cpuUsage(generator0);
      const ownSeconds = cpu * r.seconds + (onPostgres ? postgresCpuSeconds() - database0 : 0) + (generator.user + generator.system) / 1e6;
      const ownPerOp = ownSeconds / r.latencies.length;
      const calls = Object.fromEntries(Object.entries(perCall).map(([name, list]) => [name, list.sort((a, b) => a - b)]));
      rows.push({ label, total, ...r, cpu, machinePerOp, ownPerOp, calls, load });
      const callFigures = Object.entries(calls)
        .map(([name, list]) => `${name} p50 ${ms(percentile(list, 50))} p99 ${ms(percentile(list, 99))}`)
        .join(', ');
      console.log(
        `${label}: ${count(r.latencies.length)} in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(0)}/s, p50 ${ms(percentile(r.latencies, 50))}, p99 ${ms(percentile(r.latencies, 99))}` +
          `${callFigures ? ` (${callFigures})` : ''}, server CPU ${(cpu * 100).toFixed(0)}%, machine CPU ${ms(machinePerOp * 1000)} each (server, database and generator ${ms(ownPerOp * 1000)}), load ${load.toFixed(1)}` +
          (r.failures ? `; ${r.failures} failed, e.g. ${r.firstFailure}` : ''),
      );
      return r;
    };

    console.log(`\n${CONCURRENCY} in flight:`);
    const sessions = new Array(credited.launches.length);
    await phase('sessions opened (launch token exchanged)', credited.launches.length, async (i) => {
      const res = await call('session', { requestId: randomUUID(), launchToken: credited.launches[i].launchToken });
      if (res.body?.status === 'RS_OK') sessions[i] = { user: res.body.user, sessionToken: res.body.sessionToken, pairs: 0, limits: credited.launches[i].limits === true };
      return ok(res);
    });
    if (sessions.some((s) => !s)) throw new Error('some sessions did not open; nothing to measure');
    const hot = sessions.at(-1);
    const spread = sessions.slice(0, -1);

    // The ceiling of the HTTP path alone: a signed call the server checks (signature, then the
    // contract) and refuses before it touches the database. Half its rate is the most pairs could
    // reach on this machine, through this server, whatever the database and the ledger cost.
    await phase('signed calls refused before the database (no database)', PAIRS, async () => {
      const res = await call('balance', { requestId: randomUUID() });
      return res.status === 400 && res.body?.status === 'RS_ERROR_WRONG_TYPES' ? true : `${res.status} ${res.text.slice(0, 200)}`;
    });

    // The floor under a pair: a signed call that does all a bet does but post (session, wallet lock,
    // the kept answer). Half its rate is the most pairs could reach if postings cost nothing.
    await phase(`balance calls over ${count(spread.length)} players (no posting)`, PAIRS, async (i) => {
      const session = spread[i % spread.length];
      const res = await call('balance', { requestId: randomUUID(), user: session.user, sessionToken: session.sessionToken });
      return ok(res);
    });

    const jackpotTotal = async () => {
      const data = (await request(PORT, 'GET', '/api/casino/jackpots', { agent })).body?.data;
      return [...(data?.egtJackpotCards ?? []), ...(data?.jackpotCards ?? [])].flatMap((card) => card.levelStats).reduce((sum, level) => sum + level.value, 0);
    };
    const jackpotsBefore = await jackpotTotal();

    const pairOf = (session, bets, wins) => async () => {
      const base = { user: session.user, sessionToken: session.sessionToken };
      const roundId = randomUUID();
      const betId = randomUUID();
      let t0 = performance.now();
      const placed = ok(await call('bet', { ...base, requestId: randomUUID(), transactionId: betId, roundId, gameCode: GAME, amount: BET_KURUS }));
      bets.push(performance.now() - t0);
      if (placed !== true) return `bet: ${placed}`;
      t0 = performance.now();
      const paid = ok(await call('win', { ...base, requestId: randomUUID(), transactionId: randomUUID(), referenceTransactionId: betId, roundId, amount: WIN_KURUS, roundClosed: true }));
      wins.push(performance.now() - t0);
      if (paid !== true) return `win: ${paid}`;
      session.pairs += 1;
      return true;
    };

    let limitsRatio = null;
    let limitsCost = null;
    if (args.limits) {
      const without = spread.filter((s) => !s.limits);
      const limited = spread.filter((s) => s.limits);
      const rates = { without: [], limited: [] };
      const cost = { without: [], limited: [] };
      // A warm-up over everyone first: the first thousand calls of a fresh server run slower.
      await phase(`warm-up: bet+win pairs over ${count(spread.length)} players`, Math.ceil(PAIRS / 4), (i) => pairOf(spread[i % spread.length], [], [])());
      for (let round = 1; round <= 3; round += 1) {
        for (const [key, group, label] of [['without', without, 'without limits'], ['limited', limited, 'with a stake and a loss limit']]) {
          const bets = [];
          const wins = [];
          const r = await phase(`bet+win pairs over ${count(group.length)} players ${label} (${round}/3)`, Math.ceil(PAIRS / 6), (i) => pairOf(group[i % group.length], bets, wins)(), { bet: bets, win: wins });
          rates[key].push(r.perSecond);
          // Server CPU seconds per pair: what the checks cost, less swayed by whatever else the machine runs.
          cost[key].push(rows.at(-1).cpu / r.perSecond);
        }
      }
      // The median of three alternating rounds: one round disturbed by the machine does not decide.
      const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
      limitsRatio = median(rates.limited) / median(rates.without);
      const costRatio = median(cost.limited) / median(cost.without);
      limitsCost = costRatio;
      console.log(
        `With a stake and a loss limit: ${(limitsRatio * 100).toFixed(1)} % of the throughput without (median ${median(rates.limited).toFixed(0)} against ${median(rates.without).toFixed(0)} pairs/s); ` +
          `server CPU per pair ${(costRatio * 100).toFixed(1)} % of that without (${ms(median(cost.limited) * 1000)} against ${ms(median(cost.without) * 1000)}).`,
      );
    } else {
      const spreadBets = [];
      const spreadWins = [];
      await phase(`bet+win pairs over ${count(spread.length)} players`, PAIRS, (i) => pairOf(spread[i % spread.length], spreadBets, spreadWins)(), { bet: spreadBets, win: spreadWins });
    }
    const hotBets = [];
    const hotWins = [];
    await phase('bet+win pairs on one player', HOT_PAIRS, () => pairOf(hot, hotBets, hotWins)(), { bet: hotBets, win: hotWins });

    let mismatches = 0;
    const checked = [...spread.slice(0, CHECKED_PLAYERS), hot];
    for (const session of checked) {
      const res = await call('balance', { requestId: randomUUID(), user: session.user, sessionToken: session.sessionToken });
      if (res.body?.balance !== CREDIT_LIRA * 100 - session.pairs * (BET_KURUS - WIN_KURUS)) mismatches += 1;
    }
    console.log(`Balances of ${checked.length} players against their pairs: ${mismatches ? `${mismatches} DIFFER` : 'all as expected'}.`);

    // The pools may fold stakes in a moment after they commit: wait for them to settle.
    const staked = rows.filter((r) => r.label.includes('bet+win')).reduce((sum, r) => sum + r.latencies.length, 0) * (BET_KURUS / 100);
    const expected = staked * JACKPOT_SHARE;
    const levels = 15;
    let grown = 0;
    const deadline = Date.now() + 10_000;
    do {
      grown = (await jackpotTotal()) - jackpotsBefore;
      if (Math.abs(grown - expected) <= levels * 0.01) break;
      await new Promise((r) => setTimeout(r, 250));
    } while (Date.now() < deadline);
    const jackpotsRight = Math.abs(grown - expected) <= levels * 0.01;
    console.log(`Jackpot pools grew by ${grown.toFixed(2)} lira for ${count(staked)} lira staked (1.5 % = ${expected.toFixed(2)}; each level shown rounded down): ${jackpotsRight ? 'as expected' : 'DIFFERENT'}.`);

    console.log(`\nSeamless wallet on ${storage.kind}, ${count(PLAYERS)} players, ${CONCURRENCY} in flight (a pair is a bet and its win):`);
    printTable(
      ['phase', 'done', 'per second', 'pair p50', 'pair p99', 'bet p50', 'bet p99', 'win p50', 'win p99', 'failed', 'server CPU', 'machine CPU each', 'own CPU each', 'load'],
      rows.map((r) => [
        r.label,
        count(r.latencies.length),
        r.perSecond.toFixed(0),
        ms(percentile(r.latencies, 50)),
        ms(percentile(r.latencies, 99)),
        ms(percentile(r.calls.bet ?? [], 50)),
        ms(percentile(r.calls.bet ?? [], 99)),
        ms(percentile(r.calls.win ?? [], 50)),
        ms(percentile(r.calls.win ?? [], 99)),
        r.failures,
        `${(r.cpu * 100).toFixed(0)}%`,
        ms(r.machinePerOp * 1000),
        ms(r.ownPerOp * 1000),
        r.load.toFixed(1),
      ]),
    );
    const loadAtEnd = loadavg()[0];
    console.log(`\nServer and this load generator share ${cpus().length} cores (load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} now).`);

    const summary = (list) => ({ p50: percentile(list, 50), p90: percentile(list, 90), p99: percentile(list, 99), max: list.at(-1) });
    const result = {
      date: new Date().toISOString(),
      database: storage.kind,
      server: entry.label,
      cores: cpus().length,
      instances: INSTANCES,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      players: PLAYERS,
      concurrency: CONCURRENCY,
      phases: rows.map((r) => ({
        phase: r.label,
        done: r.latencies.length,
        failed: r.failures,
        seconds: r.seconds,
        perSecond: r.perSecond,
        latencyMs: summary(r.latencies),
        callsMs: Object.fromEntries(Object.entries(r.calls).map(([name, list]) => [name, summary(list)])),
        serverCpu: r.cpu,
        machineCpuSecondsEach: r.machinePerOp,
        ownCpuSecondsEach: r.ownPerOp,
        loadAverage: r.load,
      })),
      checks: { balanceMismatches: mismatches, jackpotGrowth: grown, jackpotExpected: expected },
      ...(limitsRatio !== null ? { limitsThroughputRatio: limitsRatio, limitsCpuPerPairRatio: limitsCost } : {}),
    };
    const file = join(ROOT, 'bench', 'results', `games-wallet-${storage.kind.startsWith('PGlite') ? 'pglite' : 'postgresql'}${args.limits ? '-limits' : ''}${INSTANCES > 1 ? `-${INSTANCES}-instances` : ''}.json`);
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written to ${file.slice(ROOT.length + 1)}`);
    console.log(walletLine(rows));
    if (mismatches || !jackpotsRight || rows.some((r) => r.failures)) process.exitCode = 2;
  } finally {
    await cleanup();
  }
}

/**
 * The run in one line, last: pairs/s spread over the players against the ceiling (half the rate of
 * signed calls refused before the database, measured in this run), the same on one player, CPU
 * per pair (server, database and generator) and the bet's p99, both of the spread pairs.
 */
function walletLine(rows) {
  const ceiling = rows.find((r) => r.label.startsWith('signed calls refused')).perSecond / 2;
  const spread = rows.filter((r) => r.label.startsWith('bet+win pairs over')).at(-1);
  const hot = rows.find((r) => r.label === 'bet+win pairs on one player');
  const share = (rate) => ((rate / ceiling) * 100).toFixed(1);
  return (
    `wallet: pairs/s ${spread.perSecond.toFixed(0)} (${share(spread.perSecond)} % of the ceiling ${ceiling.toFixed(0)}), ` +
    `one player ${hot.perSecond.toFixed(0)} (${share(hot.perSecond)} %), CPU/pair ${(spread.ownPerOp * 1000).toFixed(2)} ms, bet p99 ${percentile(spread.calls.bet, 99).toFixed(0)} ms`
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
