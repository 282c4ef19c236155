/**
 * Addresses and titles as a browser meets them: each page titled after its route, an unknown
 * address answered 404 with the not-found page, a game's page at its code (older base64 links
 * redirected there).
 */
import { expect, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { newDevice } from '../support/journeys';

test('pages are titled per route; an unknown address is a 404 with the not-found page', VIEWPORT_INDEPENDENT, async ({ page }) => {
  await newDevice(page);
  const slots = await page.goto('/casino/slot');
  expect(slots?.status()).toBe(200);
  await expect(page).toHaveTitle('Slots · Arcadia');
  await page.goto('/responsible-gaming');
  await expect(page).toHaveTitle('Responsible Gaming · Arcadia');
  await page.goto('/');
  await expect(page).toHaveTitle('Arcadia · Online Casino and Sports Betting');

  const nowhere = await page.goto('/no-such-page');
  expect(nowhere?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Arcadia');
});

test("a game's page is at its code; an older base64 link is redirected there", VIEWPORT_INDEPENDENT, async ({ page }) => {
  await newDevice(page);
  const game = await page.goto('/casino/play/h88-aviator');
  expect(game?.status()).toBe(200);
  // Anonymous: the page names the game and asks to log in.
  await expect(page.getByRole('heading', { name: 'Log in to play' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Aviator/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game not found' })).toHaveCount(0);

  const old = Buffer.from(
    JSON.stringify({ gameCode: 'h88-aviator', name: 'Aviator', providerName: 'Hub88', mainProviderId: 2, productId: 1, system: 'spribe' }),
  ).toString('base64url');
  await page.goto(`/casino/play/${old}`);
  await expect(page).toHaveURL(/\/casino\/play\/h88-aviator$/);
  await expect(page.getByRole('main').getByText(/Aviator/).first()).toBeVisible();
});
