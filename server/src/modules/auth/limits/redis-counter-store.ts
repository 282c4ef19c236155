import type { Redis } from 'ioredis';
import type { Counter, CounterStore } from './counter-store.js';

/**
 * Counters in Redis, shared by every server instance. Each counter is a hash {c: count, r: resetAt}
 * updated by one Lua script, so concurrent hits from several instances never lose a count.
 * The window logic uses the caller's `now` (see counter-store.ts); Redis's own expiry only
 * removes keys some time after their window, as garbage collection.
 */
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c = tonumber(v[1])
local r = tonumber(v[2])
if (not c) or (not r) or r <= now then
  c = 0
  r = now + window
end
c = c + 1
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], math.max(r - now, 1) + tonumber(ARGV[3]))
return {c, r}
`;

/** Keys stay this long after their window, so a clock slightly ahead of Redis never loses one early. */
const GC_GRACE_MS = 60_000;

type WithHit = Redis & { arcadiaCounterHit(key: string, now: number, windowMs: number, graceMs: number): Promise<[number, number]> };

export class RedisCounterStore implements CounterStore {
  private readonly client: WithHit;

  /**
   * @param redis a connected client, owned by the caller unless `ownsClient`
   * @param prefix prepended to every key (e.g. `arcadia:limits:`); tests use a unique one per run
   */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ownsClient = false,
  ) {
    // defineCommand sends the script once and then calls it by its SHA (EVALSHA).
    if (!('arcadiaCounterHit' in redis)) redis.defineCommand('arcadiaCounterHit', { numberOfKeys: 1, lua: HIT });
    this.client = redis as WithHit;
  }

  async hit(key: string, windowMs: number, now: number): Promise<Counter> {
    const [count, resetAt] = await this.client.arcadiaCounterHit(this.prefix + key, now, windowMs, GC_GRACE_MS);
    return { count: Number(count), resetAt: Number(resetAt) };
  }

  async peek(key: string, now: number): Promise<Counter | null> {
    const [c, r] = await this.redis.hmget(this.prefix + key, 'c', 'r');
    if (c === null || r === null) return null;
    const counter = { count: Number(c), resetAt: Number(r) };
    return counter.resetAt > now ? counter : null;
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.redis.quit();
  }
}
