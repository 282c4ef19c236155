import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import { RedisCounterStore } from './redis-counter-store.js';
import { consume, sendRules } from './rate-limits.js';

/** Redis of the machine (REDIS_URL, else the local default); its tests are skipped when none answers. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function connectRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

/** The same behaviour, proved for each backend. */
function behaves(name: string, makeStore: () => CounterStore | null, skip: () => string | false) {
  describe(`${name} counter store`, () => {
    const T0 = 1_800_000_000_000;

    test('counts hits within a window that starts at the first hit', { skip: skip() }, async () => {
      const store = makeStore()!;
      assert.deepEqual(await store.hit('a', 60_000, T0), { count: 1, resetAt: T0 + 60_000 });
      assert.deepEqual(await store.hit('a', 60_000, T0 + 59_000), { count: 2, resetAt: T0 + 60_000 });
      assert.deepEqual(await store.peek('a', T0 + 59_999), { count: 2, resetAt: T0 + 60_000 });
    });

    test('a new window opens once the old one has passed (injected time)', { skip: skip() }, async () => {
      const store = makeStore()!;
      await store.hit('b', 1000, T0);
      await store.hit('b', 1000, T0);
      assert.equal(await store.peek('b', T0 + 1000), null);
      assert.deepEqual(await store.hit('b', 1000, T0 + 1000), { count: 1, resetAt: T0 + 2000 });
    });

    test('clear forgets a counter; keys are independent', { skip: skip() }, async () => {
      const store = makeStore()!;
      await store.hit('c', 1000, T0);
      await store.hit('d', 1000, T0);
      await store.clear('c');
      assert.equal(await store.peek('c', T0), null);
      assert.equal((await store.peek('d', T0))!.count, 1);
    });

    test('concurrent hits are never lost', { skip: skip() }, async () => {
      const store = makeStore()!;
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('e', 60_000, T0)));
      assert.deepEqual(counts.map((c) => c.count).sort((x, y) => x - y), Array.from({ length: 50 }, (_, i) => i + 1));
    });

    test('send limits: one per minute, five per day, per account and destination', { skip: skip() }, async () => {
      const store = makeStore()!;
      const rules = sendRules('sms', { account: '7', destination: '905551112233' });
      assert.deepEqual(await consume(store, rules, T0), { allowed: true });
      const soon = await consume(store, rules, T0 + 10_000);
      assert.equal(soon.allowed, false);
      assert.equal(!soon.allowed && soon.reason, 'tooSoon');
      assert.equal(!soon.allowed && soon.retryAfterMs, 50_000);
      for (let i = 1; i < 5; i += 1) assert.equal((await consume(store, rules, T0 + i * 60_000)).allowed, true, `send ${i + 1}`);
      const sixth = await consume(store, rules, T0 + 5 * 60_000);
      assert.equal(!sixth.allowed && sixth.reason, 'dailyLimit');
      assert.equal((await consume(store, rules, T0 + 24 * 60 * 60_000 + 1)).allowed, true, 'a new day');
    });
  });
}

const redis = await connectRedis();
const prefix = `arcadia:test:${randomBytes(6).toString('hex')}:`;
let run = 0;
after(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
});

behaves('memory', () => new MemoryCounterStore(), () => false);
// Each test gets its own key space under this run's unique prefix.
behaves(
  'redis',
  () => (redis ? new RedisCounterStore(redis, `${prefix}${(run += 1)}:`) : null),
  () => (redis ? false : `no Redis answers at ${REDIS_URL}`),
);
