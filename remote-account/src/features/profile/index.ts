/** `/dashboard/account`: the player's registration data. */
export { AccountPage } from './components/account-page';
