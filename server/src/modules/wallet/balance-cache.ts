import type { ShownBalances } from './wallet.service.js';

/**
 * Balances as the balance poll shows them, cached per player so that the poll of every online
 * player every 3 s rarely reaches the database. Display only: every posting reads and locks the
 * wallet row itself (wallet.service.ts), never this cache.
 *
 * Staleness rules:
 *  - a posting announces its player when it is written ('start') and again once its transaction
 *    has committed or rolled back ('end', from an `onSettle` hook): from start to end nothing read
 *    for that player is cached (it may predate the commit), and at the end the entry is dropped,
 *    so the next poll reads the committed balance;
 *  - a read that overlapped a start or an end is not cached either (generation check);
 *  - a start whose end never arrives (an instance died mid-transaction, a Redis message lost)
 *    stops blocking the cache after `changeWindowMs`;
 *  - other instances hear about postings over Redis (accounts plugin) and do the same;
 *  - an entry lives at most `ttlMs` (2 to 4 minutes, spread), the bound for anything missed (e.g. a Redis outage).
 */
export const BALANCE_CACHE_POLICY = { ttlMs: 240_000, changeWindowMs: 10_000, maxEntries: 200_000, generationBuckets: 4096 } as const;

export class BalanceCache<V = ShownBalances> {
  private readonly entries = new Map<number, { balance: V; until: number }>();
  /** When each player's unfinished posting was written. */
  private readonly changing = new Map<number, number>();
  /** Bumped on every invalidation; bucketed by player id so memory stays fixed. */
  private readonly generations = new Uint32Array(BALANCE_CACHE_POLICY.generationBuckets);

  constructor(private readonly now: () => number) {}

  /** The cached balances, or those `read` fetches (cached when no posting overlapped the read). */
  async get(playerId: number, read: () => Promise<V>): Promise<V> {
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

  /** A posting was written for the player (its transaction is still open). */
  changeStarted(playerId: number): void {
    this.changing.set(playerId, this.now());
    this.invalidate(playerId);
  }

  /** The posting's transaction ended (committed or rolled back). */
  changeEnded(playerId: number): void {
    this.changing.delete(playerId);
    this.invalidate(playerId);
  }

  /** Forgets every balance (changes announced by other instances may have been missed). */
  invalidateAll(): void {
    for (let i = 0; i < this.generations.length; i += 1) this.generations[i] = (this.generations[i] ?? 0) + 1;
    this.entries.clear();
  }

  invalidate(playerId: number): void {
    const bucket = playerId % BALANCE_CACHE_POLICY.generationBuckets;
    this.generations[bucket] = (this.generations[bucket] ?? 0) + 1;
    this.entries.delete(playerId);
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(playerId: number, balance: V, now: number): void {
    if (this.entries.size >= BALANCE_CACHE_POLICY.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // TTL spread over 50-100 % so entries cached together do not expire in one wave.
    this.entries.set(playerId, { balance, until: now + BALANCE_CACHE_POLICY.ttlMs * (0.5 + Math.random() / 2) });
  }
}
