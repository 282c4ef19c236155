export { SportsComingSoonRoutes } from './components/sports-coming-soon-routes';
