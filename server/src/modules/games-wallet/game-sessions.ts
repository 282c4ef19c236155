import { createHash, randomBytes } from 'node:crypto';
import { SPORTSBOOK_PROVIDERS } from '../../config.js';
import type { Executor } from '../../db/connect.js';
import './games-wallet.tables.js';

/** The launch token must be exchanged within this time. */
export const LAUNCH_TOKEN_TTL_MS = 10 * 60 * 1000;
/** A game session plays for this long after its launch; win and rollback are still accepted after. */
export const GAME_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

export interface NewGameSession {
  id: number;
  /** Handed to the studio in the game's URL; exchanged once for the session token. */
  launchToken: string;
  launchExpiresAt: Date;
}

/**
 * Opens a game session for a launch (the casino's launch endpoints call it). The player's earlier
 * sessions of the same game at the same provider end: one game runs in one place at a time.
 * `siteSessionId` is the login that launched it: the game session ends with that login, and its
 * reality checks are that login's (a session opened without one times them from its own launch).
 */
export async function createGameSession(
  db: Executor,
  launch: { playerId: number; provider: string; gameCode: string; siteSessionId?: number | null },
  now = new Date(),
): Promise<NewGameSession> {
  const launchToken = newToken();
  const launchExpiresAt = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS);
  await db
    .updateTable('game_sessions')
    .set({ ended_at: now })
    .where('player_id', '=', launch.playerId)
    .where('provider', '=', launch.provider)
    .where('game_code', '=', launch.gameCode)
    .where('ended_at', 'is', null)
    .execute();
  const row = await db
    .insertInto('game_sessions')
    .values({
      player_id: launch.playerId,
      provider: launch.provider,
      game_code: launch.gameCode,
      launch_token_hash: hashToken(launchToken),
      launch_expires_at: launchExpiresAt,
      expires_at: new Date(now.getTime() + GAME_SESSION_TTL_MS),
      site_session_id: launch.siteSessionId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, launchToken, launchExpiresAt };
}

/**
 * Exchanges a launch token (once, before it expires) for the session token; null when the token
 * is unknown, used, expired or of another provider.
 */
export async function exchangeLaunchToken(
  db: Executor,
  provider: string,
  launchToken: string,
  now = new Date(),
): Promise<{ sessionToken: string; playerId: number; gameCode: string } | null> {
  const sessionToken = newToken();
  const row = await db
    .updateTable('game_sessions')
    .set({ session_token_hash: hashToken(sessionToken), launched_at: now, expires_at: new Date(now.getTime() + GAME_SESSION_TTL_MS) })
    .where('launch_token_hash', '=', hashToken(launchToken))
    .where('provider', '=', provider)
    .where('launched_at', 'is', null)
    .where('ended_at', 'is', null)
    .where('launch_expires_at', '>', now)
    // A sportsbook token (a sportsbook's session tied to a login) is exchanged by its own rules (sportsbook-sessions.ts).
    .where((eb) => eb.or([eb('site_session_id', 'is', null), eb('provider', 'not in', [...SPORTSBOOK_PROVIDERS])]))
    .returning(['player_id', 'game_code'])
    .executeTakeFirst();
  return row ? { sessionToken, playerId: row.player_id, gameCode: row.game_code } : null;
}

export interface GameSession {
  id: number;
  playerId: number;
  provider: string;
  gameCode: string;
  /** Not ended and not expired: bets are accepted. */
  live: boolean;
}

export async function findGameSession(db: Executor, provider: string, sessionToken: string, now = new Date()): Promise<GameSession | null> {
  const row = await db
    .selectFrom('game_sessions')
    .select(['id', 'player_id', 'provider', 'game_code', 'expires_at', 'ended_at'])
    .where('session_token_hash', '=', hashToken(sessionToken))
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, playerId: row.player_id, provider: row.provider, gameCode: row.game_code, live: row.ended_at === null && new Date(row.expires_at) > now };
}

/** Ends a session (the player closed the game, or logged out): bets stop, wins and rollbacks still land. */
export async function endGameSession(db: Executor, sessionId: number, now = new Date()): Promise<void> {
  await db.updateTable('game_sessions').set({ ended_at: now }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
}

/**
 * Ends the game sessions (casino launches, sportsbook tokens and frames) of one login, by the
 * login's token hash, or every game session of a player (a password change, an exclusion). Bets and
 * balance under them are refused from then on; wins and rollbacks of bets placed still land.
 */
export async function endGameSessions(db: Executor, of: { siteTokenHash: string } | { playerId: number }, now = new Date()): Promise<void> {
  let query = db.updateTable('game_sessions').set({ ended_at: now }).where('ended_at', 'is', null);
  query =
    'playerId' in of
      ? query.where('player_id', '=', of.playerId)
      : query.where('site_session_id', '=', (eb) => eb.selectFrom('sessions').select('id').where('token_hash', '=', of.siteTokenHash));
  await query.execute();
}
