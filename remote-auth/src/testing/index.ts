/** The test kit of this remote's unit tests (not part of the bundle: only tests import it). */
// The one fetch mock of every front-end package.
export { fail, mockApi, ok, recordBus, type ApiMock } from '@arcadia/shared/testing';
export { sampleAuthData } from './sample-auth-data';
export { renderDialog } from './render-dialog';
export { LocationProbe } from './location-probe';
