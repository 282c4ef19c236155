/** The test kit of this remote's unit tests (not part of the bundle: only tests import it). */
export { fail, mockApi, networkError, ok, type ApiMock } from '@arcadia/shared/testing';
export * from './payment-fixtures';
export { recordBus } from './record-bus';
export { renderPaymentDialog } from './render-payment-dialogs';
