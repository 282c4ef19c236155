import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@arcadia/ui/router';
import { authState, openDialog, openDialogState } from '@arcadia/shared';

/**
 * Opens the login dialog and, once the player has signed in, goes to `path`. Closing the dialogs
 * without signing in forgets it, so a later login from the header stays where the player is. (The
 * shell does the same for its protected routes; a page of its own keeps its own wish.)
 */
export function useLoginThenGo(): (path: string) => void {
  const navigate = useNavigate();
  const [wanted, setWanted] = useState<string | null>(null);

  useEffect(() => {
    if (!wanted) return undefined;
    const subscriptions = [
      authState.changes.subscribe(({ isLoggedIn }) => {
        if (!isLoggedIn) return;
        setWanted(null);
        navigate(wanted);
      }),
      openDialogState.changes.subscribe((open) => {
        if (open === null && !authState.get().isLoggedIn) setWanted(null);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [wanted, navigate]);

  return useCallback((path: string) => {
    openDialog('login');
    setWanted(path);
  }, []);
}
