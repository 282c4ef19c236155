#!/usr/bin/env node
/**
 * The e2e web server: `node tools/start.mjs` (exactly what `npm start` runs: the site and DemoPay,
 * the demo payment provider, on the next port) with a fresh database directory, holding DemoPay's
 * state too, that is removed again when they stop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-e2e-'));
const child = spawn(process.execPath, [join(root, 'tools', 'start.mjs')], {
  cwd: root,
  // every journey signs up from 127.0.0.1
  env: { ...process.env, DATA_DIR: dataDir, PARTNERS_DATA_DIR: join(dataDir, 'partners'), REGISTRATIONS_PER_IP_PER_HOUR: '1000' },
  stdio: 'inherit',
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
// A signal to the process group reaches the server too; pass it on only if it is still running
// a moment later (a signal sent to this process alone), so a server never sees it twice.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => setTimeout(() => child.exitCode === null && child.kill(signal), 1500).unref());
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
