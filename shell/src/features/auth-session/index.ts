export {
  SIGNED_OUT,
  restoreAuthSession,
  patchAuthData,
  setBalance,
  refreshBalance,
  startBalancePolling,
  stopBalancePolling,
  isBalancePolling,
  signIn,
  logout,
  connectAuthSession,
  type SessionEnvironment,
} from './auth-session';
export { useAuthSession } from './use-auth-session';
