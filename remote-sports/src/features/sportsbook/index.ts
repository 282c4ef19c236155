/**
 * Sports betting through the fcg and betco sportsbook frames. The whole remote is this page and it
 * loads only on a sports address, so it is not split further: a second chunk would only add a
 * round trip before the frame's own.
 */
export { SportsRoutes } from './components/sports-routes';
