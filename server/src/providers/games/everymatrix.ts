import { urlLaunchingProvider, type GameProvider } from './game-provider.js';

/** EveryMatrix: the game opens at its URL in the game's frame. */
export const createEveryMatrixProvider = (baseUrl: string): GameProvider => urlLaunchingProvider('everymatrix', 'EveryMatrix', baseUrl);
