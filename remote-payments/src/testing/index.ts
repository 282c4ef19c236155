/** The test kit of this remote's unit tests (not part of the bundle: only tests import it). */
export { fail, mockApi, networkError, ok, recordBus, type ApiMock } from '@arcadia/shared/testing';
export * from './payment-fixtures';
export { renderPaymentDialog } from './render-payment-dialogs';
