/**
 * What a screen alone shows: the play view on a phone has one bar with one close button and the
 * whole of "Para Yatır"; the deposit dialog of a player without a deposit limit shows no empty
 * limits box (screenshots at 390×844 and 1440 wide).
 */
import { expect, tags, TAG, test } from '../support/test';
import { newDevice, registerByApi, signInByApi } from '../support/journeys';
import { isMobile, saveScreenshot, withLanguage } from '../support/site';
import { passDepositChecks } from '../support/deposit-dialog';

/** An EGT slot from the demo studio. */
const SLOT = '40 Super Hot';

test('on a phone the play view has one bar, one close button and the whole of "Para Yatır"', tags(TAG.phone), async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await withLanguage(page, 'tr');
  await newDevice(page);
  const player = await registerByApi(request);
  await signInByApi(page, request, player);
  await page.goto('/casino/slot');
  await page.getByRole('button', { name: SLOT, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: SLOT });
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${SLOT}"]`);
  await expect(frame.getByRole('button', { name: /^(Spin|Çevir)$/ })).toBeVisible({ timeout: 30_000 });

  // One close button and one title on screen: the site's; the game's bar keeps its balance only.
  await expect(dialog.getByRole('button', { name: 'Oyunu kapat' })).toBeVisible();
  await expect(frame.getByRole('button', { name: /^(Kapat|Close)$/ })).toBeHidden();
  await expect(frame.getByRole('heading', { name: SLOT })).toBeHidden();
  // "Para Yatır" whole: its label is not cut.
  const deposit = dialog.getByRole('button', { name: 'Para Yatır' });
  await expect(deposit).toBeVisible();
  const cut = await deposit.evaluate((button) => {
    const label = button.querySelector('.mantine-Button-label') ?? button;
    return label.scrollWidth > label.clientWidth + 1;
  });
  expect(cut, '"Para Yatır" is cut').toBe(false);
  const box = (await deposit.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'play-view-phone');
});

test('the deposit dialog of a player without a deposit limit shows no empty limits box', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await newDevice(page);
  const player = await registerByApi(request);
  await signInByApi(page, request, player);
  await page.goto('/promotions');
  await page.getByRole('button', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Deposit Money' });
  await passDepositChecks(dialog, 'no limit');
  await expect(dialog.getByRole('button', { name: /Havale \/ EFT/ })).toBeVisible();
  await expect(dialog.getByTestId('deposit-limits')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Set a deposit limit' })).toBeVisible();
  if (!isMobile(testInfo)) await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreenshot(page, testInfo, 'deposit-dialog-no-limit');
});
