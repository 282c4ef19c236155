import {
  getAmusnetLaunchUrl,
  getDigitainLaunchUrl,
  getEgtLaunchUrl,
  getEveryMatrixLaunchUrl,
  getHub88LaunchUrl,
  getSoftGamingsLaunchMarkup,
  type Game,
  type LanguageCode,
} from '@arcadia/shared';
import type { GameProvider } from './game-param';

export interface LaunchContext {
  isMobile: boolean;
  language: LanguageCode;
  /** Absolute URL of the lobby the game belongs to: where a provider's own exit leads. */
  lobbyUrl: string;
}

/**
 * The launch call of the game's provider: each provider has its own endpoint and body. Resolves to
 * the game's URL, or for SoftGamings to its markup (see `isMarkupProvider`).
 */
export function launchUrlFor(game: Game, { isMobile, language, lobbyUrl }: LaunchContext, signal?: AbortSignal): Promise<string> {
  const provider = game.providerName as GameProvider;
  switch (provider) {
    case 'Digitain':
      return getDigitainLaunchUrl({ code: game.gameCode }, signal);
    case 'EveryMatrix':
      return getEveryMatrixLaunchUrl({ code: game.gameCode, productId: game.productId }, signal);
    case 'Amusnet':
      return getAmusnetLaunchUrl({ code: game.gameCode, isMobile }, signal);
    case 'Egt Digital':
      return getEgtLaunchUrl({ platform: isMobile ? 2 : 1, gameCode: game.gameCode, language, lobbyUrl }, signal);
    case 'Hub88':
      return getHub88LaunchUrl({ platform: isMobile ? 2 : 1, gameCode: game.gameCode, language, lobbyUrl }, signal);
    case 'SoftGamings':
      return getSoftGamingsLaunchMarkup({ system: game.system, pageCode: game.gameCode, isMobile: isMobile ? 1 : 0 }, signal);
    default:
      return Promise.reject(new Error(`no launch for provider ${String(provider satisfies never)}`));
  }
}

/** SoftGamings answers markup with a script that draws the game's frame; the others a URL for ours. */
export const isMarkupProvider = (game: Game) => game.providerName === 'SoftGamings';

/**
 * These providers' games cannot be shown once their launch failed, so the mobile modal closes with
 * the error; the others keep the modal open with a retry.
 */
const CLOSE_ON_FAILURE: ReadonlySet<string> = new Set<GameProvider>(['Egt Digital', 'Hub88', 'SoftGamings']);
export const closesOnLaunchFailure = (game: Game) => CLOSE_ON_FAILURE.has(game.providerName);
