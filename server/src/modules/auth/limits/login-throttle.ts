import type { Counter, CounterStore, SlotRule } from './counter-store.js';
import { LOCKOUT_POLICY, type LockoutPolicy } from './policy.js';

/**
 * Failed-login lockouts (thresholds in `LOCKOUT_POLICY.login`). A "network" is `networkOf(ip)`:
 * an IPv4 address or an IPv6 /64. Three limits:
 *
 * 1. Account + network: 5 failures lock that account from that network for 1 minute, doubling
 *    for each further lock within a day (2, 4, 8), at most 15 minutes. This is what slows a
 *    password guesser, and it only ever locks the guesser's own network.
 * 2. Account, all networks together: 20 failures within 15 minutes lock the account for 2
 *    minutes, doubling per further lock within a day, at most 30 minutes. The lock never applies
 *    on a network the player has logged in from since their last password change (a fact the
 *    server recorded, never a header the client sends), and never to password recovery, whose
 *    success lifts it (`forgive`). An attacker spread over many networks is slowed; the owner
 *    is never locked out.
 * 3. Network, all usernames together: 30 failures within 15 minutes lock that network for 1
 *    minute, doubling per further lock within a day, at most 10 minutes, which slows one network
 *    sweeping many accounts. A shared address (a carrier NAT, an office) must not keep its
 *    other users out, so this lock applies only to usernames that do not exist, to accounts
 *    that never logged in from the network, and to accounts that failed from it in the current
 *    window: a player who has logged in from there before and has not failed since logs in.
 *
 * Atomicity: before the password is verified, `admit` takes a slot in each limit's counter
 * in one atomic step of the counter store (failures recorded plus attempts being checked), and
 * refuses when a lock is on or the slots are all taken. So however many attempts arrive at
 * once, at most the threshold of them is ever verified. A failure keeps its slot (`fail`, which
 * sets the lock when the threshold is reached); a success gives the slots back (`succeed`).
 *
 * Unknown usernames are throttled exactly like real ones, so lockouts reveal nothing.
 */
export interface LoginAttempt {
  /** Lower-cased username as typed (whether or not it exists). */
  account: string;
  /** `networkOf` the client address. */
  network: string;
}

export type LockState = { locked: false } | { locked: true; retryAfterMs: number };

type Scope = 'pair' | 'account' | 'network';
const SCOPES: Scope[] = ['pair', 'account', 'network'];

/** What `admit` handed out: the slots this attempt holds, settled by `fail`, `succeed` or `abandon`. */
export interface AttemptTicket {
  attempt: LoginAttempt;
  /** Counters after this attempt's hit, per scope. */
  counters: Record<Scope, Counter>;
  /** Scopes whose lock applies to this attempt (the pair's always does). */
  applies: Record<Scope, boolean>;
}

export type Admission = { admitted: false; retryAfterMs: number } | { admitted: true; ticket: AttemptTicket };

const keys = (a: LoginAttempt) => {
  const base: Record<Scope, string> = {
    pair: `login:pair:${a.account}:${a.network}`,
    account: `login:account:${a.account}`,
    network: `login:net:${a.network}`,
  };
  const of = (scope: Scope) => ({ failures: `${base[scope]}:failures`, lock: `${base[scope]}:lock`, strikes: `${base[scope]}:strikes` });
  return { pair: of('pair'), account: of('account'), network: of('network') };
};

export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly policy: LockoutPolicy['login'] = LOCKOUT_POLICY.login,
  ) {}

  /**
   * Takes this attempt's slots, or refuses it before the password is checked.
   * `hasLoggedInFromNetwork` is asked only when the account or network lock may matter (it costs
   * a query); pass `async () => false` for an unknown username. `clock` is read again for the
   * wait it answers: a lock set by a concurrent attempt started after this one did.
   */
  async admit(attempt: LoginAttempt, clock: () => number, hasLoggedInFromNetwork: () => Promise<boolean>): Promise<Admission> {
    const k = keys(attempt);
    const now = clock();
    let known: boolean | null = null;
    const isKnown = async () => (known ??= await hasLoggedInFromNetwork());
    const [accountLock, networkLock, pairFailures] = await Promise.all([
      this.store.peek(k.account.lock, now),
      this.store.peek(k.network.lock, now),
      this.store.peek(k.pair.failures, now),
    ]);
    if (accountLock || networkLock) await isKnown();

    const rulesFor = (isKnownNetwork: boolean) => {
      const applies: Record<Scope, boolean> = { pair: true, account: !isKnownNetwork, network: !isKnownNetwork || pairFailures !== null };
      const rules: SlotRule[] = SCOPES.map((scope) => ({
        key: k[scope].failures,
        windowMs: this.policy[scope].windowMs,
        limit: applies[scope] ? this.policy[scope].failures : null,
        lockKey: applies[scope] ? k[scope].lock : null,
      }));
      return { applies, rules };
    };

    let { applies, rules } = rulesFor(known ?? false);
    let reservation = await this.store.reserve(rules, now);
    // A lock that appeared after the peek: the player's own network may still be exempt from it.
    if (!reservation.allowed && known === null && (await isKnown())) {
      ({ applies, rules } = rulesFor(true));
      reservation = await this.store.reserve(rules, now);
    }
    if (!reservation.allowed) {
      // All slots taken by attempts still being checked: the lock they may set is at least the first one.
      const later = Math.max(clock(), now);
      const retryAfterMs = reservation.lockedUntil > later ? reservation.lockedUntil - later : this.policy[SCOPES[reservation.fullRule] ?? 'pair'].firstLockMs;
      return { admitted: false, retryAfterMs };
    }
    const [pair, account, network] = reservation.counters as [Counter, Counter, Counter];
    return { admitted: true, ticket: { attempt, counters: { pair, account, network }, applies } };
  }

  /**
   * The password was wrong: the slot stays as a recorded failure. Returns the lock this attempt
   * now faces when it reached a threshold, so the answer can say how long to wait.
   */
  async fail(ticket: AttemptTicket, now: number): Promise<LockState> {
    const k = keys(ticket.attempt);
    let retryAfterMs = 0;
    for (const scope of SCOPES) {
      if (ticket.counters[scope].count < this.policy[scope].failures) continue;
      const ms = await this.lock(scope, k[scope], now);
      if (ticket.applies[scope]) retryAfterMs = Math.max(retryAfterMs, ms);
    }
    return retryAfterMs > 0 ? { locked: true, retryAfterMs } : { locked: false };
  }

  /**
   * Failures this attempt's network may still make on the account before a lock that applies to
   * it: the nearest threshold of the limits that apply, counting this attempt. What the player is
   * told after a wrong password, so the lock never comes without warning. Unknown usernames count
   * exactly like real ones, so the number reveals nothing.
   */
  attemptsLeft(ticket: AttemptTicket): number {
    const left = SCOPES.filter((scope) => ticket.applies[scope]).map((scope) => this.policy[scope].failures - ticket.counters[scope].count);
    return Math.max(0, Math.min(...left));
  }

  /**
   * The password was right: this network's failures on the account are forgiven (not the
   * strikes: a later lock still grows), and the attempt's account and network slots are given back.
   */
  async succeed(ticket: AttemptTicket, now: number): Promise<void> {
    const k = keys(ticket.attempt);
    await this.store.clear(k.pair.failures);
    await this.store.release(k.account.failures, now);
    await this.store.release(k.network.failures, now);
  }

  /** The check could not be made (an error): none of the slots counts. */
  async abandon(ticket: AttemptTicket, now: number): Promise<void> {
    const k = keys(ticket.attempt);
    for (const scope of SCOPES) await this.store.release(k[scope].failures, now);
  }

  /**
   * The owner proved control of the account another way (a password reset by e-mailed code):
   * the account-wide lock and its history go, and so does everything this network had on the account.
   */
  async forgive(attempt: LoginAttempt): Promise<void> {
    const k = keys(attempt);
    for (const key of [k.account.failures, k.account.lock, k.account.strikes, k.pair.failures, k.pair.lock, k.pair.strikes]) await this.store.clear(key);
  }

  /**
   * Locks `scope` for its next length, unless it is locked already. A lock is a counter whose
   * window is the lock: the first hit sets its length, so of two concurrent failures only one
   * creates it (and adds a strike), the other just sees it.
   */
  private async lock(scope: Scope, k: { failures: string; lock: string; strikes: string }, now: number): Promise<number> {
    const p = this.policy[scope];
    const strikes = (await this.store.peek(k.strikes, now))?.count ?? 0;
    const lock = await this.store.hit(k.lock, Math.min(p.firstLockMs * 2 ** strikes, p.maxLockMs), now);
    if (lock.count === 1) {
      await this.store.hit(k.strikes, p.strikeWindowMs, now);
      await this.store.clear(k.failures);
    }
    return lock.resetAt - now;
  }
}
