import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.mjs', import.meta.url));

/** @param {Record<string, string>} env */
function run(env) {
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('node partners/payments/server.mjs', () => {
  it('refuses to start without the shared secret', async () => {
    const { exited, output } = run({ PAYMENTS_PORT: '0' });
    assert.equal(await exited, 1);
    assert.match(output(), /PAYMENT_PROVIDER_SECRET must be set/);
  });

  it('listens on PAYMENTS_PORT, answers /health, and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demopay-process-'));
    const { child, exited, output } = run({ PAYMENT_PROVIDER_SECRET: 'x'.repeat(32), PAYMENT_SITE_SECRET: 'y'.repeat(32), PAYMENTS_PORT: '0', PARTNERS_DATA_DIR: dir });
    try {
      let url = null;
      for (let i = 0; i < 100 && !url; i++) {
        url = /listening on (http:\/\/\S+)/.exec(output())?.[1] ?? null;
        if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(url, output());
      const health = await fetch(`${url}/health`);
      assert.deepEqual(await health.json(), { status: 'ok', pendingCallbacks: 0 });
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
