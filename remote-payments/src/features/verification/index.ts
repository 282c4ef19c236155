/** The identity gates in the payment dialogs: a notice with the way to the verification page. */
export { VerificationNotice } from './components/verification-notice';
