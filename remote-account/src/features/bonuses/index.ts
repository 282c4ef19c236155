/** `/dashboard/bonuses`: the player's bonuses, the trial bonus and the operator's offers. */
export { BonusesPage } from './components/bonuses-page';
