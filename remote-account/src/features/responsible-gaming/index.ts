/** `/dashboard/responsible-gaming`: limits, reality check, time-out and self-exclusion, the player's activity, help. */
export { ResponsibleGamingPage } from './components/responsible-gaming-page';
