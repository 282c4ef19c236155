/** The frame and small pieces every payment dialog uses. */
export { PaymentModal, type PaymentModalProps } from './payment-modal';
export { LoadError } from './load-error';
export { goldButton } from './gold-button';
