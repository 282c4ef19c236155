import { urlLaunchingProvider, type GameProvider } from './game-provider.js';

/** Digitain: the game opens at its URL in the game's frame. */
export const createDigitainProvider = (baseUrl: string): GameProvider => urlLaunchingProvider('digitain', 'Digitain', baseUrl);
