/**
 * Counters behind every rate limit and lockout (failed logins, SMS and e-mail sends).
 *
 * A counter lives in a fixed window that opens at its first hit and lasts `windowMs`; once the
 * window has passed the next hit starts a new one. Time is always passed in (`now`, ms), never
 * read from the backend, so the same code runs against an injected clock in tests and the
 * window arithmetic is identical on every backend.
 *
 * Backends: `MemoryCounterStore` (one process) and `RedisCounterStore` (shared by every
 * instance; chosen when REDIS_URL is set).
 */
export interface Counter {
  count: number;
  /** When the window ends (ms since epoch). */
  resetAt: number;
}

/** One counter of a reservation (see `CounterStore.reserve`). */
export interface SlotRule {
  /** The counter that takes the hit, e.g. failures so far plus attempts still being checked. */
  key: string;
  windowMs: number;
  /** Refuse when the live count has already reached this; null counts without ever refusing. */
  limit: number | null;
  /** Refuse while this counter is live (a lock is a counter whose window is the lock); null ignores it. */
  lockKey: string | null;
}

export type Reservation =
  | { allowed: true; /** After the hit, in the order of the rules. */ counters: Counter[] }
  | { allowed: false; /** End of the latest live lock, 0 when no lock refused. */ lockedUntil: number; /** First rule whose limit was reached, -1 when none. */ fullRule: number };

export interface CounterStore {
  /** Adds one to `key` and returns the counter after the hit. */
  hit(key: string, windowMs: number, now: number): Promise<Counter>;
  /**
   * Atomically: refuses (and changes nothing) when any rule's lock is live or any rule's counter
   * has reached its limit; otherwise hits every rule's counter. Concurrent reservations never
   * both take the last slot, on any backend.
   */
  reserve(rules: SlotRule[], now: number): Promise<Reservation>;
  /** Gives back one hit of a live counter (an attempt that turned out not to count). */
  release(key: string, now: number): Promise<void>;
  /** The live counter, or null when there is none or its window has passed. */
  peek(key: string, now: number): Promise<Counter | null>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
