/** `/dashboard/game-history`: the player's game rounds with their bets and wins. */
export { GameHistoryPage } from './components/game-history-page';
