export { launchGame } from './launch-game';
