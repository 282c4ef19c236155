/** `/dashboard/session-history`: the player's logins. */
export { SessionHistoryPage } from './components/session-history-page';
