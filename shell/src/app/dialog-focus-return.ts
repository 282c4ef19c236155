import { openDialogState } from '@arcadia/shared';

/**
 * When the last dialog closes (Escape, its close button, or done), focus goes back to what opened
 * it: a keyboard or screen-reader player goes on where they were instead of at the top of the page.
 * The site's dialogs are mounted when opened (their remote loads then), so the dialog's own
 * focus return has nothing to go back to. A dialog that opens another (login → sign-up) keeps the
 * first opener. Returns the unsubscribe.
 */
export function connectDialogFocusReturn(): () => void {
  let opener: HTMLElement | null = null;
  let wasOpen = openDialogState.get() !== null;
  const sub = openDialogState.changes.subscribe((open) => {
    if (open && !wasOpen) {
      const active = document.activeElement;
      opener = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    if (!open && wasOpen) {
      const target = opener;
      opener = null;
      // after the dialog's focus trap lets go
      setTimeout(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected || active.closest('[role="dialog"]') !== null;
        if (target?.isConnected && lost) target.focus();
      }, 0);
    }
    wasOpen = Boolean(open);
  });
  return () => sub.unsubscribe();
}
