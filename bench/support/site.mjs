/**
 * What the front-end benchmarks share: their options, the production site started the way
 * `npm start` starts it (building what is missing first) on its own port with a temporary database,
 * and a median.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `--runs N`, `--port N`, `--url U` (also `--key=value`), over the benchmark's defaults. */
export function parseSiteArgs(argv, defaults) {
  const args = { url: null, ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split('=');
    const value = inline ?? argv[++i];
    if (key === '--runs') args.runs = Math.max(1, Number(value));
    else if (key === '--port') args.port = Number(value);
    else if (key === '--url') args.url = value;
    else throw new Error(`unknown option ${key}`);
  }
  return args;
}

/** The median of the numbers given (nulls left out); null when there are none. */
export const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(new URL('api/health', base));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become healthy within ${timeoutMs / 1000} s`);
}

/** Starts the site on `port`; resolves `{ base, stop }` once `/api/health` answers. */
export async function startSite(port, { tempPrefix = 'arcadia-bench-' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), tempPrefix));
  const child = spawn(process.execPath, [join(ROOT, 'tools', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_TOOLS: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 10_000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, 15 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
