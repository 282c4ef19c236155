/**
 * Balances as the balance poll shows them, cached per player so that the poll of every online
 * player every 3 s rarely reaches the database. Display only: every movement reads and locks the
 * wallet row itself (wallet.service.ts), never this cache.
 *
 * Staleness rules:
 *  - a movement invalidates the player's entry when it is written and again when its transaction
 *    ends (`walletTransaction`); a read that overlapped either is not cached (generation check);
 *  - after a movement is written, the player's reads are not cached for `changeWindowMs` unless
 *    the end was signalled earlier: this covers callers using plain `inTransaction`;
 *  - other instances hear about movements over Redis (accounts plugin) and invalidate alike;
 *  - an entry lives at most `ttlMs` (2 to 4 minutes, spread), the bound for anything missed (e.g. a Redis outage).
 */
export const BALANCE_CACHE_POLICY = { ttlMs: 240_000, changeWindowMs: 10_000, maxEntries: 200_000, generationBuckets: 4096 } as const;

export class BalanceCache {
  private readonly entries = new Map<number, { balance: string; until: number }>();
  /** When each player's unfinished movement was written. */
  private readonly changing = new Map<number, number>();
  /** Bumped on every invalidation; bucketed by player id so memory stays fixed. */
  private readonly generations = new Uint32Array(BALANCE_CACHE_POLICY.generationBuckets);

  constructor(private readonly now: () => number) {}

  /** The cached balance, or the one `read` fetches (cached when no movement overlapped the read). */
  async get(playerId: number, read: () => Promise<string>): Promise<string> {
    const now = this.now();
    const hit = this.entries.get(playerId);
    if (hit && hit.until > now) return hit.balance;
    const bucket = playerId % BALANCE_CACHE_POLICY.generationBuckets;
    const generation = this.generations[bucket];
    const balance = await read();
    const changedAt = this.changing.get(playerId);
    const settled = changedAt === undefined || this.now() - changedAt > BALANCE_CACHE_POLICY.changeWindowMs;
    if (settled && this.generations[bucket] === generation) this.remember(playerId, balance, now);
    return balance;
  }

  /** A movement was written for the player (its transaction is still open). */
  changeStarted(playerId: number): void {
    this.changing.set(playerId, this.now());
    this.invalidate(playerId);
  }

  /** The movement's transaction ended (committed or rolled back). */
  changeEnded(playerId: number): void {
    this.changing.delete(playerId);
    this.invalidate(playerId);
  }

  invalidate(playerId: number): void {
    const bucket = playerId % BALANCE_CACHE_POLICY.generationBuckets;
    this.generations[bucket] = (this.generations[bucket] ?? 0) + 1;
    this.entries.delete(playerId);
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(playerId: number, balance: string, now: number): void {
    if (this.entries.size >= BALANCE_CACHE_POLICY.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // TTL spread over 50-100 % so entries cached together do not expire in one wave.
    this.entries.set(playerId, { balance, until: now + BALANCE_CACHE_POLICY.ttlMs * (0.5 + Math.random() / 2) });
  }
}
