import { urlLaunchingProvider, type GameProvider } from './game-provider.js';

/** Amusnet: the game opens at its URL in the game's frame. */
export const createAmusnetProvider = (baseUrl: string): GameProvider => urlLaunchingProvider('amusnet', 'Amusnet', baseUrl);
