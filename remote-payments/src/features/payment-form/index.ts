/** The dynamic deposit and withdraw form, built from the chosen method's field definitions. */
export { PaymentFormView, type PaymentFormViewProps } from './components/payment-form-view';
