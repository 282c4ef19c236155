import type { Counter, CounterStore } from '../auth/limits/counter-store.js';

const MINUTE = 60_000;

/**
 * Limits of the operator API, per network (an IPv4 address, an IPv6 /64):
 * - refused tokens: 10 per 15 minutes; after that every admin request from that network, the
 *   right token included, answers 429 until the window ends. A wrong token takes its slot
 *   atomically, so even a burst of parallel guesses gets exactly 10 answers of 401. The token's
 *   length (at least 32 characters) is what makes guessing hopeless; this limit keeps guessers out
 *   of the audit trail and the logs, and slows anyone trying a list of leaked tokens.
 * - requests with the right token: 120 per minute per token and network, generous for the CLI
 *   and an operator's scripts, but a stolen token cannot copy the player list at full speed.
 */
export const ADMIN_LIMITS = {
  refusedTokens: { limit: 10, windowMs: 15 * MINUTE },
  requests: { limit: 120, windowMs: MINUTE },
} as const;

export type Admission = { allowed: true } | { allowed: false; retryAfterMs: number; /** The first refusal of this lock, the one the audit records. */ first: boolean };

export interface LimitHit {
  /** Over the limit: answer 429. */
  throttled: boolean;
  /** The hit that went over the limit, the one the audit records (later ones only slow the caller). */
  firstOver: boolean;
  retryAfterMs: number;
}

const refusedKey = (network: string) => `admin:refused:${network}`;

function judge(counter: Counter, limit: number, now: number): LimitHit {
  return { throttled: counter.count > limit, firstOver: counter.count === limit + 1, retryAfterMs: Math.max(counter.resetAt - now, 0) };
}

/** The counters of the operator API's limits, in the accounts' counter store (Redis when configured, so every instance shares them). */
export class AdminThrottle {
  constructor(private readonly counters: CounterStore) {}

  /** Whether `network` may still use the admin API: not when its refused tokens are used up. */
  async open(network: string, now: number): Promise<Admission> {
    const refused = await this.counters.peek(refusedKey(network), now);
    if (!refused || refused.count < ADMIN_LIMITS.refusedTokens.limit) return { allowed: true };
    return this.locked(network, refused.resetAt, now);
  }

  /** Records a wrong token from `network`: allowed (answer 401) while slots are left, else refused (429). */
  async refuseToken(network: string, now: number): Promise<Admission> {
    const { limit, windowMs } = ADMIN_LIMITS.refusedTokens;
    const slot = await this.counters.reserve([{ key: refusedKey(network), windowMs, limit, lockKey: null }], now);
    if (slot.allowed) return { allowed: true };
    return this.locked(network, (await this.counters.peek(refusedKey(network), now))?.resetAt ?? now, now);
  }

  private async locked(network: string, until: number, now: number): Promise<Admission> {
    const retryAfterMs = Math.max(until - now, 0);
    // Counts the refusals of this lock in a counter that ends with it: its first hit is the first refusal.
    const refusals = await this.counters.hit(`admin:locked:${network}`, Math.max(retryAfterMs, 1), now);
    return { allowed: false, retryAfterMs, first: refusals.count === 1 };
  }

  /** Counts a request made with the right token. */
  async used(tokenId: string, network: string, now: number): Promise<LimitHit> {
    const { limit, windowMs } = ADMIN_LIMITS.requests;
    return judge(await this.counters.hit(`admin:requests:${tokenId}:${network}`, windowMs, now), limit, now);
  }
}
