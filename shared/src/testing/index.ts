export { renderWithProviders } from './render-with-providers';
export { fail, mockApi, networkError, ok, type ApiCall, type ApiMock, type MockReply, type MockRoute } from './mock-api';
// Tests set the shell-owned state directly, as the shell would have.
export { writeSession as seedSession } from '../session/session-writer';
export { writeSiteContent as seedSiteContent } from '../site-content/site-content-store';
export { authDataFixture } from './auth-data';
export { recordBus, type RecordedEvent } from './record-bus';
