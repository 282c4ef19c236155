#!/usr/bin/env node
// Accounts benchmark: login throughput (argon2id included) and the balance poll under open-loop
// load from simulated players polling `GET /api/user/balance` every 3 s.
//
//   node bench/accounts.mjs                       # 1,000, 5,000 and 10,000 players, 10 s warm-up + 20 s each
//   node bench/accounts.mjs --players 1000,5000 --duration 15 --logins 500 --port 18150
//   node bench/accounts.mjs --dist                # run server/dist/server.js (npm run build -w server) instead of the source
//   node bench/accounts.mjs --priority            # server at nice -5, when other work shares the machine
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/accounts.mjs   # PostgreSQL instead of PGlite
//
// It seeds a temporary DATA_DIR (server/scripts/bench-seed.ts: one player, wallet and open session per
// simulated player, like one logged-in browser each), starts the server on it as a child process
// (NODE_ENV=production, LOG_LEVEL=info to a log file, as deployed), measures registrations and
// logins over HTTP (argon2id included), then for each player count runs
// an open-loop schedule: every player polls every 3 s at its own random phase, so requests arrive
// at players/3 per second whether or not earlier ones have finished. Latency is measured from the
// moment a request was due, so a server (or client) falling behind shows in p99 instead of hiding.
// Everything is bounded (counts and durations) and the server is stopped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, setPriority, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { keepAliveAgent, percentile, request as sendRequest } from './support/load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '1000,5000,10000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '10' },
    port: { type: 'string', default: '18150' },
    logins: { type: 'string', default: '1000' },
    registrations: { type: 'string', default: '200' },
    'login-concurrency': { type: 'string', default: '8' },
    sockets: { type: 'string', default: '256' },
    dist: { type: 'boolean', default: false },
    // On a machine shared with other work: raise the server's scheduling priority (nice -5) so
    // the figures show the server rather than its neighbours. Needs root; reported in the output.
    priority: { type: 'boolean', default: false },
  },
});
const PLAYER_COUNTS = args.players.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 20_000);
const DURATION_S = Math.min(Math.max(Number(args.duration), 5), 120);
const WARMUP_S = Math.min(Math.max(Number(args.warmup), 0), 30);
const PORT = Number(args.port);
const LOGINS = Math.min(Math.max(Number(args.logins), 1), 20_000);
const REGISTRATIONS = Math.min(Math.max(Number(args.registrations), 1), 5000);
const LOGIN_CONCURRENCY = Math.min(Math.max(Number(args['login-concurrency']), 1), 64);
const POLL_MS = 3000;
const MAX_PLAYERS = Math.max(...PLAYER_COUNTS);
const TARGET = { players: 10_000, rps: 3300, p99Ms: 50 };

const agent = keepAliveAgent(Number(args.sockets));

/** One HTTP request on the keep-alive agent, in Turkish; resolves with status and parsed body. */
const request = (method, path, { body, token } = {}) => sendRequest(PORT, method, path, { body, token, agent, headers: { Locale: 'tr' } });

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : 1)} ms` : 'n/a');

/** CPU seconds used so far by a process (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** With DATABASE_URL: a fresh database on that server for this run, dropped afterwards. */
async function freshPostgres() {
  if (!process.env.DATABASE_URL) return null;
  const { default: pg } = await import('pg');
  const name = `arcadia_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/** Runs server/scripts/bench-seed.ts (through tsx) on the database the server will use; returns the seeded players' tokens. */
async function seed(env, count, runId, dataDir) {
  const out = join(dataDir, 'tokens.jsonl');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/bench-seed.ts', String(count), runId, out], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
  const players = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  return { players, seconds: (performance.now() - started) / 1000 };
}

/** Seconds a process has spent runnable but waiting for a CPU (other processes had them), from /proc. */
function runQueueSeconds(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return NaN;
  }
}

async function startServer(runId) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-accounts-bench-'));
  const postgres = await freshPostgres();
  const logFile = join(dataDir, 'server.log');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'db'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    TRIAL_BONUS_AMOUNT: '50',
    // every simulated player signs up from 127.0.0.1
    REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
  };
  let seeded;
  try {
    seeded = await seed(env, MAX_PLAYERS, runId, dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop().catch(() => {});
    throw error;
  }
  const entry = args.dist ? ['server/dist/server.js'] : ['--import', 'tsx', 'server/src/server.ts'];
  const child = spawn(process.execPath, entry, { cwd: root, env, stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')] });
  if (args.priority) {
    try {
      setPriority(child.pid, -5);
    } catch (error) {
      console.error(`--priority: could not raise the server's priority (${error.message})`);
    }
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop().catch((error) => console.error('could not drop the bench database:', error.message));
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; log:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      const res = await request('GET', '/api/health');
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, stop, logFile, seeded };
}

/** Runs `total` tasks with at most `concurrency` in flight. */
async function pool(total, concurrency, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, total) }, async () => {
    while (next < total) {
      const i = next;
      next += 1;
      await task(i);
    }
  });
  await Promise.all(workers);
}

function validTurkishId(seed) {
  const d = [1 + (seed % 9), ...String(10_000_000 + seed).slice(-8).split('').map(Number)];
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

async function registerAccounts(runId, count) {
  const accounts = new Array(count);
  const tokens = new Array(count);
  const started = performance.now();
  await pool(count, LOGIN_CONCURRENCY, async (i) => {
    const username = `bench${runId}${i}`;
    const res = await request('POST', '/api/auth/register', {
      body: {
        name: 'Bench',
        surname: 'Player',
        username,
        email: `${username}@example.com`,
        phone: `905${String(100_000_000 + i).slice(-9)}`,
        PersonalNo: validTurkishId(i),
        country: 1,
        currencyId: 1,
        birthDateDay: '1',
        birthDateMonth: '2',
        birthDateYear: '1990',
        password: 'bench-password',
        password2: 'bench-password',
        // The versions in force of the terms and the privacy notice (CONSENT_VERSIONS in shared/src/model/consents.ts).
        termsVersion: '2026-11-29',
        privacyNoticeVersion: '2026-11-29',
      },
    });
    if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    accounts[i] = { username, password: 'bench-password' };
    tokens[i] = res.body.data.token;
  });
  return { accounts, tokens, seconds: (performance.now() - started) / 1000 };
}

async function loginAll(accounts, count) {
  const latencies = [];
  const started = performance.now();
  await pool(count, LOGIN_CONCURRENCY, async (i) => {
    const account = accounts[i % accounts.length];
    const t0 = performance.now();
    const res = await request('POST', '/api/auth/login', { body: account });
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, perSecond: count / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Open loop: player i is due at phase_i + k·3 s. A timer wakes every millisecond or so and sends
 * everything that is due. Returns throughput and latency over the measured window (after warm-up).
 */
async function pollPhase(tokens, serverPid) {
  const players = tokens.length;
  // The schedule is periodic: players sorted by phase, and round r repeats the order 3 s later.
  const order = tokens.map((token) => ({ token, phase: Math.random() * POLL_MS })).sort((a, b) => a.phase - b.phase);
  const start = performance.now() + 200;
  const measureFrom = start + WARMUP_S * 1000;
  const end = measureFrom + DURATION_S * 1000;
  const latencies = [];
  const sendLags = [];
  let errors = 0;
  let inFlight = 0;
  let maxLag = 0;
  let cpuStart = NaN;
  let clientCpuStart = null;
  let waitStart = NaN;
  let cpuStartedAt = 0;
  let round = 0;
  let index = 0;

  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (Number.isNaN(cpuStart) && now >= measureFrom) {
        cpuStart = cpuSeconds(serverPid);
        waitStart = runQueueSeconds(serverPid);
        clientCpuStart = process.cpuUsage();
        cpuStartedAt = now;
      }
      for (;;) {
        const due = start + round * POLL_MS + order[index].phase;
        if (due > now || due >= end) break;
        maxLag = Math.max(maxLag, now - due);
        const counted = due >= measureFrom;
        if (counted) sendLags.push(now - due);
        inFlight += 1;
        request('GET', '/api/user/balance', { token: order[index].token }).then(
          (res) => {
            inFlight -= 1;
            if (!counted) return;
            if (res.status === 200 && res.body?.success) latencies.push(performance.now() - due);
            else errors += 1;
          },
          () => {
            inFlight -= 1;
            if (counted) errors += 1;
          },
        );
        index += 1;
        if (index === players) {
          index = 0;
          round += 1;
        }
      }
      if (now >= end) {
        const drain = () => (inFlight === 0 || performance.now() > end + 30_000 ? resolve() : setTimeout(drain, 20));
        drain();
        return;
      }
      setTimeout(tick, 1);
    };
    tick();
  });

  const cpu = cpuSeconds(serverPid) - cpuStart;
  const waited = runQueueSeconds(serverPid) - waitStart;
  const clientCpu = process.cpuUsage(clientCpuStart);
  const cpuWindow = (end - cpuStartedAt) / 1000;
  latencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  return {
    players,
    sendLagP99: percentile(sendLags, 99),
    offered: players / (POLL_MS / 1000),
    perSecond: latencies.length / DURATION_S,
    errors,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    serverCpu: cpu / cpuWindow,
    serverWaitedForCpu: waited / cpuWindow,
    serverCpuPerRequestUs: (cpu * 1e6) / Math.max(latencies.length, 1),
    clientCpu: (clientCpu.user + clientCpu.system) / 1e6 / cpuWindow,
    maxSchedulerLag: maxLag,
  };
}

async function main() {
  if (PLAYER_COUNTS.length === 0) throw new Error('--players needs counts between 1 and 20000');
  console.log(
    `Arcadia accounts benchmark: ${args.dist ? 'server/dist' : 'server/src via tsx'}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, port ${PORT}` +
      (args.priority ? ', server at nice -5' : ''),
  );
  const runId = Date.now().toString(36).slice(-5);
  const server = await startServer(runId);
  // Interrupted (Ctrl-C, timeout): stop the server and remove its data before leaving.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server`);
      server.stop().finally(() => process.exit(130));
    });
  }
  try {
    const { players: seeded, seconds: seedSeconds } = server.seeded;
    console.log(`\nSeeded ${seeded.length} players with a wallet and an open session each in ${seedSeconds.toFixed(1)} s (before the server started).`);
    const reg = await registerAccounts(`${runId}r`, REGISTRATIONS);
    console.log(`Registration: ${REGISTRATIONS} players in ${reg.seconds.toFixed(1)} s = ${(REGISTRATIONS / reg.seconds).toFixed(0)}/s (argon2id m=19 MiB t=2 p=1, concurrency ${LOGIN_CONCURRENCY})`);

    const loginCpu0 = cpuSeconds(server.child.pid);
    const login = await loginAll(seeded.map((p) => ({ username: p.username, password: 'bench-password' })), LOGINS);
    const loginCpu = (cpuSeconds(server.child.pid) - loginCpu0) / login.seconds;
    console.log(
      `Login: ${LOGINS} logins in ${login.seconds.toFixed(1)} s = ${login.perSecond.toFixed(0)} logins/s ` +
        `(concurrency ${LOGIN_CONCURRENCY}), p50 ${ms(login.p50)}, p99 ${ms(login.p99)}, server CPU ${(loginCpu * 100).toFixed(0)}%`,
    );

    console.log(`\nBalance polling (GET /api/user/balance every 3 s per player, open loop, ${WARMUP_S} s warm-up + ${DURATION_S} s measured):`);
    console.log('players | offered req/s | done req/s | errors |    p50   |    p90   |    p99   |    max   | server CPU (µs/req), waiting for a CPU | load generator CPU, p99 send lag');
    const results = [];
    for (const players of PLAYER_COUNTS) {
      const r = await pollPhase(seeded.slice(0, players).map((p) => p.token), server.child.pid);
      results.push(r);
      console.log(
        `${String(players).padStart(7)} | ${r.offered.toFixed(0).padStart(13)} | ${r.perSecond.toFixed(0).padStart(10)} | ${String(r.errors).padStart(6)} | ` +
          `${ms(r.p50).padStart(8)} | ${ms(r.p90).padStart(8)} | ${ms(r.p99).padStart(8)} | ${ms(r.max).padStart(8)} | ` +
          `${(r.serverCpu * 100).toFixed(0).padStart(4)}% (${r.serverCpuPerRequestUs.toFixed(0)}), ${(r.serverWaitedForCpu * 100).toFixed(0)}% | ${(r.clientCpu * 100).toFixed(0).padStart(4)}%, ${ms(r.sendLagP99)}`,
      );
    }
    const atTarget = results.find((r) => r.players === TARGET.players);
    if (atTarget) {
      const pass = atTarget.perSecond >= TARGET.rps * 0.97 && atTarget.p99 < TARGET.p99Ms && atTarget.errors === 0;
      console.log(
        `\nTarget (${TARGET.players} players ≈ ${TARGET.rps} req/s, p99 < ${TARGET.p99Ms} ms): ${pass ? 'met' : 'NOT met'} ` +
          `(${atTarget.perSecond.toFixed(0)} req/s, p99 ${ms(atTarget.p99)}, ${atTarget.errors} errors)`,
      );
    }
    console.log(
      `\nLoad generator and server share this machine's ${cpus().length} cores (load average now ${loadavg()[0].toFixed(1)}); ` +
        'latency counts from when each poll was due, so "send lag" (the load generator late to send) is included.',
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
