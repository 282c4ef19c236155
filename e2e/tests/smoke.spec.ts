/**
 * The first check after a deploy: every part of the composed site renders its page for a signed-in
 * player, in one pass (the shell's home, remote-casino's lobby, remote-sports' frame,
 * remote-account's dashboard, remote-payments' deposit dialog). The rest of the smoke subset is
 * tagged @smoke in the other specs: the login, a game launch, a sportsbook frame, the fast
 * registration with its deposit dialog, and a remote that cannot be reached.
 */
import { expect, tags, TAG, test } from '../support/test';
import { newDevice, registerByApi, signInByApi, visible } from '../support/journeys';

test('every remote renders its page for a signed-in player', tags(TAG.smoke), async ({ page, request }) => {
  await newDevice(page);
  const player = await registerByApi(request);
  await signInByApi(page, request, player);

  // The shell: the home page with its content.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Campaigns' }).getByRole('group', { name: 'Campaign 1' })).toBeVisible();

  // remote-casino: the slots lobby with its games.
  await page.goto('/casino/slot');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('button', { name: '40 Super Hot', exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // remote-sports: the sportsbook's frame on its own origin, with prices.
  await page.goto('/spor/fcg');
  await expect(page.frameLocator('iframe[src*="/fcg/"]').locator('button.price').first()).toBeVisible({ timeout: 30_000 });

  // remote-account: the dashboard's tiles.
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText('Session History', { exact: true }).first()).toBeVisible();

  // remote-payments: the deposit dialog, opened from the header (the bottom bar on a phone).
  await visible(page, 'button', 'Deposit').click();
  await expect(page.getByRole('dialog', { name: 'Deposit Money' })).toBeVisible();
});
