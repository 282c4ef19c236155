import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok, renderWithProviders } from '@arcadia/shared/testing';
import { NotificationType, STORAGE_KEYS, eventBus, writeJson } from '@arcadia/shared';
import { authDataFixture, notificationFixture } from '../../app/testing/fixtures';
import { NotificationPanel } from './notification-panel';
import { NotificationBell } from './notification-bell';
import { badgeLabel, connectNotifications, fetchNotifications, notifications$ } from './notification-store';
import { formatNotificationTime } from './format-notification-time';
import { seedSession } from '@arcadia/shared/testing';
import type { AuthData } from '@arcadia/shared';

beforeEach(() => {
  localStorage.clear();
  notifications$.next([]);
  seedSession({ token: 'test-token', username: 'player01', balance: 0 } as AuthData);
  writeJson(STORAGE_KEYS.authData, authDataFixture());
});

it('shows the empty text when there are none', () => {
  renderWithProviders(<NotificationPanel height={582} />);
  expect(screen.getByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeInTheDocument();
});

it('has the English empty text', async () => {
  const { i18n } = await import('@arcadia/shared');
  await act(() => i18n.changeLanguage('en'));
  try {
    renderWithProviders(<NotificationPanel height={582} />);
    expect(screen.getByText('When you have a new notification, you will see it here.')).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('shows an icon per type: gift for Bonus, up arrow for Deposit, down arrow for Withdraw, system otherwise', () => {
  notifications$.next([
    notificationFixture({ id: 1, type: NotificationType.Bonus }),
    notificationFixture({ id: 2, type: NotificationType.Deposit }),
    notificationFixture({ id: 3, type: NotificationType.Withdraw }),
    notificationFixture({ id: 4, type: NotificationType.Jackpot }),
    notificationFixture({ id: 5, type: NotificationType.System }),
  ]);
  const { container } = renderWithProviders(<NotificationPanel height={582} />);
  const icons = Array.from(container.querySelectorAll('.arc-notif__list [data-icon]')).map((e) => e.getAttribute('data-icon'));
  expect(icons).toEqual(['gift', 'deposit', 'withdraw', 'system', 'system']);
});

it('writes the time as the site writes every time: day first, the month by name, Istanbul time', () => {
  expect(formatNotificationTime('2024-01-05T06:07:00.000Z', 'tr')).toBe('5 Oca 2024 09:07');
  expect(formatNotificationTime('2024-01-05T06:07:00.000Z', 'en')).toBe('5 Jan 2024, 09:07');
  expect(formatNotificationTime('not a date', 'tr')).toBe('');
});

it('opening an unread one shows its detail and marks it read when the server confirms', async () => {
  const api = mockApi({ 'POST customer/readnotification': () => ok(null) });
  notifications$.next([notificationFixture({ id: 7, title: 'Yatırım onaylandı', note: 'Paranız hesabınızda.' })]);
  renderWithProviders(<NotificationPanel height={582} />);
  fireEvent.click(screen.getByRole('button', { name: /Yatırım onaylandı/ }));

  const detail = screen.getByRole('region', { name: 'Yatırım onaylandı' });
  expect(within(detail).getByText('Paranız hesabınızda.')).toBeInTheDocument();
  expect(api.callsTo('POST customer/readnotification')[0]?.body).toEqual({ id: 7 });
  await waitFor(() => expect(notifications$.value[0]?.isRead).toBe(true));

  fireEvent.click(screen.getByRole('button', { name: 'Bildirimlere dön' }));
  expect(document.querySelector('.arc-notif')).toHaveAttribute('data-view', 'list');
});

it("a failed read leaves it unread and toasts the server's message", async () => {
  const api = mockApi({ 'POST customer/readnotification': () => fail('Bildirim bulunamadı', 404) });
  const toasts: unknown[] = [];
  const sub = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
  notifications$.next([notificationFixture({ id: 8, title: 'Bonus' })]);
  renderWithProviders(<NotificationPanel height={582} />);
  fireEvent.click(screen.getByRole('button', { name: /Bonus/ }));
  await waitFor(() => expect(api.callsTo('POST customer/readnotification')).toHaveLength(1));
  await act(async () => {});
  sub.unsubscribe();
  expect(notifications$.value[0]?.isRead).toBe(false);
  expect(toasts).toEqual([{ kind: 'error', message: 'Bildirim bulunamadı' }]);
});

it('opening a read one does not call the server', () => {
  const api = mockApi();
  notifications$.next([notificationFixture({ id: 9, title: 'Eski', isRead: true })]);
  renderWithProviders(<NotificationPanel height={582} />);
  fireEvent.click(screen.getByRole('button', { name: /Eski/ }));
  expect(api.calls).toHaveLength(0);
});

it('loads with POST customer/notification {skip:0, take:100} after login and on a hub Notification', async () => {
  const api = mockApi({ 'POST customer/notification': () => ok([notificationFixture({ id: 1 })]) });
  const disconnect = connectNotifications();
  eventBus.emit('auth:login', { authData: authDataFixture() });
  await waitFor(() => expect(notifications$.value).toHaveLength(1));
  expect(api.callsTo('POST customer/notification')[0]?.body).toEqual({ skip: 0, take: 100 });

  eventBus.emit('hub:message', { command: 'Balance', message: '' });
  eventBus.emit('hub:message', { command: 'Notification', message: 'new' });
  await waitFor(() => expect(api.callsTo('POST customer/notification')).toHaveLength(2));

  seedSession(null);
  expect(notifications$.value).toEqual([]);
  disconnect();
});

it('reloads the list when the hub is back after a drop', async () => {
  const api = mockApi({ 'POST customer/notification': () => ok([notificationFixture({ id: 3 })]) });
  const disconnect = connectNotifications();
  eventBus.emit('hub:reconnected', {});
  await waitFor(() => expect(notifications$.value).toHaveLength(1));
  expect(api.callsTo('POST customer/notification')).toHaveLength(1);
  disconnect();
});

it('the bell badge follows a hub Notification with no reload, and the bell shakes when the count changes', async () => {
  let list = [notificationFixture({ id: 1 })];
  mockApi({ 'POST customer/notification': () => ok(list) });
  const disconnect = connectNotifications();
  notifications$.next(list);
  const { container } = renderWithProviders(<NotificationBell />);
  const bell = () => container.querySelector('.arc-bell')!;
  expect(screen.getByText('1')).toBeInTheDocument();
  const before = bell();
  expect(before).toHaveAttribute('data-shake');

  list = [notificationFixture({ id: 2 }), ...list];
  act(() => eventBus.emit('hub:message', { command: 'Notification', message: '{"id":2,"type":1}' }));
  await waitFor(() => expect(screen.getByText('2')).toBeInTheDocument());
  // a new element: the shake animation plays again
  expect(bell()).not.toBe(before);
  expect(bell()).toHaveAttribute('data-shake');

  const shaking = bell();
  act(() => notifications$.next([...list]));
  expect(bell()).toBe(shaking); // the same count does not shake again

  act(() => notifications$.next(list.map((n) => ({ ...n, isRead: true }))));
  expect(bell()).not.toHaveAttribute('data-shake');
  expect(screen.queryByText('2')).not.toBeInTheDocument();
  disconnect();
});

it("the bell badge reads '9+' from 9 unread on", () => {
  notifications$.next(Array.from({ length: 12 }, (_, i) => notificationFixture({ id: i + 1 })));
  renderWithProviders(<NotificationBell />);
  expect(screen.getByText('9+')).toBeInTheDocument();
});

it('the list slides to the detail and the back arrow slides it back', () => {
  mockApi({ 'POST customer/readnotification': () => ok(null) });
  notifications$.next([notificationFixture({ id: 5, title: 'Çekim onaylandı', isRead: true })]);
  renderWithProviders(<NotificationPanel height={582} />);
  const panel = document.querySelector('.arc-notif')!;
  expect(panel).toHaveAttribute('data-view', 'list');
  fireEvent.click(screen.getByRole('button', { name: /Çekim onaylandı/ }));
  expect(panel).toHaveAttribute('data-view', 'detail');
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimlere dön' }));
  expect(panel).toHaveAttribute('data-view', 'list');
});

it('does not ask for notifications while signed out', async () => {
  localStorage.clear();
  const api = mockApi();
  await fetchNotifications();
  expect(api.calls).toHaveLength(0);
});

it("caps the badge at '9+'", () => {
  expect(badgeLabel(1)).toBe('1');
  expect(badgeLabel(8)).toBe('8');
  expect(badgeLabel(9)).toBe('9+');
  expect(badgeLabel(40)).toBe('9+');
});

it('the desktop bell opens a 582 px popover and locks the page scroll while it is open', async () => {
  renderWithProviders(<NotificationBell />);
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimleri aç' }));
  const panel = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.arc-notif');
    if (!el) throw new Error('panel not open');
    return el;
  });
  expect(panel.style.height).toBe('582px');
  expect(document.body.style.overflow).toBe('hidden');
  fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  await waitFor(() => expect(document.body.style.overflow).toBe(''));
});

it('the mobile bell opens a full-height sheet', async () => {
  renderWithProviders(<NotificationBell mode="sheet" />);
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimleri aç' }));
  const panel = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.arc-notif');
    if (!el) throw new Error('sheet not open');
    return el;
  });
  expect(panel.style.height).toBe('100dvh');
});
