export { PaymentComingSoonDialogs } from './components/payment-coming-soon-dialogs';
