import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BALANCE_CACHE_POLICY, BalanceCache } from './balance-cache.js';

const clock = () => {
  let now = 1_800_000_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('BalanceCache', () => {
  test('serves a read from memory until it is invalidated or its TTL passes', async () => {
    const c = clock();
    const cache = new BalanceCache<string>(c.now);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return '10.00';
    };
    assert.equal(await cache.get(1, read), '10.00');
    assert.equal(await cache.get(1, read), '10.00');
    assert.equal(reads, 1);
    cache.invalidate(1);
    await cache.get(1, read);
    assert.equal(reads, 2);
    c.advance(BALANCE_CACHE_POLICY.ttlMs);
    await cache.get(1, read);
    assert.equal(reads, 3);
  });

  test('a read that overlapped a movement is not cached', async () => {
    const cache = new BalanceCache<string>(clock().now);
    let release!: () => void;
    const slow = cache.get(7, () => new Promise<string>((resolve) => (release = () => resolve('0.00'))));
    cache.changeStarted(7);
    cache.changeEnded(7);
    release();
    assert.equal(await slow, '0.00');
    assert.equal(cache.size, 0, 'the possibly old value was not kept');
  });

  test('while a movement is open (no end signalled) reads are not cached, for at most the change window', async () => {
    const c = clock();
    const cache = new BalanceCache<string>(c.now);
    cache.changeStarted(3);
    await cache.get(3, async () => '5.00');
    assert.equal(cache.size, 0);
    c.advance(BALANCE_CACHE_POLICY.changeWindowMs + 1);
    await cache.get(3, async () => '5.00');
    assert.equal(cache.size, 1);
  });
});
