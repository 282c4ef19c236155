import type { Subscription } from 'rxjs';
import {
  BALANCE_POLL_MS,
  DELAYS,
  SIGNED_OUT,
  STORAGE_KEYS,
  authState,
  clearAllStorage,
  closeDialog,
  eventBus,
  openDialog,
  openDialogState,
  balanceUpdateOf,
  sameBalanceParts,
  getBalance,
  logoutSession,
  readAuthData,
  readString,
  type AuthData,
  type BalanceParts,
  type BalanceUpdate,
} from '@arcadia/shared';
import { writeSession } from '@arcadia/shared/shell';
import { connectLiveHub } from '../hub';

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

const kurus = (lira: number) => Math.round(lira * 100);
/** Whether the parts make up the total: cash and bonus are what can be played. */
const addsUp = (parts: BalanceParts, balance: number) => kurus(parts.cash) + kurus(parts.bonus) === kurus(balance);

/**
 * A new balance, with its parts when they came with it. A total alone (a claimed bonus, a sports
 * bet) keeps the parts known only while they still make it up; otherwise they are dropped until
 * the next poll or push brings them, rather than listing cash and bonus that no longer add up.
 */
export function setBalance(update: number | BalanceUpdate): void {
  const { balance, ...given } = typeof update === 'number' ? { balance: update } : update;
  if (!Number.isFinite(balance)) return;
  const current = readAuthData();
  if (!current) return;
  const came = given.cash !== undefined && given.bonus !== undefined && given.held !== undefined ? (given as BalanceParts) : undefined;
  const parts = came && addsUp(came, balance) ? came : !came && current.wallet && addsUp(current.wallet, balance) ? current.wallet : undefined;
  if (Number(current.balance) === balance && sameBalanceParts(current.wallet, parts)) return;
  const { wallet: _old, ...rest } = current;
  writeSession(parts ? { ...rest, balance, wallet: parts } : { ...rest, balance });
}

/** While the live hub is connected it pushes every balance change, so the poll is only a safety net. */
export const BALANCE_POLL_WHILE_LIVE_MS = 30_000;

let pollTimer: ReturnType<typeof setInterval> | null = null;
let pollMs: number = BALANCE_POLL_MS;
let balanceInFlight = false;
/** Counts balances that came from elsewhere (the hub, a claimed bonus): a poll answer older than one of them is dropped. */
let pushedBalances = 0;

/** One silent `GET user/balance`; a failure keeps the last known balance. */
export async function refreshBalance(): Promise<void> {
  if (balanceInFlight || !readAuthData()) return;
  balanceInFlight = true;
  const pushedBefore = pushedBalances;
  try {
    const answer = balanceUpdateOf(await getBalance());
    if (answer && authState.get().isLoggedIn && pushedBalances === pushedBefore) setBalance(answer);
  } catch {
    // the last known balance stays; the next poll tries again
  } finally {
    balanceInFlight = false;
  }
}

/** Polls the balance while signed in (every 3000 ms, every 30 s while the hub is connected); logout stops it. */
export function startBalancePolling(): void {
  if (pollTimer) return;
  pollTimer = setInterval(() => void refreshBalance(), pollMs);
}

export function stopBalancePolling(): void {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

function setBalancePollInterval(ms: number): void {
  if (ms === pollMs) return;
  pollMs = ms;
  if (!pollTimer) return;
  stopBalancePolling();
  startBalancePolling();
}

export const isBalancePolling = (): boolean => pollTimer !== null;
/** The poll's interval now, or null when it is not polling. */
export const balancePollInterval = (): number | null => (pollTimer ? pollMs : null);

/**
 * Signs the player in with the `authData` a login or registration returned. Only an open login
 * dialog is closed here: registration keeps its dialog open for the phone-verification step.
 */
export function signIn(authData: AuthData): void {
  const fingerprint = readString(STORAGE_KEYS.fingerprint) ?? authData.fingerprint;
  writeSession(fingerprint ? { ...authData, fingerprint } : authData);
  if (openDialogState.get()?.dialog === 'login') closeDialog('login');
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
  stopBalancePolling();
  writeSession(null);
  closeDialog();
  openDialog('login');
}

/** Wires the auth events of the bus to the session; returns the teardown. */
export function connectAuthSession(env: SessionEnvironment): () => void {
  const subs: Subscription[] = [
    eventBus.on('auth:login').subscribe(({ authData }) => signIn(authData)),
    eventBus.on('auth:logout').subscribe(({ reason }) => (reason === 'passwordChanged' ? signOutAfterPasswordChange() : void logout(env))),
    eventBus.on('auth:balance').subscribe((update) => {
      pushedBalances += 1;
      setBalance(update);
    }),
    eventBus.on('auth:update').subscribe(({ patch }) => patchAuthData(patch)),
    eventBus.on('hub:state').subscribe(({ state }) => setBalancePollInterval(state === 'Connected' ? BALANCE_POLL_WHILE_LIVE_MS : BALANCE_POLL_MS)),
    // balance changes pushed while the hub was away are lost: ask at once
    eventBus.on('hub:reconnected').subscribe(() => void refreshBalance()),
  ];
  if (authState.get().isLoggedIn) startBalancePolling();
  const disconnectHub = connectLiveHub();
  return () => {
    subs.forEach((s) => s.unsubscribe());
    disconnectHub();
    stopBalancePolling();
    setBalancePollInterval(BALANCE_POLL_MS);
  };
}
