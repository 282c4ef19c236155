import type { LanguageCode } from '@arcadia/shared/core';
import type { GameProviderKey } from '../../config.js';
import type { ProviderName } from '../../modules/casino/catalogue.js';

export type GamePlatform = 'desktop' | 'mobile';

/** What a launch hands the provider: who plays which game, how, and where "exit" goes. */
export interface GameLaunch {
  /** One-time token the studio exchanges through `POST /api/games/wallet/{key}/session`. */
  launchToken: string;
  gameCode: string;
  /** The game's name, for a frame's title where the provider draws the frame itself. */
  gameName: string;
  language: LanguageCode;
  platform: GamePlatform;
  /** Absolute URL on the site's own origin. */
  lobbyUrl: string;
}

/** A URL the site opens in the game's frame, or markup it inserts (SoftGamings). */
export type LaunchAnswer = { url: string } | { markup: string };

/** An adapter to one game provider, built from configuration. */
export interface GameProvider {
  /** The wallet key: the provider's segment in `/api/games/wallet/{key}/…` and in the game URL. */
  key: GameProviderKey;
  /** `providerName` of the provider's games in the catalogue. */
  providerName: ProviderName;
  /** Where the provider's games are served from, without a trailing slash. */
  baseUrl: string;
  /** Asynchronous, as a real provider's launch is an API call. */
  launch(launch: GameLaunch): Promise<LaunchAnswer>;
}

/** `{base}/{key}/launch?token=…&game=…&lang=…&platform=…&lobby=…`, every value URL-encoded. */
export function gameUrl(baseUrl: string, key: GameProviderKey, launch: GameLaunch): string {
  const query = [
    ['token', launch.launchToken],
    ['game', launch.gameCode],
    ['lang', launch.language],
    ['platform', launch.platform],
    ['lobby', launch.lobbyUrl],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${baseUrl}/${key}/launch?${query}`;
}

/** An adapter whose launch answers the game URL (every provider but SoftGamings). */
export function urlLaunchingProvider(key: GameProviderKey, providerName: ProviderName, baseUrl: string): GameProvider {
  return { key, providerName, baseUrl, launch: async (launch) => ({ url: gameUrl(baseUrl, key, launch) }) };
}
