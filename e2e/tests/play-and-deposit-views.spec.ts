/**
 * What a screen alone shows: the play view on a phone has one bar with one close button and the
 * whole of "Para Yatır"; the deposit dialog of a player without a deposit limit shows no empty
 * limits box (screenshots at 390×844 and 1440 wide); a toast beside the wide sign-up dialog leaves
 * its close button uncovered.
 */
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { dialog, newDevice, openFromHeader, registerByApi, signInByApi, typeInto } from '../support/journeys';
import { newPlayer } from '../support/players';
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

test("a toast never covers a dialog's close button: the wide sign-up at 1440 px", VIEWPORT_INDEPENDENT, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await newDevice(page);
  const player = newPlayer();
  const refusal = 'Too many new accounts were opened from this network. Please try again in 60 minutes.';
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, message: refusal, data: null }) }),
  );
  await page.goto('/promotions');
  await openFromHeader(page, 'Register');
  const form = dialog(page, 'Sign Up');
  await expect(form).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(player.name);
  await form.getByLabel('Surname', { exact: true }).fill(player.surname);
  await form.getByLabel('Username', { exact: true }).fill(player.username);
  await form.getByLabel('E-mail', { exact: true }).fill(player.email);
  await typeInto(form.getByLabel('Phone Number', { exact: true }), player.phone);
  await typeInto(form.getByLabel('TC No', { exact: true }), player.personalNo);
  await typeInto(form.getByLabel('Day', { exact: true }), player.birth.day);
  await typeInto(form.getByLabel('Month', { exact: true }), player.birth.month);
  await typeInto(form.getByLabel('Year', { exact: true }), player.birth.year);
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(player.password);
  await form.getByRole('checkbox', { name: /accept the Terms and Conditions/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Notice \(KVKK\)/ }).check();
  await form.getByRole('button', { name: 'Sign Up' }).click();

  const toast = page.locator('.arc-toasts .mantine-Notification-root').filter({ hasText: refusal });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500); // its entry transition
  const box = (await toast.boundingBox())!;
  const close = (await form.locator('.mantine-Modal-close, button[aria-label="Close"], button[aria-label="Kapat"]').first().boundingBox())!;
  await saveScreenshot(page, testInfo, 'toast-beside-sign-up');
  const overlaps = box.y < close.y + close.height && close.y < box.y + box.height && box.x < close.x + close.width && close.x < box.x + box.width;
  expect(overlaps, "the toast covers the dialog's close button").toBe(false);
  await form.locator('.mantine-Modal-close, button[aria-label="Close"], button[aria-label="Kapat"]').first().click();
  await expect(form).toBeHidden();
});
