// Exposed as `remote_sports/SportsRoutes` (everything under /spor/* and /livespor/*): a thin entry over the feature.
export { SportsComingSoonRoutes as default } from '../features/coming-soon';
