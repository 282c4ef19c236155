/**
 * The hub under hostile input: hundreds of random and malformed messages from many sockets, then
 * the proof that the server still serves everyone. The generator is seeded, so a failure
 * reproduces: run again with HUB_FUZZ_SEED set to the seed the failure printed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { HUB } from '@arcadia/shared/core';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { fullRegistration, registerPlayer } from '../modules/auth/accounts.test-kit.js';
import { HUB_LIMITS } from './hub.js';
import { HANDSHAKE, RS, rawClient, signalrClient, waitUntil } from './hub.test-kit.js';

/** mulberry32: a small seeded PRNG, good enough to pick test inputs. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
type Rng = ReturnType<typeof prng>;

interface Frame {
  data: string | Buffer;
  binary?: boolean;
}

const randomText = (rng: Rng, length: number) => Array.from({ length }, () => String.fromCharCode(rng.int(0x3000))).join('');
const randomBytes = (rng: Rng, length: number) => Buffer.from(Array.from({ length }, () => rng.int(256)));

/** Hostile and odd messages, each a function of the generator. Valid ones are mixed in so sockets get past the handshake. */
const generators: ((rng: Rng) => Frame)[] = [
  () => ({ data: `null${RS}` }),
  (rng) => ({ data: `${rng.pick(['0', '-1', '1e308', '3.14', 'NaN', 'Infinity', String(2 ** 53 + 1)])}${RS}` }),
  (rng) => ({ data: `${JSON.stringify(randomText(rng, rng.int(40)))}${RS}` }),
  (rng) => ({ data: `${JSON.stringify(Array.from({ length: rng.int(5) }, () => rng.int(10)))}${RS}` }),
  (rng) => ({ data: `${'['.repeat(rng.int(8000))}${RS}` }),
  (rng) => ({ data: `${'{"a":'.repeat(rng.int(2000))}1${'}'.repeat(rng.int(2000))}${RS}` }),
  (rng) => ({ data: `${randomText(rng, rng.int(200))}${RS}` }),
  (rng) => ({ data: randomText(rng, rng.int(200)) }),
  (rng) => ({ data: randomBytes(rng, rng.int(300)) }),
  (rng) => ({ data: randomBytes(rng, rng.int(300)), binary: true }),
  () => ({ data: `${'x'.repeat(1024 * 1024)}${RS}` }),
  (rng) => ({ data: 'y'.repeat(HUB_LIMITS.maxPendingBytes - 100 + rng.int(200)) }),
  () => ({ data: HANDSHAKE }),
  () => ({ data: HANDSHAKE }),
  () => ({ data: HANDSHAKE.slice(0, 10) }),
  () => ({ data: HANDSHAKE.slice(10) }),
  (rng) => ({ data: `{"protocol":${JSON.stringify(rng.pick(['messagepack', 'json ', '', 'JSON', null, 1, []]))},"version":1}${RS}` }),
  (rng) => ({ data: `{"protocol":"json","version":${rng.pick(['0', '2', '"1"', 'null', '1.5', '-1', '{}'])}}${RS}` }),
  () => ({ data: `{"type":6}${RS}` }),
  () => ({ data: `{"type":6}${RS}{"type":6}${RS}` }),
  (rng) => ({ data: `{"type":6}${RS}`.repeat(rng.int(1400)) }),
  () => ({ data: `{"type":7}${RS}` }),
  (rng) => ({ data: `{"type":${rng.pick(['null', '"1"', '1.5', '-7', '99', '1e300', '[]', '{}', 'true'])}}${RS}` }),
  (rng) => ({ data: `{"type":${rng.pick([1, 4])},"invocationId":${rng.pick(['"1"', '{}', '[]', '1', `"${'9'.repeat(500)}"`])},"target":${rng.pick(['"x"', 'null', '{}', '"__proto__"'])},"arguments":[]}${RS}` }),
  (rng) => ({ data: `{"type":${rng.pick([2, 3, 5])},"invocationId":"1","item":${JSON.stringify(randomText(rng, 20))}}${RS}` }),
  () => ({ data: `{"__proto__":{"type":6,"protocol":"json","version":1}}${RS}` }),
  () => ({ data: `{"constructor":{"prototype":{"polluted":true}},"type":1}${RS}` }),
  () => ({ data: `"\\ud800"${RS}` }),
  () => ({ data: `${RS}${RS}${RS}` }),
];

/** Sends `frames` on a fresh socket from `ip`, a few milliseconds apart, stopping when the server closes it. */
async function attack(baseUrl: string, token: string, ip: string, frames: Frame[]): Promise<void> {
  let client;
  try {
    client = await rawClient(baseUrl, { token, headers: { 'X-Forwarded-For': ip } });
  } catch {
    return; // the socket may be refused at the upgrade (an address at its bound): that is an answer too
  }
  for (const frame of frames) {
    if (client.socket.readyState !== WebSocket.OPEN) break;
    client.socket.send(frame.data, { binary: frame.binary ?? false });
    await new Promise((r) => setTimeout(r, 2));
  }
  client.socket.close();
}

describe('hub fuzzing', () => {
  let ctx: TestApp;
  let token: string;
  before(async () => {
    // Every connection needs a live session: the sockets share one, whose own bound is lifted here.
    ctx = await startTestApp({ config: { trustProxy: true }, hub: { limits: { perSession: 1000 } } });
    token = (await registerPlayer(ctx)).auth.token;
  });
  after(async () => ctx.close());

  it('hundreds of random and hostile messages from many sockets leave the server healthy', async () => {
    const seed = Number(process.env.HUB_FUZZ_SEED ?? 0x5eed1e55);
    const rng = prng(seed);
    const failure = (what: string) => `${what} (reproduce with HUB_FUZZ_SEED=${seed})`;

    // 60 sockets over 12 networks (5 each), sending 400+ messages in all.
    const sockets = Array.from({ length: 60 }, (_, i) => {
      const network = i % 12;
      const ip = network % 2 === 0 ? `198.18.0.${network}` : `2001:db8:${network}::${rng.int(0xffff).toString(16)}`;
      const frames = Array.from({ length: 4 + rng.int(10) }, () => rng.pick(generators)(rng));
      return { ip, frames };
    });
    assert.ok(sockets.reduce((n, s) => n + s.frames.length, 0) >= 400);
    await Promise.all(sockets.map(({ ip, frames }) => attack(ctx.baseUrl, token, ip, frames)));

    // The bookkeeping of closed sockets is released: the hub lists nobody and every network has its places back.
    await waitUntil(() => ctx.app.hub.clients().length === 0, () => failure(`${ctx.app.hub.clients().length} clients still listed`));
    for (let i = 0; i < 5; i += 1) {
      let admitted = false;
      for (let tries = 0; tries < 20 && !admitted; tries += 1) {
        const client = await rawClient(ctx.baseUrl, { token, headers: { 'X-Forwarded-For': '198.18.0.0' } });
        client.socket.send(HANDSHAKE);
        await client.waitFor(() => client.records.length > 0);
        admitted = client.records[0] === '{}';
        client.socket.close();
        await client.closing();
        if (!admitted) await new Promise((r) => setTimeout(r, 50));
      }
      assert.ok(admitted, failure('a network is still counted as full after its sockets closed'));
    }

    assert.equal((await ctx.get('/api/health')).status, 200, failure('health'));
    const player = await registerPlayer(ctx);
    const { connection, received } = await signalrClient(ctx.baseUrl, player.auth.token);
    try {
      const { id } = (await ctx.app.accounts.sessions.authenticate(player.auth.token))!;
      assert.equal(ctx.app.hub.sendToPlayer(id, { command: 'Notification', message: 'fuzz sonrası' }), 1, failure('send'));
      await waitUntil(() => received.length === 1, () => failure('no NotifyMessage after the fuzzing'));
    } finally {
      await connection.stop();
    }
  });
});

describe('the server process and a malformed hub message', () => {
  it('a `null` record before the handshake does not take the process down', async () => {
    const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      // PGlite in memory whatever the caller's DATABASE_URL: this test must not touch a shared database.
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      let url: string | undefined;
      await waitUntil(
        () => (url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]) !== undefined || child.exitCode !== null,
        () => `server did not start:\n${output}`,
        120_000,
      );
      assert.ok(url, `server exited:\n${output}`);

      // A connection needs a live session: a player registered on that process.
      const registered = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fullRegistration()) });
      assert.equal(registered.status, 200, await registered.clone().text());
      const { token } = ((await registered.json()) as { data: { token: string } }).data;
      const socket = new WebSocket(`${url.replace('http', 'ws')}${HUB.path}`, { headers: { Authorization: `Bearer ${token}` } });
      const received: string[] = [];
      socket.on('message', (data) => received.push(String(data)));
      const closed = new Promise<number>((resolve) => socket.on('close', resolve));
      await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
      socket.send(`null${RS}`);
      assert.equal(await closed, 1000);
      assert.match(received.join(''), /"error":"Handshake was invalid\."/);

      await new Promise((r) => setTimeout(r, 200));
      assert.equal(child.exitCode, null, `the process exited:\n${output}`);
      assert.equal((await fetch(`${url}/api/health`)).status, 200);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
