import { urlLaunchingProvider, type GameProvider } from './game-provider.js';

/** Egt Digital: the game opens at its URL in the game's frame. */
export const createEgtProvider = (baseUrl: string): GameProvider => urlLaunchingProvider('egt', 'Egt Digital', baseUrl);
