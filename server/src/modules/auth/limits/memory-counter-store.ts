import type { Counter, CounterStore, Reservation, SlotRule } from './counter-store.js';
import { LOCKOUT_POLICY } from './policy.js';

export interface MemoryCounterStoreOptions {
  /** Most live counters kept; beyond it the soonest-expiring ones are dropped. @default LOCKOUT_POLICY.memoryCounters.maxKeys */
  maxKeys?: number;
}

/**
 * Counters in this process's memory: right for a single instance and for tests.
 *
 * Memory is bounded: expired counters are swept now and then, and the number of counters never
 * exceeds `maxKeys`. Requests with made-up usernames each create counters, so without the cap
 * a flood would grow the map until the process dies. At the cap the counters closest to their
 * end are dropped first (a tenth of the cap at once, so the sort is paid rarely): they are the
 * ones whose loss forgets the least.
 *
 * Every method runs without awaiting anything in between, so each is atomic in this process.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter>();
  private readonly maxKeys: number;
  private hitsSinceSweep = 0;

  constructor(options: MemoryCounterStoreOptions = {}) {
    this.maxKeys = Math.max(1, options.maxKeys ?? LOCKOUT_POLICY.memoryCounters.maxKeys);
  }

  /** How many counters are held (live or not yet swept). */
  get size(): number {
    return this.counters.size;
  }

  async hit(key: string, windowMs: number, now: number): Promise<Counter> {
    return { ...this.hitNow(key, windowMs, now) };
  }

  async reserve(rules: SlotRule[], now: number): Promise<Reservation> {
    let lockedUntil = 0;
    let fullRule = -1;
    rules.forEach((rule, i) => {
      const lock = rule.lockKey === null ? null : this.live(rule.lockKey, now);
      if (lock) lockedUntil = Math.max(lockedUntil, lock.resetAt);
      if (fullRule < 0 && rule.limit !== null && (this.live(rule.key, now)?.count ?? 0) >= rule.limit) fullRule = i;
    });
    if (lockedUntil > 0 || fullRule >= 0) return { allowed: false, lockedUntil, fullRule };
    return { allowed: true, counters: rules.map((rule) => ({ ...this.hitNow(rule.key, rule.windowMs, now) })) };
  }

  async release(key: string, now: number): Promise<void> {
    const live = this.live(key, now);
    if (!live) return;
    if (live.count <= 1) this.counters.delete(key);
    else live.count -= 1;
  }

  async peek(key: string, now: number): Promise<Counter | null> {
    const live = this.live(key, now);
    return live ? { ...live } : null;
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private hitNow(key: string, windowMs: number, now: number): Counter {
    this.sweep(now);
    const live = this.live(key, now);
    if (live) {
      live.count += 1;
      return live;
    }
    if (this.counters.size >= this.maxKeys) this.makeRoom(now);
    const counter: Counter = { count: 1, resetAt: now + windowMs };
    this.counters.set(key, counter);
    return counter;
  }

  private live(key: string, now: number): Counter | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (counter.resetAt <= now) {
      this.counters.delete(key);
      return null;
    }
    return counter;
  }

  /** Drops expired counters now and then, so memory stays bounded by the live ones. */
  private sweep(now: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    this.dropExpired(now);
  }

  private dropExpired(now: number): void {
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }

  /** Called at the cap: drops the expired counters, then the soonest-ending ones down to 90 % of the cap. */
  private makeRoom(now: number): void {
    this.dropExpired(now);
    const target = Math.floor(this.maxKeys * 0.9);
    if (this.counters.size < this.maxKeys) return;
    const bySoonestEnd = [...this.counters].sort((a, b) => a[1].resetAt - b[1].resetAt);
    for (const [key] of bySoonestEnd.slice(0, this.counters.size - target)) this.counters.delete(key);
  }
}
