import { BehaviorSubject, distinctUntilChanged, filter, map, type Subscription } from 'rxjs';
import {
  BADGE_CAP,
  NOTIFICATION_PAGE,
  api,
  authState$,
  eventBus,
  readAuthData,
  type Notification,
} from '@arcadia/shared';

/** The signed-in player's notifications, newest first as the server returns them. */
export const notifications$ = new BehaviorSubject<Notification[]>([]);

export const unreadCount = (list: Notification[]): number => list.filter((n) => !n.isRead).length;

/** Badge text: the count, or '9+' from 9 on. */
export const badgeLabel = (count: number): string => (count >= BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/** `POST customer/notification {skip:0, take:100}`; silent, since it runs in the background. */
export async function fetchNotifications(): Promise<void> {
  if (!readAuthData()) return;
  const result = await api.post<Notification[]>('customer/notification', { ...NOTIFICATION_PAGE }, { silent: true });
  if (result.success && Array.isArray(result.data) && authState$.value.isLoggedIn) notifications$.next(result.data);
}

/** Marks one notification read; a failed answer leaves it unread. */
export async function readNotification(id: number): Promise<boolean> {
  const result = await api.post('customer/readnotification', { id });
  if (result.success) {
    notifications$.next(notifications$.value.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
  }
  return result.success;
}

/**
 * Refetches after a login and whenever the hub pushes a `Notification` command; clears the list
 * when the player signs out.
 */
export function connectNotifications(): () => void {
  const subs: Subscription[] = [
    eventBus.on('auth:login').subscribe(() => void fetchNotifications()),
    eventBus
      .on('hub:message')
      .pipe(filter((m) => m.command === 'Notification'))
      .subscribe(() => void fetchNotifications()),
    authState$
      .pipe(
        map((s) => s.isLoggedIn),
        distinctUntilChanged(),
        filter((loggedIn) => !loggedIn),
      )
      .subscribe(() => notifications$.next([])),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
