import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('server.ts', () => {
  it('listens, logs JSON lines and exits 0 on SIGTERM after closing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      // PGlite in memory whatever the caller's DATABASE_URL: this test must not touch a shared database.
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const until = Date.now() + 120_000;
      let url: string | undefined;
      while (!url && Date.now() < until) {
        url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(url, `server did not start:\n${output}`);
      const health = await fetch(`${url}/api/health`);
      assert.equal(health.status, 200);
      const lines = output.trim().split('\n').filter((l) => l.startsWith('{'));
      assert.ok(lines.length > 0 && lines.every((l) => typeof JSON.parse(l).level === 'number'), 'logs are JSON lines');

      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.match(output, /shutting down/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
