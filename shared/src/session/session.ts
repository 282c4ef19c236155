import { useStore, derivedStore, readonlyStore, type ReadonlyStore } from '../bus/store';
import { sameBalanceParts } from '../model/payments';
import type { AuthData, AuthState } from '../model/types';
import { store } from './session-store';

/**
 * The player's session: the one source of truth for who is signed in (see session-store.ts).
 * Read-only here; only the shell changes it, through `@arcadia/shared/shell`.
 */
export const session: ReadonlyStore<AuthData | null> = readonlyStore(store);

/** The stored auth data of the signed-in player, or null. */
export const readAuthData = (): AuthData | null => store.get();

export const SIGNED_OUT: AuthState = { isLoggedIn: false, username: '', balance: 0, wallet: null };

const toAuthState = (data: AuthData | null): AuthState =>
  data ? { isLoggedIn: true, username: data.username, balance: Number(data.balance) || 0, wallet: data.wallet ?? null } : SIGNED_OUT;
const sameState = (a: AuthState, b: AuthState) => a.isLoggedIn === b.isLoggedIn && a.username === b.username && a.balance === b.balance && sameBalanceParts(a.wallet, b.wallet);

/** Signed in or not, the username and the balance with its parts, as the header shows them. */
export const authState: ReadonlyStore<AuthState> = derivedStore(session, toAuthState, sameState);

export const useSession = () => useStore(session);
export const useAuthState = () => useStore(authState);
