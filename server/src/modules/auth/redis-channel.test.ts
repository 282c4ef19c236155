import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { RedisChannel } from './redis-channel.js';
import { SessionStore } from './session-store.js';
import { Clock } from './clock.js';
import { BalanceCache } from '../wallet/balance-cache.js';

/** Redis of the machine (REDIS_URL, else the local default); the channel tests are skipped when none answers. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let redis: Redis | null = null;
before(async () => {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    redis = client;
  } catch {
    client.disconnect();
  }
});
after(async () => {
  await redis?.quit();
});

async function until(predicate: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('RedisChannel', () => {
  test('carries messages between instances, and reports a gap once its subscription is back after a lost connection', async (t) => {
    if (!redis) return t.skip('no Redis answers');
    const name = `arcadia:test:${randomBytes(6).toString('hex')}:channel`;
    const received: string[] = [];
    let gaps = 0;
    const a = await RedisChannel.start<string>(redis, name, (m) => received.push(`a:${m}`), () => {}, () => (gaps += 1));
    const b = await RedisChannel.start<string>(redis, name, (m) => received.push(`b:${m}`), () => {});
    try {
      await b.publish('revoked');
      await until(() => received.includes('a:revoked'), 'a hears b');
      assert.deepEqual(received, ['a:revoked'], 'an instance does not hear itself');
      assert.equal(gaps, 0);

      a.simulateDisconnect();
      await until(() => gaps === 1, 'the gap is reported after the subscription is back');
      await b.publish('after the gap');
      await until(() => received.includes('a:after the gap'), 'subscribed again');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('what a gap drops', () => {
  test('SessionStore.forgetAll empties the session cache', () => {
    const store = new SessionStore(null as never, new Clock());
    (store as unknown as { cache: Map<string, unknown> }).cache.set('hash', { player: { id: 1, sessionId: 1, tokenHash: 'hash' }, cachedUntil: Date.now() + 60_000, lastSeenWrittenAt: 0 });
    assert.equal(store.cachedCount, 1);
    store.forgetAll();
    assert.equal(store.cachedCount, 0);
  });

  test('BalanceCache.invalidateAll forgets every balance, and a read that overlapped it is not kept', async () => {
    const cache = new BalanceCache<string>(() => Date.now());
    await cache.get(1, async () => '5.00');
    assert.equal(cache.size, 1);
    let release!: () => void;
    const slow = cache.get(2, () => new Promise<string>((resolve) => (release = () => resolve('7.00'))));
    cache.invalidateAll();
    release();
    await slow;
    assert.equal(cache.size, 0);
  });
});
