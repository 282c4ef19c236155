/**
 * The live hub in the browser: one connection for a signed-in player (none for a visitor), an
 * operator's message arriving at once (bell badge and panel, no reload), the connection closed at
 * logout, and a session revoked elsewhere ending it for good.
 */
import type { Page, WebSocket } from '@playwright/test';
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { operatorHeaders, playerIdOf } from '../support/admin';
import { logOut, newDevice, registerByApi, signInByApi, visible } from '../support/journeys';

const HUB_PATH = '/hub/frnotify';

/** Every hub connection the page opens, and a promise of the first handshake answer (the connection is live). */
function watchHub(page: Page) {
  const sockets: WebSocket[] = [];
  let live: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (live = resolve));
  page.on('websocket', (socket) => {
    if (!socket.url().includes(HUB_PATH)) return;
    sockets.push(socket);
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).startsWith('{}')) live();
    });
  });
  return { sockets, connected };
}

test.describe('live hub', () => {
  test('a visitor on the home page opens no hub connection and loads neither the hub client nor the notification panel', VIEWPORT_INDEPENDENT, async ({ page }) => {
    await newDevice(page);
    const hub = watchHub(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await expect(visible(page, 'button', 'Login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(hub.sockets).toHaveLength(0);
    expect(scripts.filter((url) => /live-hub|notification-panel/.test(url))).toEqual([]);
  });

  test('signed in, an operator message arrives live: the bell counts it and the panel shows it, with no reload; logout closes the connection', tags(TAG.admin), async ({ page, request }, testInfo) => {
    await newDevice(page);
    const player = await registerByApi(request);
    const hub = watchHub(page);
    await signInByApi(page, request, player);
    await page.goto('/');
    await hub.connected;
    expect(hub.sockets).toHaveLength(1);
    const url = new URL(hub.sockets[0]!.url());
    expect(url.searchParams.get('fingerprint')).toMatch(/^e2e-/);
    expect(url.searchParams.get('access_token')).toBeTruthy();

    let loads = 0;
    page.on('load', () => (loads += 1));
    const bell = visible(page, 'button', 'Open notifications');
    await expect(bell).not.toContainText(/\d/);

    const sent = await request.post('/api/admin/notifications', {
      headers: operatorHeaders(),
      data: { playerId: await playerIdOf(request, player.username), title: { tr: 'Hoş geldiniz', en: 'Welcome aboard' }, note: { tr: 'İyi eğlenceler.', en: 'Have fun.' } },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await expect(bell).toContainText('1');

    await bell.click();
    const item = page.getByRole('button', { name: /Welcome aboard/ }).filter({ visible: true });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page.getByRole('region', { name: 'Welcome aboard' }).getByText('Have fun.')).toBeVisible();
    // read once the server confirmed it
    await expect(bell).not.toContainText(/\d/);
    expect(loads).toBe(0);
    await page.getByRole('button', { name: 'Back to notifications' }).filter({ visible: true }).click();
    await page.keyboard.press('Escape');

    await logOut(page, testInfo);
    // the connection of the page the player logged out on is closed (on mobile that page is /dashboard,
    // loaded on the way to the logout button), and the signed-out page opens none
    const opened = hub.sockets.length;
    await expect.poll(() => hub.sockets[opened - 1]!.isClosed()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(hub.sockets).toHaveLength(opened);
  });

  test('a session revoked elsewhere ends the connection for good and signs the tab out', VIEWPORT_INDEPENDENT, async ({ page, request }) => {
    await newDevice(page);
    const player = await registerByApi(request);
    const hub = watchHub(page);
    await signInByApi(page, request, player);
    await page.goto('/');
    await hub.connected;

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? '{}').token as string);
    expect((await request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

    await hub.sockets[0]!.waitForEvent('close');
    // the balance poll meets the 401 and signs the tab out
    await expect(visible(page, 'button', 'Login')).toBeVisible({ timeout: 15_000 });
    // past the client's first reconnect delays: no new connection was tried
    await page.waitForTimeout(2500);
    expect(hub.sockets).toHaveLength(1);
  });
});
