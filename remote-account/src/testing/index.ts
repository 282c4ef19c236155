export { PLAYER, renderDashboard, signIn } from './account-test-kit';
// The one fetch mock of every front-end package.
export { fail, mockApi, ok, recordBus } from '@arcadia/shared/testing';
