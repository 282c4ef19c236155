/** `/dashboard/financial-activities`: the player's deposits and withdrawals. */
export { FinancialActivitiesPage } from './components/financial-activities-page';
