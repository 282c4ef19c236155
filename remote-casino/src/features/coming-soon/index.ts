export { CasinoComingSoonRoutes } from './components/casino-coming-soon-routes';
