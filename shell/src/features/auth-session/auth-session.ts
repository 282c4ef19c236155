import type { Subscription } from 'rxjs';
import type { QueryClient } from '@tanstack/react-query';
import {
  DELAYS,
  SIGNED_OUT,
  STORAGE_KEYS,
  clearAllStorage,
  closeDialog,
  eventBus,
  openDialog,
  openDialogState,
  logoutSession,
  readAuthData,
  readString,
  type AuthData,
} from '@arcadia/shared';
import { writeSession } from '@arcadia/shared/shell';
import { connectLiveHub } from '../hub';
import { connectBalanceChannel } from './balance-channel';

export { SIGNED_OUT };

/** Whether a stored session exists. Nothing to restore: shared's session store starts from the stored auth data. */
export function restoreAuthSession(): boolean {
  return readAuthData() !== null;
}

/** Patches the stored auth data (e.g. `{ smsVerified: true, phone }`) and the visible state. */
export function patchAuthData(patch: Partial<AuthData>): void {
  const current = readAuthData();
  if (!current) return;
  writeSession({ ...current, ...patch });
}

/**
 * Signs the player in with the `authData` a login or registration returned. Only an open login
 * dialog is closed here: registration keeps its dialog open for the phone-verification step.
 */
export function signIn(authData: AuthData): void {
  const fingerprint = readString(STORAGE_KEYS.fingerprint) ?? authData.fingerprint;
  writeSession(fingerprint ? { ...authData, fingerprint } : authData);
  if (openDialogState.get()?.dialog === 'login') closeDialog('login');
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
  try {
    // A failed server call (network, already expired) does not keep the player signed in here.
    await logoutSession().catch(() => undefined);
  } finally {
    clearAllStorage();
    env.navigate('/');
    writeSession(null);
    closeDialog();
    const reload = env.reload ?? (() => window.location.reload());
    setTimeout(() => {
      loggingOut = false;
      reload();
    }, DELAYS.logoutReloadMs);
  }
}

/**
 * After a password change every token of the player is revoked: sign out here without the reload of
 * a normal logout (which would take the login dialog away) and open the login dialog.
 */
export function signOutAfterPasswordChange(): void {
  writeSession(null);
  closeDialog();
  openDialog('login');
}

/**
 * Wires the auth events of the bus to the session, the balance (held by the site's query client, see
 * `connectBalanceChannel`) and the live hub; returns the teardown.
 */
export function connectAuthSession(env: SessionEnvironment & { queryClient: QueryClient }): () => void {
  const subs: Subscription[] = [
    eventBus.on('auth:login').subscribe(({ authData }) => signIn(authData)),
    eventBus.on('auth:logout').subscribe(({ reason }) => (reason === 'passwordChanged' ? signOutAfterPasswordChange() : void logout(env))),
    eventBus.on('auth:update').subscribe(({ patch }) => patchAuthData(patch)),
  ];
  const disconnectBalance = connectBalanceChannel(env.queryClient);
  const disconnectHub = connectLiveHub();
  return () => {
    subs.forEach((s) => s.unsubscribe());
    disconnectHub();
    disconnectBalance();
  };
}
