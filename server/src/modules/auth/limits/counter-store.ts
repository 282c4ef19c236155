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

export interface CounterStore {
  /** Adds one to `key` and returns the counter after the hit. */
  hit(key: string, windowMs: number, now: number): Promise<Counter>;
  /** The live counter, or null when there is none or its window has passed. */
  peek(key: string, now: number): Promise<Counter | null>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
