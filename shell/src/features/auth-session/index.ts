export {
  SIGNED_OUT,
  restoreAuthSession,
  patchAuthData,
  setBalance,
  refreshBalance,
  startBalancePolling,
  stopBalancePolling,
  isBalancePolling,
  balancePollInterval,
  BALANCE_POLL_WHILE_LIVE_MS,
  signIn,
  logout,
  connectAuthSession,
  type SessionEnvironment,
} from './auth-session';
export { useAuthSession } from './use-auth-session';
