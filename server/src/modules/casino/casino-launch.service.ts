/** Launching a game: the catalogue check, the game session and the provider's URL or markup. */
import type { LanguageCode } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import { ApiError } from '../../plugins/app/api-error.js';
import type { GamePlatform, GameProvider, LaunchAnswer } from '../../providers/games/index.js';
import { createGameSession } from '../games-wallet/game-sessions.js';
import { casinoTexts } from './casino.texts.js';

export interface LaunchRequest {
  playerId: number;
  /** The login launching the game: the game session ends with it. */
  siteSessionId?: number;
  gameCode: string;
  /** EveryMatrix launches by product: it must be the game's. */
  productId?: number;
  /** SoftGamings launches by system (the studio): it must be the game's. */
  system?: string;
  language: LanguageCode;
  platform: GamePlatform;
  lobbyUrl: string;
}

/**
 * The lobby the game's "exit" leads to: `requested` when it is on the site's own origin (a relative
 * path counts), else the site itself, so a launch can never be made to send the player elsewhere.
 */
export function lobbyUrlFor(requested: string | undefined, publicUrl: string): string {
  if (requested === undefined || requested.trim() === '') return publicUrl;
  let url: URL;
  try {
    url = new URL(requested, `${publicUrl}/`);
  } catch {
    return publicUrl;
  }
  if (url.origin !== new URL(publicUrl).origin || url.username || url.password) return publicUrl;
  return url.href;
}

/**
 * Checks that the game is in the catalogue and served by `provider` (and of the named product or
 * system), opens a game session for the player and answers the provider's URL or markup. A game
 * that fails a check is a 404 and leaves no session behind.
 */
export async function launchGame(db: Executor, provider: GameProvider, launch: LaunchRequest, now = new Date()): Promise<LaunchAnswer> {
  const game = await db
    .selectFrom('casino_games')
    .select(['game_code', 'name', 'provider_name', 'product_id', 'system'])
    .where('game_code', '=', launch.gameCode)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!game) throw new ApiError(404, casinoTexts.gameNotFound);
  const served =
    game.provider_name === provider.providerName &&
    (launch.productId === undefined || Number(game.product_id) === launch.productId) &&
    (launch.system === undefined || game.system === launch.system);
  if (!served) throw new ApiError(404, casinoTexts.gameNotAtProvider);

  const session = await createGameSession(db, { playerId: launch.playerId, provider: provider.key, gameCode: game.game_code, siteSessionId: launch.siteSessionId ?? null }, now);
  return await provider.launch({
    launchToken: session.launchToken,
    gameCode: game.game_code,
    gameName: game.name,
    language: launch.language,
    platform: launch.platform,
    lobbyUrl: launch.lobbyUrl,
  });
}
