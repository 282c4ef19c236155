/** `/dashboard/verification`: the player's identity documents, their review and the upload. */
export { VerificationPage } from './components/verification-page';
