/** The frame every payment dialog uses (the site's dialog frame, with this remote's texts). */
export { PaymentModal, type PaymentModalProps } from './payment-modal';
