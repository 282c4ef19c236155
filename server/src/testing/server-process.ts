/**
 * Real processes for process-level tests: the server as deployed (`node --import tsx src/server.ts`)
 * DemoPay, the demo payment provider (`partners/payments/server.mjs`), and the demo game studio
 * (`partners/studio/server.mjs`), each on a given port with
 * its output kept for failure messages; free ports from a range; DemoPay's record of its payments.
 *
 *   const [port] = await freePorts(1, 18500, 18549);
 *   const server = await startServerProcess({ port, env: { DATA_DIR: dir } });
 *   await server.kill();                         // SIGKILL: no shutdown hook runs
 *   const again = await startServerProcess({ port, env: { DATA_DIR: dir } });
 *   assert.equal(await again.stop(), 0);         // SIGTERM: graceful
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEMOPAY = join(SERVER_DIR, '..', 'partners', 'payments', 'server.mjs');
const GAME_STUDIO = join(SERVER_DIR, '..', 'partners', 'studio', 'server.mjs');
/** What is kept of a process's output (the end matters: the error that stopped it). */
const OUTPUT_LIMIT = 256 * 1024;

export interface RunningProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Its stdout and stderr so far (the last 256 KB). */
  output(): string;
  /** SIGKILL, as a crash: resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, a graceful stop: resolves with the exit code (SIGKILL after `timeoutMs`, then null). */
  stop(timeoutMs?: number): Promise<number | null>;
}

export interface ProcessOptions {
  port: number;
  /** Added to (and overriding) the environment of this process. */
  env: Record<string, string>;
  /** How long it may take to listen. @default 90000 (a cold start compiles the server on a loaded machine) */
  startTimeoutMs?: number;
}

/** Whether `port` can be listened on at 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports within [from, to]; fails when the range has none. */
export async function freePorts(count: number, from: number, to: number): Promise<number[]> {
  for (let first = from; first + count - 1 <= to; first += 1) {
    const ports = Array.from({ length: count }, (_, i) => first + i);
    let free = true;
    for (const port of ports) if (!(free = await isFree(port))) break;
    if (free) return ports;
  }
  return assert.fail(`no ${count} consecutive free ports between ${from} and ${to}`);
}

/** Whether the process is up: a line of its output, or an answer of 200 at a URL. */
type Readiness = RegExp | string;

async function isReady(readiness: Readiness, output: string): Promise<boolean> {
  if (readiness instanceof RegExp) return readiness.test(output);
  try {
    return (await fetch(readiness, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

function run(args: string[], cwd: string, env: Record<string, string>, readiness: Readiness, options: ProcessOptions): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const running: RunningProcess = {
    url: `http://127.0.0.1:${options.port}`,
    child,
    output: () => output,
    kill: async () => {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    stop: async (timeoutMs = 20_000) => {
      if (gone()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };

  return (async () => {
    const until = Date.now() + (options.startTimeoutMs ?? 90_000);
    for (let wait = 25; !(await isReady(readiness, output)); wait = Math.min(wait * 2, 250)) {
      if (gone() || Date.now() > until) {
        await running.kill();
        assert.fail(`${args.join(' ')} did not start on port ${options.port}:\n${output.slice(-8000)}`);
      }
      await new Promise((r) => setTimeout(r, wait));
    }
    return running;
  })();
}

/**
 * The server as deployed, from `server/`: NODE_ENV=test, loopback only, warnings and errors logged.
 * `env` says the rest (DATA_DIR or DATABASE_URL, the payment provider, the admin token…).
 */
export function startServerProcess(options: ProcessOptions): Promise<RunningProcess> {
  const env = { NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port) };
  // At warn the server does not log that it listens: it is up when its health check answers.
  return run(['--import', 'tsx', 'src/server.ts'], SERVER_DIR, env, `http://127.0.0.1:${options.port}/api/health`, options);
}

/** DemoPay on its own port; `env` gives at least PAYMENT_PROVIDER_SECRET, PAYMENT_SITE_SECRET and OPERATOR_URL. */
export function startDemoPayProcess(options: ProcessOptions): Promise<RunningProcess> {
  // At info DemoPay logs only the line saying it listens; its warnings say which callbacks wait for a retry.
  const env = { HOST: '127.0.0.1', ...options.env, LOG_LEVEL: 'info', PAYMENTS_PORT: String(options.port) };
  return run([DEMOPAY], dirname(DEMOPAY), env, new RegExp(`DemoPay listening on http://127\\.0\\.0\\.1:${options.port}\\b`), options);
}

/** The demo game studio on its own port; `env` gives at least GAME_STUDIO_SECRET, OPERATOR_URL and PUBLIC_URL. */
export function startGameStudioProcess(options: ProcessOptions): Promise<RunningProcess> {
  const env = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env, GAME_STUDIO_PORT: String(options.port) };
  return run([GAME_STUDIO], dirname(GAME_STUDIO), env, `http://127.0.0.1:${options.port}/health`, options);
}

/** DemoPay's deposits and payouts by our reference, as its state journal (`<PARTNERS_DATA_DIR>/demopay.jsonl`, partners/README.md) records them. */
export interface DemoPayRecord {
  status: string;
  providerReference: string;
}

export function readDemoPayJournal(dataDir: string): { deposits: Map<string, DemoPayRecord>; payouts: Map<string, DemoPayRecord> } {
  const tables: Record<string, Map<string, DemoPayRecord>> = { deposit: new Map(), payout: new Map(), callback: new Map() };
  for (const line of readFileSync(join(dataDir, 'demopay.jsonl'), 'utf8').split('\n')) {
    let entry: { kind: string; key: string; record: DemoPayRecord | null };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // the empty last line, or one cut short
    }
    const table = tables[entry.kind];
    if (!table) continue;
    if (entry.record === null) table.delete(entry.key);
    else table.set(entry.key, entry.record);
  }
  return { deposits: tables.deposit!, payouts: tables.payout! };
}
