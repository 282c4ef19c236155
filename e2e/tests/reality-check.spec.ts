/**
 * The reality check on the play page (the full-screen modal on a phone): a funded player opens a
 * slot, sees the session's time and net position on the play bar, and after an hour of the page's
 * clock the check shows the session's figures; Escape does not dismiss it; Continue closes it and
 * the same game takes the next spin.
 *
 * The server considers a check due by its own clock, which this journey does not move: the page's
 * own timer, reaching `nextRealityCheckAt` on Playwright's clock, is what opens the dialog here.
 */
import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { expect, tags, TAG, test } from '../support/test';
import { newDevice, registerByApi, signInByApi } from '../support/journeys';
import { isMobile, saveScreenshot } from '../support/site';
import { fundByBankTransfer } from '../support/wallet';

/** An EGT slot of the demo studio. */
const SLOT = '40 Super Hot';

/** Where the game plays: the page on a desktop, the modal on a phone. */
function gameArea(page: Page, testInfo: TestInfo): Locator {
  return isMobile(testInfo) ? page.getByRole('dialog', { name: SLOT }) : page.getByRole('main');
}

async function openSlot(page: Page, testInfo: TestInfo): Promise<FrameLocator> {
  const card = page.getByRole('button', { name: SLOT, exact: true }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.click();
  if (isMobile(testInfo)) await expect(page.getByRole('dialog', { name: SLOT })).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/play\/[a-z0-9-]+$/);
  const frame = page.frameLocator(`iframe[title="${SLOT}"]`);
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  return frame;
}

test.describe('reality check', () => {
  // The journey installs its own clock in the context: a context of its own, not the worker's shared one.
  test.use({ freshContext: true });
  test('after an hour of play the check shows the session; Escape keeps it; Continue closes it and the game plays on', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    // Before the first navigation, so the page's timers run on a clock the test can move.
    await page.clock.install();
    await newDevice(page);
    const player = await registerByApi(request);
    await fundByBankTransfer(request, player, 100);
    await signInByApi(page, request, player);
    await page.goto('/casino/slot');
    const frame = await openSlot(page, testInfo);

    const area = gameArea(page, testInfo);
    const session = area.getByRole('group', { name: 'Session' });
    await expect(session.getByRole('timer', { name: 'Session time' })).toHaveText(/^0:0\d:\d\d$/);
    await expect(session).toContainText('₺0.00');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeHidden();

    await page.clock.fastForward('01:00:00');
    await expect(check).toBeVisible();
    await expect(check).toContainText('You have been playing for 1:0');
    await expect(check.getByText('Stakes', { exact: true })).toBeVisible();
    await expect(check.getByText('Wins', { exact: true })).toBeVisible();
    await expect(check.getByText('Net position', { exact: true })).toBeVisible();
    await expect(check.getByRole('link', { name: 'View game history' })).toHaveAttribute('href', '/dashboard/game-history');
    await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
    await saveScreenshot(page, testInfo, 'reality-check');

    // A regulator's check is answered, never dismissed: Escape leaves it (and the game) where they are.
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    if (isMobile(testInfo)) await expect(page.getByRole('dialog', { name: SLOT })).toBeVisible();
    else await expect(page).toHaveURL(/\/casino\/play\//);

    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();
    await expect(session.getByRole('timer', { name: 'Session time' })).toHaveText(/^1:0\d:\d\d$/);

    // The same game, never reloaded, takes the next spin.
    const spin = frame.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(frame.locator('#message')).toHaveText(/^(No win|Win: |Congratulations)/, { timeout: 20_000 });
    await expect(check).toBeHidden();
  });
});
