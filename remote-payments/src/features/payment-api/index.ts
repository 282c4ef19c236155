/** The payment calls of this remote as TanStack Query hooks over the shared endpoint functions. */
export { usePaymentMethods } from './use-payment-methods';
export { usePaymentFields } from './use-payment-fields';
export { useSubmitPayment, type PaymentAnswer } from './use-submit-payment';
export { useFollowedPayment, isWaiting, FOLLOW_POLL_MS } from './use-followed-payment';
