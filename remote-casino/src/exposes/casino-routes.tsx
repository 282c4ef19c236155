// Exposed as `remote_casino/CasinoRoutes` (everything under /casino/*): a thin entry over the feature.
export { CasinoComingSoonRoutes as default } from '../features/coming-soon';
