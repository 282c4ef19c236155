/** Choosing a payment method: the deposit modal and the withdraw modal. */
export { PaymentMethodsView } from './components/payment-methods-view';
export { WithdrawableCash } from './components/withdrawable-cash';
