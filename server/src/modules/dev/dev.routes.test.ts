import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer } from '../auth/accounts.test-kit.js';
import { hashCode } from '../auth/token.js';

let ctx: TestApp;
let production: TestApp;
let localOnly: TestApp;
before(async () => {
  ctx = await startTestApp();
  production = await startTestApp({ config: { devTools: false }, database: ctx.database });
  localOnly = await startTestApp({ config: { devToolsLocalOnly: true }, database: ctx.database });
});
after(async () => {
  await localOnly?.close();
  await production?.close();
  await ctx?.close();
});

describe('GET /api/dev/outbox', () => {
  test('lists SMS and e-mails newest first with their codes; ?to= filters', async () => {
    const player = await registerPlayer(ctx, { username: `outbox${Date.now().toString(36)}`.slice(0, 20) });
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    await ctx.post('/api/auth/sendresetpassword', { username: player.username });
    const res = await ctx.get('/api/dev/outbox');
    assert.equal(res.status, 200);
    const [email, sms] = res.body.data;
    assert.equal(email.channel, 'email');
    assert.equal(email.to, player.payload.email);
    assert.equal(email.subject, 'Arcadia şifre sıfırlama kodunuz');
    assert.match(email.body, new RegExp(email.code));
    assert.equal(sms.channel, 'sms');
    assert.equal(sms.to, player.phone);
    assert.match(sms.code, /^\d{6}$/);
    assert.deepEqual(Object.keys(sms).sort(), ['body', 'channel', 'code', 'createdAt', 'id', 'subject', 'to']);
    const filtered = await ctx.get(`/api/dev/outbox?to=${player.phone}`);
    assert.deepEqual(filtered.body.data.map((m: { channel: string }) => m.channel), ['sms']);
  });

  test('the outbox keeps only what a provider sees: the code is read back from the text, and a name with digits does not confuse it', async () => {
    const player = await registerPlayer(ctx, { username: `digits${Date.now().toString(36)}`.slice(0, 20), name: 'Ayşe' });
    // registration takes letters only now; a player who signed up before that rule may still have digits
    await ctx.app.db.updateTable('players').set({ name: 'Ayşe 123456' }).where('username', '=', player.username).execute();
    await ctx.post('/api/auth/sendresetpassword', { username: player.username });
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'outbox'`.execute(ctx.app.db);
    assert.deepEqual(columns.rows.map((c) => c.column_name).sort(), ['body', 'channel', 'created_at', 'id', 'recipient', 'subject']);
    const [email] = (await ctx.get(`/api/dev/outbox?to=${encodeURIComponent(String(player.payload.email))}&limit=1`)).body.data;
    assert.match(email.body, /^Merhaba Ayşe 123456,/);
    const stored = await ctx.app.db
      .selectFrom('verification_codes')
      .select(['player_id', 'code_hash'])
      .where('target', '=', String(player.payload.email))
      .executeTakeFirstOrThrow();
    assert.equal(stored.code_hash, hashCode('password_reset', stored.player_id, email.code), 'the code read from the text is the one sent');
    // Phones are stored in one spelling; ?to= finds them in any.
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    const spelled = await ctx.get(`/api/dev/outbox?to=${encodeURIComponent(`+90 ${player.phone.slice(2)}`)}&limit=1`);
    assert.equal(spelled.body.data[0].to, player.phone);
  });

  test('is 404 when dev tools are off (production)', async () => {
    const res = await production.get('/api/dev/outbox');
    assert.equal(res.status, 404);
    assert.equal(res.body.success, false);
  });
});

describe('dev tools on by the loopback default', () => {
  test('answer this machine, and 404 to a request a proxy forwarded', async () => {
    assert.equal((await localOnly.get('/api/dev/outbox')).status, 200);
    for (const header of ['X-Forwarded-For', 'X-Real-IP', 'Forwarded']) {
      const res = await localOnly.get('/api/dev/outbox', { headers: { [header]: '203.0.113.7' } });
      assert.equal(res.status, 404, header);
      assert.equal(res.body.success, false);
    }
  });
});

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Started {
  output: () => string;
  url: string | null;
  exitCode: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Runs `src/server.ts` as `npm start` does (no HOST, NODE_ENV or DEV_TOOLS unless given) and waits for it to listen or exit. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of ['HOST', 'NODE_ENV', 'DEV_TOOLS', 'ADMIN_TOKEN', 'REDIS_URL', 'TRUST_PROXY']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    // PGlite in memory: this test must not touch a shared database. NODE_ENV=test: JSON logs, which it reads.
    env: { ...base, PORT: '0', DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const until = Date.now() + 120_000;
  let url: string | null = null;
  while (!url && child.exitCode === null && Date.now() < until) {
    url = /Server listening at (http:\/\/[^\s"]+)/.exec(output)?.[1] ?? null;
    if (!url) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    output: () => output,
    url,
    exitCode,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exitCode;
    },
  };
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string; devTools?: string[] });

describe('npm start (server.ts) and the dev tools', () => {
  test('listens on 127.0.0.1 by default, dev tools on, with a warning line naming the outbox URL', async () => {
    const server = await startServer({});
    try {
      assert.ok(server.url, `server did not start:\n${server.output()}`);
      const port = new URL(server.url).port;
      assert.equal(new URL(server.url).hostname, '127.0.0.1', 'no HOST means loopback');
      const warning = logLines(server.output()).find((l) => l.level === 40 && /dev tools are ON/.test(l.msg));
      assert.ok(warning, `no dev-tools warning in:\n${server.output()}`);
      assert.deepEqual(warning.devTools, [`http://127.0.0.1:${port}/api/dev/outbox`]);
      assert.match(warning.msg, /only from this machine/);
      assert.equal((await fetch(`${server.url}/api/dev/outbox`)).status, 200);
    } finally {
      await server.stop();
    }
  });

  test('HOST=0.0.0.0 without DEV_TOOLS: dev tools off (404), no warning', async () => {
    const server = await startServer({ HOST: '0.0.0.0' });
    try {
      assert.ok(server.url, `server did not start:\n${server.output()}`);
      const port = new URL(server.url).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
      assert.equal(res.status, 404);
      assert.equal(((await res.json()) as { success: boolean }).success, false);
      assert.ok(!logLines(server.output()).some((l) => /dev tools/.test(l.msg)), server.output());
    } finally {
      await server.stop();
    }
  });

  test('NODE_ENV=production with DEV_TOOLS=true refuses to start, naming DEV_TOOLS', async () => {
    const server = await startServer({ NODE_ENV: 'production', DEV_TOOLS: 'true' });
    try {
      assert.equal(server.url, null);
      assert.equal(await server.exitCode, 1);
      assert.match(server.output(), /Configuration error: DEV_TOOLS=true is refused with NODE_ENV=production/);
    } finally {
      await server.stop();
    }
  });
});
