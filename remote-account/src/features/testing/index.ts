export { calls, mockApi, ok, PLAYER, renderDashboard, signIn } from './account-test-kit';
