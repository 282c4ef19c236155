export { CasinoRoutes } from './components/casino-routes';
