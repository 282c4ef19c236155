import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { SPORTSBOOK_PROVIDERS, type Config, type SportsbookKey } from '../../config.js';
import type { Executor } from '../../db/connect.js';
import { hashToken } from './game-sessions.js';
import './games-wallet.tables.js';

/**
 * Sportsbook sessions (the sportsbook contract, `providers/sportsbooks/README.md`). A login opens
 * one per integration: a `game_sessions` row tied to the login whose launch token is the
 * sportsbook token handed out in authData. Unlike a casino launch token it is not used up: the
 * frame exchanges it every time it loads, for as long as the login lives. Each exchange opens a
 * frame (a row of its own with the new session token) and ends the frame before it, so one frame
 * plays at a time while a settlement sent under an earlier frame's token still lands.
 */

/** The game code of every sportsbook session, and of every sports bet. */
export const SPORTSBOOK_GAME_CODE = 'sportsbook';

export const isSportsbookProvider = (provider: string): provider is SportsbookKey => (SPORTSBOOK_PROVIDERS as readonly string[]).includes(provider);

const newToken = (): string => randomBytes(32).toString('base64url');

/** The sportsbook fields of authData (empty strings for an integration without a wallet key). */
export interface SportsbookAuthFields {
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string;
  betcoUrl: string;
  betcoToken: string;
}

export const NO_SPORTSBOOK: SportsbookAuthFields = { betsyCid: '', betsyUrl: '', betsyToken: '', betcoUrl: '', betcoToken: '' };

/** An integration plays only when it has a wallet key: without one its tokens could never be used. */
export const configuredSportsbooks = (config: Pick<Config, 'gameStudioSecrets'>): SportsbookKey[] =>
  SPORTSBOOK_PROVIDERS.filter((key) => Object.hasOwn(config.gameStudioSecrets, key));

/**
 * Opens the sportsbook sessions of a new login (inside the login's transaction) and answers the
 * authData fields. `expiresAt` is when the login itself ends whatever its use.
 */
export async function openSportsbookSessions(
  db: Executor,
  config: Pick<Config, 'gameStudioSecrets' | 'sportsbookUrls'>,
  login: { playerId: number; siteSessionId: number; expiresAt: Date },
  now = new Date(),
): Promise<SportsbookAuthFields> {
  const keys = configuredSportsbooks(config);
  if (keys.length === 0) return NO_SPORTSBOOK;
  const tokens = Object.fromEntries(keys.map((key) => [key, newToken()])) as Partial<Record<SportsbookKey, string>>;
  await db
    .insertInto('game_sessions')
    .values(
      keys.map((key) => ({
        player_id: login.playerId,
        provider: key,
        game_code: SPORTSBOOK_GAME_CODE,
        launch_token_hash: hashToken(tokens[key]!),
        launch_expires_at: login.expiresAt,
        expires_at: login.expiresAt,
        site_session_id: login.siteSessionId,
        created_at: now,
      })),
    )
    .execute();
  return {
    betsyCid: tokens.fcg ? String(login.playerId) : '',
    betsyUrl: tokens.fcg ? config.sportsbookUrls.fcg : '',
    betsyToken: tokens.fcg ?? '',
    betcoUrl: tokens.betco ? config.sportsbookUrls.betco : '',
    betcoToken: tokens.betco ?? '',
  };
}

/**
 * Exchanges a sportsbook token for a fresh frame session token; null when the token is unknown,
 * of another provider, or its login has ended. The token row is locked and the login row shared,
 * so parallel exchanges of one token take turns (the last one's frame is the live one) and a
 * logout either waits for the exchange, then ends its frame, or comes first and refuses it.
 */
export async function exchangeSportsbookToken(
  db: Executor,
  provider: string,
  token: string,
  now = new Date(),
): Promise<{ sessionToken: string; playerId: number; gameCode: string } | null> {
  if (!isSportsbookProvider(provider)) return null;
  const found = await sql<{ id: number; player_id: number; site_session_id: number; expires_at: Date | string }>`
    select g.id, g.player_id, g.site_session_id, g.expires_at
      from game_sessions g
      join sessions l on l.id = g.site_session_id
     where g.launch_token_hash = ${hashToken(token)} and g.provider = ${provider} and g.site_session_id is not null
       and g.ended_at is null and g.expires_at > ${now} and l.revoked_at is null
       for update of g for share of l`.execute(db);
  const row = found.rows[0];
  if (!row) return null;
  // One frame at a time: the earlier frame's token takes no more bets (its settlements still land).
  await db
    .updateTable('game_sessions')
    .set({ ended_at: now })
    .where('site_session_id', '=', row.site_session_id)
    .where('provider', '=', provider)
    .where('launch_token_hash', 'is', null)
    .where('ended_at', 'is', null)
    .execute();
  const sessionToken = newToken();
  await db
    .insertInto('game_sessions')
    .values({
      player_id: row.player_id,
      provider,
      game_code: SPORTSBOOK_GAME_CODE,
      launch_token_hash: null,
      session_token_hash: hashToken(sessionToken),
      launch_expires_at: now,
      launched_at: now,
      expires_at: row.expires_at,
      site_session_id: row.site_session_id,
      created_at: now,
    })
    .execute();
  return { sessionToken, playerId: row.player_id, gameCode: SPORTSBOOK_GAME_CODE };
}
