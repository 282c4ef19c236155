/** The deposit and withdraw dialogs this remote owns, as the shell mounts them. */
export { PaymentDialogs } from './components/payment-dialogs';
