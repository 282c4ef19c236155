// Exposed as `remote_payments/PaymentDialogs` (mounted once at the root of the shell): a thin entry over the feature.
export { PaymentDialogs as default } from '../features/payment-dialogs';
