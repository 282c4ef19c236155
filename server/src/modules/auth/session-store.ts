import type { Kysely, Transaction } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { onCommit } from '../../db/transaction.js';
import type { Clock } from './clock.js';
import { endGameSessions } from '../games-wallet/game-sessions.js';
import { deviceLabel } from './device.js';
import { hashToken, looksLikeToken, newToken } from './token.js';
import './auth.tables.js';

/** Who is calling: the player and the session (login) their token belongs to. */
export interface AuthenticatedPlayer {
  id: number;
  sessionId: number;
  tokenHash: string;
  /** When the session ends whatever its use (clock ms): login time plus the absolute lifetime. */
  expiresAt: number;
}

export interface SessionContext {
  ip: string;
  userAgent: string;
  fingerprint: string | null;
}

/** Tells other server instances which cached sessions to drop (Redis pub/sub when configured). */
export interface RevocationBus {
  publish(event: RevocationEvent): Promise<void>;
}
/** Sessions that no longer authenticate: these tokens, or every session of the player. */
export type RevocationEvent = { tokenHashes: string[] } | { playerId: number };
export type RevocationListener = (event: RevocationEvent) => void;

interface CacheEntry {
  player: AuthenticatedPlayer;
  cachedUntil: number;
  /** When last_seen_at was last written (see SESSION_POLICY.lastSeenEveryMs). */
  lastSeenWrittenAt: number;
}

export const SESSION_POLICY = {
  /**
   * How long a token lookup is served from memory (this to half of it, spread). Revocation drops
   * entries at once on this instance and, over Redis, on the others; the TTL bounds staleness
   * only for instances that share no Redis (run several instances with REDIS_URL).
   */
  cacheTtlMs: 120_000,
  maxCachedSessions: 100_000,
  /** last_seen_at is written at most this often per session (the history shows it, not a stopwatch). */
  lastSeenEveryMs: 5 * 60_000,
  /** A session unused this long no longer authenticates. */
  idleTimeoutMs: 30 * 24 * 60 * 60_000,
  /** A session this old (from its login) no longer authenticates, however much it is used. */
  absoluteLifetimeMs: 30 * 24 * 60 * 60_000,
} as const;

/**
 * Login sessions. Tokens are random (256 bits) and only their SHA-256 is stored. Every
 * authenticated request resolves its token here, so lookups are cached in memory for a short
 * time: the balance poll (every 3 s per player) then costs no query for authentication.
 * Revocation (logout, password change) marks the rows revoked in the database; once that has
 * committed, the cache entries here are dropped, the listeners (the hub closes the connections of
 * those sessions) are told, and the event is published so other instances do the same.
 */
export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly byPlayer = new Map<number, Set<string>>();
  /** Bumped by every revocation; a lookup that raced with one does not cache its result. */
  private revocations = 0;
  private bus: RevocationBus | null = null;
  private readonly listeners = new Set<RevocationListener>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  useBus(bus: RevocationBus): void {
    this.bus = bus;
  }

  /** Calls `listener` for every revocation, made here (after commit) or on another instance. Returns the unsubscribe. */
  onRevoked(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts a session (a login) for `playerId` inside `trx`; returns the bearer token to hand out once. */
  async create(trx: Executor, playerId: number, context: SessionContext): Promise<{ token: string; sessionId: number }> {
    const token = newToken();
    const now = this.clock.date();
    const row = await trx
      .insertInto('sessions')
      .values({
        player_id: playerId,
        token_hash: hashToken(token),
        created_at: now,
        last_seen_at: now,
        ip: context.ip.slice(0, 64),
        user_agent: context.userAgent.slice(0, 512),
        device: deviceLabel(context.userAgent),
        fingerprint: (context.fingerprint ?? '').slice(0, 128),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, sessionId: row.id };
  }

  /** The player behind a bearer token, or null when it is unknown, revoked, idle too long or past its lifetime. */
  async authenticate(token: string | null): Promise<AuthenticatedPlayer | null> {
    if (!token || !looksLikeToken(token)) return null;
    const tokenHash = hashToken(token);
    const now = this.clock.now();
    const hit = this.cache.get(tokenHash);
    // cachedUntil never passes expiresAt, so a hit is always within the session's lifetime.
    if (hit && hit.cachedUntil > now) {
      if (now - hit.lastSeenWrittenAt >= SESSION_POLICY.lastSeenEveryMs) {
        hit.lastSeenWrittenAt = now;
        this.touch(hit.player.sessionId, now);
      }
      return hit.player;
    }

    const revocationsBefore = this.revocations;
    const row = await this.db
      .selectFrom('sessions')
      .select(['id', 'player_id', 'created_at', 'last_seen_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) {
      this.forget(tokenHash);
      return null;
    }
    const lastSeen = new Date(row.last_seen_at).getTime();
    const expiresAt = new Date(row.created_at).getTime() + SESSION_POLICY.absoluteLifetimeMs;
    if (now - lastSeen > SESSION_POLICY.idleTimeoutMs || now >= expiresAt) {
      this.forget(tokenHash);
      return null;
    }

    const player: AuthenticatedPlayer = { id: row.player_id, sessionId: row.id, tokenHash, expiresAt };
    let lastSeenWrittenAt = lastSeen;
    if (now - lastSeen >= SESSION_POLICY.lastSeenEveryMs) {
      lastSeenWrittenAt = now;
      this.touch(row.id, now);
    }
    // The TTL is spread over 50-100 % so that sessions cached together (a burst of logins, a
    // restart) do not all expire together and hit the database in one wave.
    const ttl = SESSION_POLICY.cacheTtlMs * (0.5 + Math.random() / 2);
    if (this.revocations === revocationsBefore) this.remember(tokenHash, { player, cachedUntil: Math.min(now + ttl, expiresAt), lastSeenWrittenAt });
    return player;
  }

  /**
   * Ends one session (logout), and the game sessions (casino and sportsbook) opened with it. Inside a transaction
   * (of `inTransaction`) the session stops working everywhere once it commits; otherwise before
   * this returns.
   */
  async revokeToken(tokenHash: string, executor: Executor = this.db): Promise<void> {
    this.revocations += 1;
    await executor.updateTable('sessions').set({ revoked_at: this.clock.date() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
    // Not only when this call revoked it: a logout repeated after a failure here still ends them.
    await endGameSessions(executor, { siteTokenHash: tokenHash }, this.clock.date());
    await this.afterCommit(executor, { tokenHashes: [tokenHash] });
  }

  /**
   * Ends every session of a player (password change, an exclusion), or every one but
   * `exceptSessionId`, and every game session of the player (the kept session's too: an exclusion
   * closes play), on the same terms as `revokeToken`.
   * The cache is dropped only after the commit: a lookup between the update and the commit still
   * reads the old row and may cache it, so dropping earlier would let it live on.
   */
  async revokeAllForPlayer(playerId: number, executor: Executor = this.db, options: { exceptSessionId?: number } = {}): Promise<void> {
    this.revocations += 1;
    let update = executor.updateTable('sessions').set({ revoked_at: this.clock.date() }).where('player_id', '=', playerId).where('revoked_at', 'is', null);
    // A time-out keeps the session that asked for it: the player sees where they stand.
    if (options.exceptSessionId !== undefined) update = update.where('id', '!=', options.exceptSessionId);
    const rows = await update.returning('token_hash').execute();
    await endGameSessions(executor, { playerId }, this.clock.date());
    if (rows.length > 0) await this.afterCommit(executor, { tokenHashes: rows.map((r) => r.token_hash) });
  }

  /** Applies a revocation published by another instance. */
  applyRemote(event: RevocationEvent): void {
    this.applyLocally(event);
  }

  /** Drops every cached session (revocations from other instances may have been missed): the next lookups read the database. */
  forgetAll(): void {
    this.revocations += 1;
    this.cache.clear();
    this.byPlayer.clear();
  }

  get cachedCount(): number {
    return this.cache.size;
  }

  /** Runs the revocation once `executor`'s transaction has committed, or now when it is not a transaction. */
  private async afterCommit(executor: Executor, event: RevocationEvent): Promise<void> {
    if (executor.isTransaction) onCommit(executor as Transaction<Database>, () => this.revoked(event));
    else await this.revoked(event);
  }

  private async revoked(event: RevocationEvent): Promise<void> {
    this.applyLocally(event);
    if (!this.bus) return;
    try {
      await this.bus.publish(event);
    } catch (error) {
      this.onError(error);
    }
  }

  private applyLocally(event: RevocationEvent): void {
    // A lookup still in flight read the row before the revocation: it must not cache it.
    this.revocations += 1;
    if ('playerId' in event) this.forgetPlayer(event.playerId);
    else for (const hash of event.tokenHashes) this.forget(hash);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private touch(sessionId: number, now: number): void {
    // Fire and forget: the request does not wait for this bookkeeping write.
    this.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', sessionId)
      .execute()
      .catch(this.onError);
  }

  private remember(tokenHash: string, entry: CacheEntry): void {
    if (this.cache.size >= SESSION_POLICY.maxCachedSessions) {
      // Evict the oldest insertion (Map keeps insertion order): a bounded, cheap approximation of LRU.
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.cache.delete(tokenHash);
    this.cache.set(tokenHash, entry);
    let hashes = this.byPlayer.get(entry.player.id);
    if (!hashes) this.byPlayer.set(entry.player.id, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  private forget(tokenHash: string): void {
    const entry = this.cache.get(tokenHash);
    if (!entry) return;
    this.cache.delete(tokenHash);
    const hashes = this.byPlayer.get(entry.player.id);
    hashes?.delete(tokenHash);
    if (hashes && hashes.size === 0) this.byPlayer.delete(entry.player.id);
  }

  private forgetPlayer(playerId: number): void {
    for (const hash of this.byPlayer.get(playerId) ?? []) this.cache.delete(hash);
    this.byPlayer.delete(playerId);
  }
}
