/**
 * The time the account rules see: code expiry, lockouts, send limits, session times.
 * It is the system time plus an offset that only tests move (`advance`), so a test can
 * prove "the lockout ends after 1 minute" without waiting a minute.
 */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  /** Moves this clock forward (tests only). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
