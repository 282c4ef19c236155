import { BehaviorSubject, distinctUntilChanged, filter, map, type Subscription } from 'rxjs';
import {
  BADGE_CAP,
  authState,
  eventBus,
  getNotifications,
  readAuthData,
  markNotificationRead,
  toastApiError,
  type Notification,
} from '@arcadia/shared';

/** The signed-in player's notifications, newest first as the server returns them. */
export const notifications$ = new BehaviorSubject<Notification[]>([]);

export const unreadCount = (list: Notification[]): number => list.filter((n) => !n.isRead).length;

/** Badge text: the count, or '9+' from 9 on. */
export const badgeLabel = (count: number): string => (count >= BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/** The first page of notifications; silent on failure, since it runs in the background. */
export async function fetchNotifications(): Promise<void> {
  if (!readAuthData()) return;
  const list = await getNotifications().catch(() => null);
  if (Array.isArray(list) && authState.get().isLoggedIn) notifications$.next(list);
}

/** Marks one notification read; a refusal leaves it unread and toasts the server's message. */
export async function readNotification(id: number): Promise<boolean> {
  try {
    await markNotificationRead(id);
  } catch (error) {
    toastApiError(error);
    return false;
  }
  notifications$.next(notifications$.value.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
  return true;
}

/**
 * Refetches after a login, whenever the hub pushes a `Notification` command and when the hub is back
 * after a drop (a push sent meanwhile is lost); clears the list when the player signs out.
 */
export function connectNotifications(): () => void {
  const subs: Subscription[] = [
    eventBus.on('auth:login').subscribe(() => void fetchNotifications()),
    eventBus
      .on('hub:message')
      .pipe(filter((m) => m.command === 'Notification'))
      .subscribe(() => void fetchNotifications()),
    eventBus.on('hub:reconnected').subscribe(() => void fetchNotifications()),
    authState.changes
      .pipe(
        map((s) => s.isLoggedIn),
        distinctUntilChanged(),
        filter((loggedIn) => !loggedIn),
      )
      .subscribe(() => notifications$.next([])),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
