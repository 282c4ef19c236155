/**
 * What the server benchmarks (hub, payments) share on the server side: a fresh PostgreSQL database
 * or a temporary PGlite folder, players seeded before the server starts (one wallet and one open
 * session each, `server/scripts/bench-seed.ts`), and server processes started as deployed
 * (NODE_ENV=production, LOG_LEVEL=info to a log file) whose memory can be read after a full GC.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from './load.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromServer = createRequire(join(ROOT, 'server', 'package.json'));
const PROBE = join(ROOT, 'bench', 'support', 'memory-probe.mjs');

/**
 * Where a benchmark's data lives: a temporary folder (server logs, seeded tokens, and the PGlite
 * database unless `databaseUrl` is given), or a fresh database created on that PostgreSQL server
 * for this run. `remove()` deletes both.
 */
export async function benchStorage(prefix, databaseUrl) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (!databaseUrl) return { dir, env: { DATA_DIR: join(dir, 'db') }, kind: 'PGlite', remove: async () => rmSync(dir, { recursive: true, force: true }) };
  const pg = requireFromServer('pg');
  const name = `arcadia_bench_${Date.now().toString(36)}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const version = (await query('show server_version')).rows[0].server_version;
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    dir,
    env: { DATABASE_URL: url.toString() },
    kind: `PostgreSQL ${version.split(' ')[0]}`,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      await query(`drop database if exists ${name} with (force)`).catch((error) => console.error(`could not drop the bench database ${name}: ${error.message}`));
    },
  };
}

/** Seeds `count` players with a wallet and an open session each; returns `[{username, token}]` and the seconds it took. */
export async function seedPlayers(env, count, runId, dir) {
  const out = join(dir, `players-${runId}.jsonl`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/bench-seed.ts', String(count), runId, out], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
  const players = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  return { players, seconds: (performance.now() - started) / 1000 };
}

/** A value of /proc/<pid>/status in bytes (VmRSS, VmHWM…); NaN when unreadable. */
export function procStatusBytes(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Files a process has open, and the most it may (its soft `ulimit -n`). */
export function fileDescriptors(pid = process.pid) {
  const open = readdirSync(`/proc/${pid}/fd`).length;
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  const [, soft, hard] = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(limits) ?? [];
  const value = (v) => (v === 'unlimited' || v === undefined ? Infinity : Number(v));
  return { open, soft: value(soft), hard: value(hard) };
}

/** CPU seconds used so far by a process (user + system), from /proc. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds of every PostgreSQL process on this machine (backends, the postmaster with the
 * children it has reaped, background workers), from /proc; 0 where there is none. Beside a
 * benchmark's server and generator it gives what an operation costs without whatever else the
 * machine runs.
 */
export function postgresCpuSeconds() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/**
 * CPU seconds the whole machine has spent busy since boot (every core, every process: the server,
 * the database, the load generator), from /proc/stat; NaN where there is none.
 */
export function machineCpuSeconds() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return NaN;
  }
}

/**
 * What the benchmarks run: `bundle` (default) bundles the current source the way
 * `npm run build -w server` does (server/build.mjs: esbuild, packages external) into a folder of
 * its own under server/node_modules/.cache (so server/dist, which others may be running, is left
 * alone, and the packages resolve as they do from dist); `dist` runs the existing server/dist;
 * `source` runs server/src through tsx (which names every function through a helper: closures
 * then cost more memory than in the bundle). Returns the node arguments and a cleanup.
 */
export async function serverEntry(kind) {
  if (kind === 'dist') return { label: 'server/dist/server.js', args: ['server/dist/server.js'], remove: () => {} };
  if (kind === 'source') return { label: 'server/src through tsx', args: ['--import', 'tsx', 'server/src/server.ts'], remove: () => {} };
  if (kind !== 'bundle') throw new Error(`--server must be bundle, dist or source, not ${kind}`);
  const { build } = requireFromServer('esbuild');
  const out = join(ROOT, 'server', 'node_modules', '.cache', `arcadia-bench-${process.pid}`);
  await build({
    entryPoints: [join(ROOT, 'server', 'src', 'server.ts')],
    outfile: join(out, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path === '@arcadia/shared' || args.path.startsWith('@arcadia/shared/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  cpSync(join(ROOT, 'server', 'src', 'migrations'), join(out, 'migrations'), { recursive: true });
  return { label: 'the current source bundled as for production', args: [join(out, 'server.js')], remove: () => rmSync(out, { recursive: true, force: true }) };
}

/**
 * Starts the server (`entry` from serverEntry) on `port` with `env` over the process environment,
 * waits for `/api/health`, and returns the process with `memory()` (RSS from /proc, heap and
 * external from inside after two full GCs) and `stop()`.
 */
export async function startServer({ name, port, env, entry, logDir }) {
  const logFile = join(logDir, `${name}.log`);
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, ['--expose-gc', ...extra, '--import', PROBE, ...entry.args], {
    cwd: ROOT,
    // A production server refuses to start without the identity documents' key: one for the run.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), KYC_ENCRYPTION_KEY: process.env.KYC_ENCRYPTION_KEY ?? randomBytes(32).toString('hex'), ...env },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a'), 'ipc'],
  });
  child.on('error', () => undefined);
  const pending = new Map();
  child.on('message', (message) => {
    if (message?.type !== 'memory') return;
    pending.get(message.id)?.(message.usage);
    pending.delete(message.id);
  });
  let nextId = 0;
  const memory = () =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      const timer = setTimeout(() => (pending.delete(id), reject(new Error(`${name} did not report its memory`))), 60_000);
      pending.set(id, (usage) => {
        clearTimeout(timer);
        // RSS after the collection, as the kernel counts it.
        resolve({ ...usage, rss: procStatusBytes(child.pid, 'VmRSS') });
      });
      child.send({ type: 'memory', id });
    });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 15_000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
    });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; its log ends:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await request(port, 'GET', '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer /api/health within 120 s (log: ${logFile})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { name, port, pid: child.pid, child, logFile, memory, stop };
}
