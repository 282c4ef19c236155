import type { CounterStore } from './counter-store.js';

const MINUTE = 60_000;

/**
 * Failed-login lockouts. Three independent limits, checked before the password is verified:
 *
 * 1. Per account and IP pair: 5 failures lock that pair for 1 minute; each further lockout
 *    within a day doubles it (2, 4, 8 minutes), capped at 15 minutes. This is what slows down
 *    a password guesser, and it only ever locks the guesser's own address.
 * 2. Per account, from any address: 20 failures within 15 minutes lock the account for
 *    2 minutes, a fixed short window that never grows, and the lock does not apply to an IP
 *    address or device fingerprint the player has logged in from before. An attacker spreading
 *    guesses over many addresses is slowed, but can never keep the real player out: the
 *    player's known devices bypass it, and from a new device the wait is at most 2 minutes.
 * 3. Per IP, over all accounts: 30 failures within 15 minutes lock the address for 15 minutes,
 *    stopping one address from sweeping many accounts (the pair limit would not notice).
 *
 * Unknown usernames are throttled exactly like real ones, so lockouts reveal nothing.
 */
export const LOGIN_POLICY = {
  pair: { failures: 5, windowMs: 15 * MINUTE, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE, strikeWindowMs: 24 * 60 * MINUTE },
  account: { failures: 20, windowMs: 15 * MINUTE, lockMs: 2 * MINUTE },
  ip: { failures: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const;
export type LoginPolicy = typeof LOGIN_POLICY;

export interface LoginAttempt {
  /** Lower-cased username as typed (whether or not it exists). */
  account: string;
  ip: string;
}

export type LockState = { locked: false } | { locked: true; retryAfterMs: number };

const keys = (a: LoginAttempt) => ({
  pairFailures: `login:pair:${a.account}:${a.ip}:failures`,
  pairStrikes: `login:pair:${a.account}:${a.ip}:strikes`,
  pairLock: `login:pair:${a.account}:${a.ip}:lock`,
  accountFailures: `login:account:${a.account}:failures`,
  accountLock: `login:account:${a.account}:lock`,
  ipFailures: `login:ip:${a.ip}:failures`,
  ipLock: `login:ip:${a.ip}:lock`,
});

export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly policy: LoginPolicy = LOGIN_POLICY,
  ) {}

  /**
   * Whether this attempt must be refused before checking the password.
   * `isKnownDevice` is asked only when the account-wide lock is on (it costs a query).
   */
  async check(attempt: LoginAttempt, now: number, isKnownDevice: () => Promise<boolean>): Promise<LockState> {
    const k = keys(attempt);
    const [ipLock, pairLock, accountLock] = await Promise.all([
      this.store.peek(k.ipLock, now),
      this.store.peek(k.pairLock, now),
      this.store.peek(k.accountLock, now),
    ]);
    const lockedUntil = Math.max(ipLock?.resetAt ?? 0, pairLock?.resetAt ?? 0);
    if (lockedUntil > now) return { locked: true, retryAfterMs: lockedUntil - now };
    if (accountLock && !(await isKnownDevice())) return { locked: true, retryAfterMs: accountLock.resetAt - now };
    return { locked: false };
  }

  /** Records a failed attempt; returns the lock it caused, if any. */
  async recordFailure(attempt: LoginAttempt, now: number): Promise<LockState> {
    const k = keys(attempt);
    const p = this.policy;
    let lockMs = 0;

    const pair = await this.store.hit(k.pairFailures, p.pair.windowMs, now);
    if (pair.count >= p.pair.failures) {
      const strikes = await this.store.hit(k.pairStrikes, p.pair.strikeWindowMs, now);
      const ms = Math.min(p.pair.firstLockMs * 2 ** (strikes.count - 1), p.pair.maxLockMs);
      await this.store.clear(k.pairFailures);
      await this.lock(k.pairLock, ms, now);
      lockMs = Math.max(lockMs, ms);
    }

    const account = await this.store.hit(k.accountFailures, p.account.windowMs, now);
    if (account.count >= p.account.failures) {
      await this.store.clear(k.accountFailures);
      await this.lock(k.accountLock, p.account.lockMs, now);
    }

    const ip = await this.store.hit(k.ipFailures, p.ip.windowMs, now);
    if (ip.count >= p.ip.failures) {
      await this.store.clear(k.ipFailures);
      await this.lock(k.ipLock, p.ip.lockMs, now);
      lockMs = Math.max(lockMs, p.ip.lockMs);
    }
    return lockMs > 0 ? { locked: true, retryAfterMs: lockMs } : { locked: false };
  }

  /** A successful login forgives this pair's failures (not the strikes: a later lock still grows). */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.store.clear(keys(attempt).pairFailures);
  }

  /** A lock is a counter whose window is the lock's length: live while the window runs. */
  private async lock(key: string, ms: number, now: number): Promise<void> {
    await this.store.clear(key);
    await this.store.hit(key, ms, now);
  }
}
