import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { inTransaction } from '../../db/transaction.js';
import { transactionScope } from '../../db/transaction-guard.js';
import { bearer, registerPlayer } from './accounts.test-kit.js';
import { SESSION_POLICY, type RevocationEvent } from './session-store.js';
import { multiInstanceWarning } from './accounts.plugin.js';
import { deviceLabel } from './device.js';
import { hashToken } from './token.js';

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

  test('a session ends 30 days after its login however much it is used', async () => {
    const player = await registerPlayer(a);
    const day = 24 * 60 * 60_000;
    // Used every 5 days: never idle, and the cache entry of each use has long expired by the next.
    for (let used = 5; used < 30; used += 5) {
      a.app.accounts.clock.advance(5 * day);
      assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 200, `day ${used}`);
    }
    a.app.accounts.clock.advance(5 * day - 60_000);
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 200, 'one minute before the end');
    a.app.accounts.clock.advance(60_000);
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 401, 'at 30 days');
    assert.equal(SESSION_POLICY.absoluteLifetimeMs, 30 * day);
  });

  test('a cached session is never served past its lifetime', async () => {
    const player = await registerPlayer(a);
    a.app.accounts.clock.advance(SESSION_POLICY.absoluteLifetimeMs - 1000);
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 200, 'cached now');
    a.app.accounts.clock.advance(1000);
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 401);
  });

  test('revoking inside a transaction takes effect when it commits, even if a lookup cached the session meanwhile', async () => {
    const player = await registerPlayer(a);
    const { sessions } = a.app.accounts;
    const session = await sessions.authenticate(player.auth.token);
    assert.ok(session);
    const heard: RevocationEvent[] = [];
    const stop = sessions.onRevoked((event) => heard.push(event));
    try {
      await inTransaction(a.app.db, async (trx) => {
        await sessions.revokeAllForPlayer(session.id, trx);
        assert.deepEqual(heard, [], 'nothing is announced before the commit');
        // Another request served meanwhile (another connection; PGlite has only one, so it
        // cannot happen there) still reads the committed row and caches it.
        if (a.database.handle.kind === 'postgres') assert.ok(await transactionScope.exit(() => sessions.authenticate(player.auth.token)));
      });
      assert.deepEqual(heard, [{ tokenHashes: [hashToken(player.auth.token)] }]);
      assert.equal(await sessions.authenticate(player.auth.token), null, 'refused at once after the commit');
    } finally {
      stop();
    }
  });

  test('a revocation rolled back with its transaction leaves the session working', async () => {
    const player = await registerPlayer(a);
    const { sessions } = a.app.accounts;
    const session = (await sessions.authenticate(player.auth.token))!;
    await assert.rejects(
      inTransaction(a.app.db, async (trx) => {
        await sessions.revokeAllForPlayer(session.id, trx);
        throw new Error('the password change failed');
      }),
      /the password change failed/,
    );
    assert.ok(await sessions.authenticate(player.auth.token));
    assert.equal((await a.get('/api/user/balance', bearer(player.auth.token))).status, 200);
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

/**
 * The status `request` answers, polled until it is `expected` or `withinMs` has passed: another
 * instance learns of a revocation through Redis pub/sub, which delivers in milliseconds but not
 * before the revoking request has answered.
 */
async function statusWithin(request: () => Promise<{ status: number }>, expected: number, withinMs = 1000): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { status } = await request();
    if (status === expected || Date.now() >= deadline) return status;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('multi-instance revocation (Redis pub/sub)', { skip: process.env.REDIS_URL && process.env.DATABASE_URL ? false : 'needs DATABASE_URL and REDIS_URL' }, () => {
  test('a token cached on one instance is refused there within a second of a logout or password change on another', async () => {
    // Two instances of one site: one database, one Redis prefix.
    const b = await startTestApp({ database: a.database, config: { redisPrefix: a.config.redisPrefix } });
    try {
      const player = await registerPlayer(a);
      const second = await a.post('/api/auth/login', { username: player.username, password: player.password });
      assert.equal((await b.get('/api/user/balance', bearer(player.auth.token))).status, 200, 'cached on b');
      assert.equal((await b.get('/api/user/balance', bearer(second.body.data.token))).status, 200, 'cached on b');

      assert.equal((await a.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
      assert.equal(await statusWithin(() => b.get('/api/user/balance', bearer(player.auth.token)), 401), 401, 'logout on a, refused on b');
      assert.equal((await b.get('/api/user/balance', bearer(second.body.data.token))).status, 200, 'the other session lives');

      const third = await b.post('/api/auth/login', { username: player.username, password: player.password });
      assert.equal((await b.get('/api/user/balance', bearer(third.body.data.token))).status, 200, 'cached on b');
      const changed = await a.post('/api/customer/changepassword', { oldPassword: player.password, password: 'another55', confirmPassword: 'another55' }, bearer(second.body.data.token));
      assert.equal(changed.status, 200, changed.text);
      assert.equal(await statusWithin(() => b.get('/api/user/balance', bearer(second.body.data.token)), 401), 401, 'password change on a, refused on b');
      assert.equal(await statusWithin(() => b.get('/api/user/balance', bearer(third.body.data.token)), 401), 401, 'every session of the player');
    } finally {
      await b.close();
    }
  });
});

describe('multiInstanceWarning', () => {
  test('warns when PostgreSQL is used without Redis: other instances would not hear revocations nor share limits', () => {
    assert.match(multiInstanceWarning({ databaseUrl: 'postgres://db/arcadia', redisUrl: null }) ?? '', /REDIS_URL/);
    assert.equal(multiInstanceWarning({ databaseUrl: 'postgres://db/arcadia', redisUrl: 'redis://cache' }), null);
    assert.equal(multiInstanceWarning({ databaseUrl: null, redisUrl: null }), null, 'PGlite: one process by construction');
  });
});

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
