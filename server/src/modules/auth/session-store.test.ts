import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer } from './accounts.test-kit.js';
import { SESSION_POLICY } from './session-store.js';
import { deviceLabel } from './device.js';
import { hashToken } from './token.js';
import { RedisChannel } from './redis-channel.js';
import type { RevocationEvent } from './session-store.js';

let a: TestApp;
before(async () => {
  a = await startTestApp();
});
after(async () => {
  await a?.close();
});

describe('SessionStore', () => {
  test('tokens are stored only as SHA-256 hashes', async () => {
    const player = await registerPlayer(a);
    const rows = await a.app.db.selectFrom('sessions').select('token_hash').execute();
    assert.ok(rows.some((r) => r.token_hash === hashToken(player.auth.token)));
    assert.ok(rows.every((r) => r.token_hash !== player.auth.token));
  });

  test('a cached token is revoked at once on logout', async () => {
    const player = await registerPlayer(a);
    await a.get('/api/user/balance', bearer(player.auth.token));
    const before = a.app.accounts.sessions.cachedCount;
    await a.get('/api/auth/logout', bearer(player.auth.token));
    assert.equal(a.app.accounts.sessions.cachedCount, before - 1);
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 401);
  });

  test('a session unused for 30 days stops working', async () => {
    const player = await registerPlayer(a);
    a.app.accounts.clock.advance(SESSION_POLICY.idleTimeoutMs + 60_000);
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 401);
  });

  test('last_seen_at is refreshed by use (at most every 5 minutes)', async () => {
    const player = await registerPlayer(a);
    const seen = async () =>
      new Date((await a.app.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hashToken(player.auth.token)).executeTakeFirstOrThrow()).last_seen_at).getTime();
    const first = await seen();
    await a.get('/api/user/balance', bearer(player.auth.token));
    a.app.accounts.clock.advance(60_000);
    await a.get('/api/user/balance', bearer(player.auth.token));
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(await seen(), first, 'not written again within 5 minutes');
    a.app.accounts.clock.advance(SESSION_POLICY.lastSeenEveryMs);
    await a.get('/api/user/balance', bearer(player.auth.token));
    await new Promise((r) => setTimeout(r, 100));
    assert.ok((await seen()) >= first + SESSION_POLICY.lastSeenEveryMs);
  });
});

describe('multi-instance revocation (Redis pub/sub)', { skip: process.env.REDIS_URL ? false : 'REDIS_URL not set' }, () => {
  test('a logout on one instance is honoured at once by another that had the token cached', async () => {
    const b = await startTestApp({ database: a.database });
    // Test apps get distinct key prefixes; in production both instances use the same one, so
    // subscribe b to a's channel as a second production instance would be.
    const bus = await RedisChannel.start<RevocationEvent>(
      b.app.accounts.redis!,
      `${a.app.accounts.redisPrefix}sessions:revoked`,
      (event) => b.app.accounts.sessions.applyRemote(event),
      () => {},
    );
    try {
      const player = await registerPlayer(a);
      const second = await a.post('/api/auth/login', { username: player.username, password: player.password });
      assert.equal((await b.get('/api/user/balance', bearer(player.auth.token))).status, 200, 'cached on b');
      assert.equal((await b.get('/api/user/balance', bearer(second.body.data.token))).status, 200, 'cached on b');
      const cachedOnB = b.app.accounts.sessions.cachedCount;

      await a.get('/api/auth/logout', bearer(player.auth.token));
      await waitFor(() => b.app.accounts.sessions.cachedCount === cachedOnB - 1);
      assert.equal((await b.get('/api/user/balance', bearer(player.auth.token))).status, 401);

      // A password change on a ends the player's other sessions on b too.
      await a.post('/api/customer/changepassword', { oldPassword: player.password, password: 'another55', confirmPassword: 'another55' }, bearer(second.body.data.token));
      await waitFor(() => b.app.accounts.sessions.cachedCount === cachedOnB - 2);
      assert.equal((await b.get('/api/user/balance', bearer(second.body.data.token))).status, 401);
    } finally {
      await bus.close();
      await b.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) assert.fail('the revocation did not arrive');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('deviceLabel', () => {
  test('names common browsers and systems', () => {
    assert.equal(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'), 'Chrome on Windows');
    assert.equal(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'), 'Safari on iPhone');
    assert.equal(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36'), 'Samsung Internet on Android');
    assert.equal(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0'), 'Firefox on macOS');
    assert.equal(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0'), 'Edge on Windows');
    assert.equal(deviceLabel('curl/8.5.0'), 'curl');
    assert.equal(deviceLabel(''), 'Unknown device');
  });
});
