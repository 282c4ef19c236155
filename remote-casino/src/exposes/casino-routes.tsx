// Exposed as `remote_casino/CasinoRoutes` (the /casino areas its manifest declares): a thin entry over the feature.
export { CasinoComingSoonRoutes as default } from '../features/coming-soon';
