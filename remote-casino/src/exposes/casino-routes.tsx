// Exposed as `remote_casino/CasinoRoutes` (the /casino areas its manifest declares): a thin entry over the feature.
export { CasinoRoutes as default } from '../features/lobby';
