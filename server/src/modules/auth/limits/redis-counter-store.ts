import type { Redis } from 'ioredis';
import type { Counter, CounterStore, Reservation, SlotRule } from './counter-store.js';

/**
 * Counters in Redis, shared by every server instance. Each counter is a hash {c: count, r: resetAt}
 * updated by one Lua script, so concurrent hits from several instances never lose a count.
 * The window logic uses the caller's `now` (see counter-store.ts); Redis's own expiry only
 * removes keys some time after their window, as garbage collection.
 */
/** One hit of counter `key` (Lua): a new window opens when there is none or it has passed; returns count and window end. */
const HIT_FUNCTION = `
local function hit(key, now, window, grace)
  local v = redis.call('HMGET', key, 'c', 'r')
  local c = tonumber(v[1])
  local r = tonumber(v[2])
  if (not c) or (not r) or r <= now then
    c = 0
    r = now + window
  end
  c = c + 1
  redis.call('HSET', key, 'c', c, 'r', r)
  redis.call('PEXPIRE', key, math.max(r - now, 1) + grace)
  return c, r
end
`;

const HIT = `${HIT_FUNCTION}
local c, r = hit(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]))
return {c, r}
`;

/**
 * `reserve` (see counter-store.ts) in one script, so no other hit runs between the checks and the
 * hits. KEYS: per rule its counter then its lock (the counter again when the rule has none).
 * ARGV: now, grace, then per rule: window, limit (-1: none), whether the lock counts (1/0).
 * Answers {1, c1, r1, c2, r2, ...} or {0, lockedUntil, fullRule (0-based, -1: none)}.
 */
const RESERVE = `${HIT_FUNCTION}
local now = tonumber(ARGV[1])
local grace = tonumber(ARGV[2])
local n = #KEYS / 2
local lockedUntil = 0
local full = -1
for i = 1, n do
  local limit = tonumber(ARGV[3 * i + 1])
  if ARGV[3 * i + 2] == '1' then
    local r = tonumber(redis.call('HGET', KEYS[2 * i], 'r'))
    if r and r > now and r > lockedUntil then lockedUntil = r end
  end
  if full < 0 and limit >= 0 then
    local v = redis.call('HMGET', KEYS[2 * i - 1], 'c', 'r')
    local c = tonumber(v[1])
    local r = tonumber(v[2])
    if c and r and r > now and c >= limit then full = i - 1 end
  end
end
if lockedUntil > 0 or full >= 0 then return {0, lockedUntil, full} end
local out = {1}
for i = 1, n do
  local c, r = hit(KEYS[2 * i - 1], now, tonumber(ARGV[3 * i]), grace)
  out[#out + 1] = c
  out[#out + 1] = r
end
return out
`;

/** Takes back one hit of a live counter; a counter back at zero is deleted. */
const RELEASE = `
local now = tonumber(ARGV[1])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c = tonumber(v[1])
local r = tonumber(v[2])
if (not c) or (not r) or r <= now then return 0 end
if c <= 1 then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'c', c - 1)
end
return 1
`;

/** Keys stay this long after their window, so a clock slightly ahead of Redis never loses one early. */
const GC_GRACE_MS = 60_000;

type WithHit = Redis & {
  arcadiaCounterHit(key: string, now: number, windowMs: number, graceMs: number): Promise<[number, number]>;
  arcadiaCounterReserve(numberOfKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]>;
  arcadiaCounterRelease(key: string, now: number): Promise<number>;
};

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
    // The number of keys varies with the rules, so it is passed first on every call.
    if (!('arcadiaCounterReserve' in redis)) redis.defineCommand('arcadiaCounterReserve', { lua: RESERVE });
    if (!('arcadiaCounterRelease' in redis)) redis.defineCommand('arcadiaCounterRelease', { numberOfKeys: 1, lua: RELEASE });
    this.client = redis as WithHit;
  }

  async hit(key: string, windowMs: number, now: number): Promise<Counter> {
    const [count, resetAt] = await this.client.arcadiaCounterHit(this.prefix + key, now, windowMs, GC_GRACE_MS);
    return { count: Number(count), resetAt: Number(resetAt) };
  }

  async reserve(rules: SlotRule[], now: number): Promise<Reservation> {
    const keys = rules.flatMap((rule) => [this.prefix + rule.key, this.prefix + (rule.lockKey ?? rule.key)]);
    const args = rules.flatMap((rule) => [rule.windowMs, rule.limit ?? -1, rule.lockKey === null ? 0 : 1]);
    const answer = (await this.client.arcadiaCounterReserve(keys.length, ...keys, now, GC_GRACE_MS, ...args)).map(Number);
    if (answer[0] !== 1) return { allowed: false, lockedUntil: answer[1]!, fullRule: answer[2]! };
    return { allowed: true, counters: rules.map((_, i) => ({ count: answer[1 + 2 * i]!, resetAt: answer[2 + 2 * i]! })) };
  }

  async release(key: string, now: number): Promise<void> {
    await this.client.arcadiaCounterRelease(this.prefix + key, now);
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
