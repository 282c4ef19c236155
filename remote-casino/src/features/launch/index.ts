/**
 * Launching and playing games. Light on purpose: a lobby imports this entry, so the play page and
 * modal load only when a game is opened (they are their own chunk).
 */
import { lazy } from 'react';

export { useLaunchGame, type LaunchOptions } from './use-launch-game';
export { decodeGame, encodeGame, lobbyPathOf, playPathOf } from './game-param';
export { launchUrlFor } from './launch-url';
export { CasinoDialogs } from './components/casino-dialogs';

/** `/casino/play/{game}` and `/casino/play?search=…`. */
export const PlayRoute = lazy(() => import('./components/play-route').then((m) => ({ default: m.PlayRoute })));
