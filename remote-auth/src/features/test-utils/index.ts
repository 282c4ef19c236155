/** The test kit of this remote's unit tests (not part of the bundle: only tests import it). */
export { mockApi, sampleAuthData, type ApiMock, type Reply } from './mock-api';
export { recordBus } from './record-bus';
export { renderDialog } from './render-dialog';
export { LocationProbe } from './location-probe';
