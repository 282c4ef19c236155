// Exposed as `remote_sports/SportsRoutes` (the /spor and /livespor routes its manifest declares): a thin entry over the feature.
export { SportsRoutes as default } from '../features/sportsbook';
