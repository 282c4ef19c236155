/** The frame and small pieces every payment dialog uses. */
export { PaymentModal, type PaymentModalProps } from './payment-modal';
export { goldButton } from './gold-button';
