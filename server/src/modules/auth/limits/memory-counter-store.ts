import type { Counter, CounterStore } from './counter-store.js';

/** Counters in this process's memory: right for a single instance and for tests. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter>();
  private hitsSinceSweep = 0;

  async hit(key: string, windowMs: number, now: number): Promise<Counter> {
    this.sweep(now);
    const live = this.live(key, now);
    const next: Counter = live ? { count: live.count + 1, resetAt: live.resetAt } : { count: 1, resetAt: now + windowMs };
    this.counters.set(key, next);
    return { ...next };
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
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}
