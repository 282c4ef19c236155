const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Every threshold of the login lockouts, the password-recovery limits and the counter store, in
 * one place. The rules that use them are explained where they are applied: `login-throttle.ts`
 * (login and change of password), `auth.service.ts` (recovery), `memory-counter-store.ts`.
 *
 * Lockouts key on the network (`networkOf`: an IPv4 address, an IPv6 /64), never on anything the
 * client chooses. A lock is `firstLockMs`, doubled for every further lock of the same key within
 * `strikeWindowMs`, never longer than `maxLockMs`.
 */
export const LOCKOUT_POLICY = {
  login: {
    /** One account from one network: what slows a password guesser, and locks only the guesser's network. */
    pair: { failures: 5, windowMs: 15 * MINUTE, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE, strikeWindowMs: DAY },
    /** One account from all networks together; never applies on a network the player has logged in from. */
    account: { failures: 20, windowMs: 15 * MINUTE, firstLockMs: 2 * MINUTE, maxLockMs: 30 * MINUTE, strikeWindowMs: DAY },
    /** One network over all usernames; short, and not for accounts that logged in from it and have not failed from it. */
    network: { failures: 30, windowMs: 15 * MINUTE, firstLockMs: MINUTE, maxLockMs: 10 * MINUTE, strikeWindowMs: DAY },
    /** How many of an account's newest sessions are searched for a login from the network. */
    knownNetworkSessions: 200,
  },
  recovery: {
    /** `changepasswordwithcode` requests, counted before the new password is hashed. */
    attemptsPerNetwork: { limit: 60, windowMs: 15 * MINUTE },
    attemptsPerUsername: { limit: 10, windowMs: 15 * MINUTE },
    /** Reset e-mails asked for from one network, over all usernames (made-up usernames cost a counter each). */
    sendsPerNetwork: { limit: 30, windowMs: 60 * MINUTE },
    /** Wrong reset codes from one network, over all usernames. */
    missesPerNetwork: { limit: 30, windowMs: 15 * MINUTE },
  },
  /** Live counters one process keeps when there is no Redis (about 200 bytes each). */
  memoryCounters: { maxKeys: 100_000 },
} as const;
export type LockoutPolicy = typeof LOCKOUT_POLICY;
