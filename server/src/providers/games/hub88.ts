import { urlLaunchingProvider, type GameProvider } from './game-provider.js';

/** Hub88: the game opens at its URL in the game's frame. */
export const createHub88Provider = (baseUrl: string): GameProvider => urlLaunchingProvider('hub88', 'Hub88', baseUrl);
