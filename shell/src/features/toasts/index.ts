export { Toasts, showBusToast } from './toasts';
