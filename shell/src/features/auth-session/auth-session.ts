import type { Subscription } from 'rxjs';
import {
  BALANCE_POLL_MS,
  DELAYS,
  STORAGE_KEYS,
  api,
  authState$,
  clearAllStorage,
  closeDialog,
  dialogState$,
  eventBus,
  readAuthData,
  readString,
  writeJson,
  type AuthData,
  type AuthState,
} from '@arcadia/shared';

export const SIGNED_OUT: AuthState = { isLoggedIn: false, username: '', balance: 0 };

const toState = (data: AuthData): AuthState => ({
  isLoggedIn: true,
  username: data.username,
  balance: Number(data.balance) || 0,
});

/** On load, stored auth data sets the signed-in state; without it the state resets. */
export function restoreAuthSession(): boolean {
  const data = readAuthData();
  authState$.next(data ? toState(data) : SIGNED_OUT);
  return Boolean(data);
}

function storeAuthData(data: AuthData): void {
  writeJson(STORAGE_KEYS.authData, data);
}

/** Patches the stored auth data (e.g. `{ smsVerified: true, phone }`) and the visible state. */
export function patchAuthData(patch: Partial<AuthData>): void {
  const current = readAuthData();
  if (!current) return;
  const next = { ...current, ...patch };
  storeAuthData(next);
  authState$.next(toState(next));
}

export function setBalance(balance: number): void {
  if (!Number.isFinite(balance)) return;
  const current = readAuthData();
  if (current) storeAuthData({ ...current, balance });
  if (authState$.value.isLoggedIn && authState$.value.balance !== balance) {
    authState$.next({ ...authState$.value, balance });
  }
}

let pollTimer: ReturnType<typeof setInterval> | null = null;
let balanceInFlight = false;

/** One silent `GET user/balance`; a failure keeps the last known balance. */
export async function refreshBalance(): Promise<void> {
  if (balanceInFlight || !readAuthData()) return;
  balanceInFlight = true;
  try {
    const result = await api.get<{ balance: number }>('user/balance', undefined, { silent: true });
    if (result.success && result.data && authState$.value.isLoggedIn) setBalance(Number(result.data.balance));
  } finally {
    balanceInFlight = false;
  }
}

/** Polls the balance every 3000 ms while signed in; logout stops it. */
export function startBalancePolling(): void {
  if (pollTimer) return;
  pollTimer = setInterval(() => void refreshBalance(), BALANCE_POLL_MS);
}

export function stopBalancePolling(): void {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

export const isBalancePolling = (): boolean => pollTimer !== null;

/**
 * Signs the player in with the `authData` a login or registration returned. Only an open login
 * dialog is closed here: registration keeps its dialog open for the phone-verification step.
 */
export function signIn(authData: AuthData): void {
  const fingerprint = readString(STORAGE_KEYS.fingerprint) ?? authData.fingerprint;
  storeAuthData(fingerprint ? { ...authData, fingerprint } : authData);
  authState$.next(toState(authData));
  if (dialogState$.value?.dialog === 'login') closeDialog('login');
  startBalancePolling();
}

export interface SessionEnvironment {
  /** Client-side navigation (the router's `navigate`). */
  navigate: (to: string) => void;
  /** Full page reload. @default window.location.reload */
  reload?: () => void;
}

let loggingOut = false;

/**
 * Logout: server call, local and session storage cleared, go to `/`, state
 * reset, reload after 300 ms. A 401 (`reason: 'expired'`) runs the same flow; repeated requests
 * while one is running are ignored (the server call itself may answer 401).
 */
export async function logout(env: SessionEnvironment): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  stopBalancePolling();
  try {
    await api.get('auth/logout', undefined, { silent: true });
  } finally {
    clearAllStorage();
    env.navigate('/');
    authState$.next(SIGNED_OUT);
    closeDialog();
    const reload = env.reload ?? (() => window.location.reload());
    setTimeout(() => {
      loggingOut = false;
      reload();
    }, DELAYS.logoutReloadMs);
  }
}

/** Wires the auth events of the bus to the session; returns the teardown. */
export function connectAuthSession(env: SessionEnvironment): () => void {
  const subs: Subscription[] = [
    eventBus.on('auth:login').subscribe(({ authData }) => signIn(authData)),
    eventBus.on('auth:logout').subscribe(() => void logout(env)),
    eventBus.on('auth:balance').subscribe(({ balance }) => setBalance(balance)),
    eventBus.on('auth:update').subscribe(({ patch }) => patchAuthData(patch)),
  ];
  if (authState$.value.isLoggedIn) startBalancePolling();
  return () => {
    subs.forEach((s) => s.unsubscribe());
    stopBalancePolling();
  };
}
