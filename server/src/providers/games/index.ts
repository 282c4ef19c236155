/** The six game providers the casino launches through, built from configuration. */
import type { Config, GameProviderKey } from '../../config.js';
import { createAmusnetProvider } from './amusnet.js';
import { createDigitainProvider } from './digitain.js';
import { createEgtProvider } from './egt.js';
import { createEveryMatrixProvider } from './everymatrix.js';
import type { GameProvider } from './game-provider.js';
import { createHub88Provider } from './hub88.js';
import { createSoftGamingsProvider } from './softgamings.js';

export type { GameLaunch, GamePlatform, GameProvider, LaunchAnswer } from './game-provider.js';

const FACTORIES: Record<GameProviderKey, (baseUrl: string) => GameProvider> = {
  softgamings: createSoftGamingsProvider,
  hub88: createHub88Provider,
  egt: createEgtProvider,
  amusnet: createAmusnetProvider,
  everymatrix: createEveryMatrixProvider,
  digitain: createDigitainProvider,
};

export function createGameProviders(config: Pick<Config, 'gameProviderUrls'>): Record<GameProviderKey, GameProvider> {
  const entries = Object.entries(FACTORIES).map(([key, create]) => [key, create(config.gameProviderUrls[key as GameProviderKey])]);
  return Object.fromEntries(entries) as Record<GameProviderKey, GameProvider>;
}

/** The origins games are served from, each once: what the content security policy lets the site frame. */
export function gameFrameOrigins(config: Pick<Config, 'gameProviderUrls'>): string[] {
  return [...new Set(Object.values(config.gameProviderUrls).map((url) => new URL(url).origin))];
}

/** The origin of SoftGamings' embed script, which the page runs to draw the game's frame. */
export function gameScriptOrigins(config: Pick<Config, 'gameProviderUrls'>): string[] {
  return [new URL(config.gameProviderUrls.softgamings).origin];
}
