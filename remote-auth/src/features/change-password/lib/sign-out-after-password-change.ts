import { STORAGE_KEYS, authState$, closeDialog, openDialog, removeKey } from '@arcadia/shared';

/**
 * After a password change the server has revoked every token of the player, so the player must
 * end up signed out with the login dialog open.
 *
 * Not `auth:logout`: the shell's logout reloads the page 300 ms later, which
 * would take the login dialog away. Instead the stored auth data is removed here first — the
 * API client then stops sending the revoked token, the shell's balance poll skips its calls, and
 * a late 401 no longer triggers the reloading logout — and the shared signed-out state is
 * published so the header switches to Login/Register. The next `auth:login` from the login
 * dialog signs the player in again as usual.
 */
export function signOutAfterPasswordChange(): void {
  removeKey(STORAGE_KEYS.authData);
  authState$.next({ isLoggedIn: false, username: '', balance: 0 });
  closeDialog();
  openDialog('login');
}
