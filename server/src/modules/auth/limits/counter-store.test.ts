import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import { LOCKOUT_POLICY } from './policy.js';
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

    test('reserve: 30 concurrent reservations against a limit of 5 take exactly 5 slots', { skip: skip() }, async () => {
      const store = makeStore()!;
      const rules = [
        { key: 'slots', windowMs: 60_000, limit: 5, lockKey: 'lock' },
        { key: 'all', windowMs: 60_000, limit: null, lockKey: null },
      ];
      const answers = await Promise.all(Array.from({ length: 30 }, () => store.reserve(rules, T0)));
      const taken = answers.filter((a) => a.allowed);
      assert.equal(taken.length, 5);
      assert.deepEqual(taken.map((a) => a.allowed && a.counters[0]!.count).sort(), [1, 2, 3, 4, 5]);
      for (const a of answers) if (!a.allowed) assert.deepEqual(a, { allowed: false, lockedUntil: 0, fullRule: 0 });
      assert.equal((await store.peek('all', T0))!.count, 5, 'a refused reservation hits nothing');
      await store.release('slots', T0);
      assert.equal((await store.reserve(rules, T0)).allowed, true, 'a released slot can be taken again');
      assert.equal((await store.reserve(rules, T0 + 60_000)).allowed, true, 'a new window has every slot');
    });

    test('reserve: a live lock of any rule refuses and reports the latest end', { skip: skip() }, async () => {
      const store = makeStore()!;
      await store.hit('lock-a', 30_000, T0);
      await store.hit('lock-b', 90_000, T0);
      const rules = [
        { key: 'x', windowMs: 60_000, limit: 5, lockKey: 'lock-a' },
        { key: 'y', windowMs: 60_000, limit: null, lockKey: 'lock-b' },
      ];
      assert.deepEqual(await store.reserve(rules, T0), { allowed: false, lockedUntil: T0 + 90_000, fullRule: -1 });
      assert.equal(await store.peek('x', T0), null);
      const unlocked = await store.reserve([{ ...rules[0]!, lockKey: null }, { ...rules[1]!, lockKey: null }], T0);
      assert.deepEqual(unlocked, { allowed: true, counters: [{ count: 1, resetAt: T0 + 60_000 }, { count: 1, resetAt: T0 + 60_000 }] });
      assert.equal((await store.reserve(rules, T0 + 90_000)).allowed, true, 'locks end with their window');
    });

    test('release never goes below zero and ignores an expired counter', { skip: skip() }, async () => {
      const store = makeStore()!;
      await store.hit('r', 1000, T0);
      await store.release('r', T0);
      await store.release('r', T0);
      assert.equal(await store.peek('r', T0), null);
      await store.hit('r', 1000, T0);
      await store.release('r', T0 + 1000);
      assert.deepEqual(await store.hit('r', 1000, T0 + 1000), { count: 1, resetAt: T0 + 2000 });
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

describe('memory counter store size', () => {
  const T0 = 1_800_000_000_000;

  test('never holds more than its cap, however many keys arrive', async () => {
    const store = new MemoryCounterStore({ maxKeys: 1000 });
    let largest = 0;
    for (let i = 0; i < 100_000; i += 1) {
      await store.hit(`send:email:account:${randomBytes(8).toString('hex')}:day`, 24 * 60 * 60_000, T0 + i);
      largest = Math.max(largest, store.size);
    }
    assert.ok(largest <= 1000, `held ${largest} counters`);
  });

  test('the default cap holds against more made-up usernames than it allows', async () => {
    const store = new MemoryCounterStore();
    const cap = LOCKOUT_POLICY.memoryCounters.maxKeys;
    const rules = (name: string) => [{ key: `reset:misses:${name}`, windowMs: 10 * 60_000, limit: 5, lockKey: null }];
    let largest = 0;
    for (let i = 0; i < cap + 20_000; i += 1) {
      await store.reserve(rules(randomBytes(8).toString('hex')), T0 + i);
      largest = Math.max(largest, store.size);
    }
    assert.ok(largest <= cap, `held ${largest} counters`);
  });

  test('at the cap the soonest-ending counters go first; a live long counter survives', async () => {
    const store = new MemoryCounterStore({ maxKeys: 10 });
    await store.hit('lock', 60 * 60_000, T0);
    for (let i = 0; i < 50; i += 1) await store.hit(`short${i}`, 60_000 + i, T0);
    assert.ok(store.size <= 10);
    assert.equal((await store.peek('lock', T0))!.count, 1);
    assert.notEqual(await store.peek('short49', T0), null, 'the newest counter is kept');
  });

  test('expired counters are dropped before anything live', async () => {
    const store = new MemoryCounterStore({ maxKeys: 10 });
    for (let i = 0; i < 9; i += 1) await store.hit(`old${i}`, 1000, T0);
    await store.hit('live', 60_000, T0);
    await store.hit('new', 60_000, T0 + 5000);
    assert.equal(store.size, 2);
    assert.notEqual(await store.peek('live', T0 + 5000), null);
  });
});
// Each test gets its own key space under this run's unique prefix.
behaves(
  'redis',
  () => (redis ? new RedisCounterStore(redis, `${prefix}${(run += 1)}:`) : null),
  () => (redis ? false : `no Redis answers at ${REDIS_URL}`),
);
