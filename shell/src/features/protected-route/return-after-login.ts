import { distinctUntilChanged, filter, map, type Subscription } from 'rxjs';
import { authState, openDialogState } from '@arcadia/shared';

/** The protected address an anonymous player asked for; reached once they sign in. */
let pendingPath: string | null = null;

export const rememberReturnPath = (path: string) => {
  pendingPath = path;
};
export const pendingReturnPath = () => pendingPath;

/**
 * After a sign-in, goes to the protected page that opened the login dialog. Closing the dialogs
 * without signing in forgets it, so a later login from the header stays where the player is.
 */
export function connectReturnAfterLogin(navigate: (to: string) => void): () => void {
  const subs: Subscription[] = [
    authState.changes
      .pipe(
        map((s) => s.isLoggedIn),
        distinctUntilChanged(),
        filter(Boolean),
      )
      .subscribe(() => {
        const path = pendingPath;
        pendingPath = null;
        if (path) navigate(path);
      }),
    openDialogState.changes.pipe(filter((open) => open === null && !authState.get().isLoggedIn)).subscribe(() => {
      pendingPath = null;
    }),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
