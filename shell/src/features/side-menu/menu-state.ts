import { BehaviorSubject } from 'rxjs';
import { eventBus } from '@arcadia/shared';

/** Whether the side menu drawer (1100 px and below) is open. */
export const menuOpen$ = new BehaviorSubject(false);

export const setMenuOpen = (open: boolean) => {
  if (menuOpen$.value !== open) menuOpen$.next(open);
};

/** `menu:toggle` from anywhere opens, closes or toggles the menu. */
export function connectSideMenu(): () => void {
  const sub = eventBus.on('menu:toggle').subscribe(({ open }) => setMenuOpen(open ?? !menuOpen$.value));
  return () => sub.unsubscribe();
}
