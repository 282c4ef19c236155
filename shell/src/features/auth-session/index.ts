export {
  SIGNED_OUT,
  restoreAuthSession,
  patchAuthData,
  signIn,
  logout,
  connectAuthSession,
  type SessionEnvironment,
} from './auth-session';
export { setBalance, connectBalanceChannel } from './balance-channel';
export { useAuthSession } from './use-auth-session';
