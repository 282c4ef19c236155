import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { tempDir } from './testing.mjs';

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

describe('node partners/sportsbook/server.mjs', () => {
  it('refuses to start without the shared secret', async () => {
    const { exited, output } = run({ SPORTSBOOK_PORT: '0' });
    assert.equal(await exited, 1);
    assert.match(output(), /SPORTSBOOK_SECRET must be set/);
  });

  it('listens on SPORTSBOOK_PORT, answers /health, and exits 0 on SIGTERM', async () => {
    const dir = tempDir();
    const { child, exited, output } = run({ SPORTSBOOK_SECRET: 'x'.repeat(32), SPORTSBOOK_OPERATOR_SECRET: 'y'.repeat(32), SPORTSBOOK_PORT: '0', PARTNERS_DATA_DIR: dir });
    try {
      let url = null;
      for (let i = 0; i < 200 && !url; i++) {
        url = /listening on (http:\/\/\S+)/.exec(output())?.[1] ?? null;
        if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(url, output());
      const health = await fetch(`${url}/health`);
      assert.deepEqual(await health.json(), { status: 'ok', pendingWalletCalls: 0, liveStreams: 0 });
      const frame = await fetch(`${url}/fcg/?mode=live&lang=en`);
      assert.equal(frame.status, 200);
      assert.match(await frame.text(), /class="skin-fcg"/);
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
