/**
 * Player protection in Chromium: a funded player takes a 24-hour time-out on the responsible
 * gaming page (password, the consequences, a final confirmation); the exclusion banner says until
 * when; a game no longer launches, the deposit dialog lists no methods and the sportsbook takes no
 * bets, each saying until when and offering the withdrawal; a withdrawal still goes through.
 */
import type { Page } from '@playwright/test';
import { expect, tags, TAG, test } from '../support/test';
import { balanceShown, newDevice, registerByApi, signInByApi, typeInto } from '../support/journeys';
import { isMobile, saveScreenshot } from '../support/site';
import { fundByBankTransfer, TEST_IBAN } from '../support/wallet';
import { verifyByAdmin } from '../support/identity';

const SLOT = '40 Super Hot';
/** A time-out's end as the site writes it in English: `30 Nov 2026, 20:51`. */
const UNTIL = /You are in a time-out until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

async function startTimeout(page: Page, password: string): Promise<void> {
  await page.goto('/dashboard/responsible-gaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible({ timeout: 20_000 });
  const timeout = page.getByRole('group', { name: 'Take a time-out' });
  await expect(timeout.getByRole('combobox', { name: 'Time-out length' })).toHaveValue('24');
  await timeout.getByLabel('Your password').fill(password);
  await timeout.getByRole('button', { name: 'Start the time-out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Final confirmation' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(confirm).toBeHidden();
}

test.describe('player protection', () => {
  test('a time-out shows the banner; a game, the deposit dialog and the sportsbook say until when and offer the withdrawal, which goes through', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await newDevice(page);
    const player = await registerByApi(request);
    await fundByBankTransfer(request, player, 500);
    // Withdrawals wait for a verified identity: the operator has verified this player's.
    await verifyByAdmin(request, player);
    await signInByApi(page, request, player);
    await page.goto('/');
    await expect(balanceShown(page, /500[.,]00/)).toBeVisible({ timeout: 15_000 });

    await startTimeout(page, player.password);
    const banner = page.getByTestId('exclusion-banner');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText(/closed to play until/);
    await expect(page.getByRole('region', { name: 'In force now' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'responsible-gaming-timeout');

    // A game: the launch is refused, saying until when, offering the withdrawal and no pointless retry.
    await page.goto('/casino');
    const card = page.getByRole('button', { name: SLOT, exact: true }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.click();
    const refused = page.getByTestId('play-excluded');
    await expect(refused).toContainText(UNTIL, { timeout: 15_000 });
    await expect(refused.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.frameLocator(`iframe[title="${SLOT}"]`).getByRole('button', { name: 'Spin' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'timeout-launch-refused');
    if (isMobile(testInfo)) await page.keyboard.press('Escape');

    // The deposit dialog lists no methods: until when, and the withdrawal.
    await page.goto('/dashboard/deposit');
    const deposit = page.getByRole('dialog', { name: 'Deposit Money' });
    await expect(deposit.getByTestId('deposit-exclusion')).toContainText(UNTIL, { timeout: 15_000 });
    await expect(deposit.getByRole('button', { name: /Credit card|Bank transfer/ })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'timeout-deposit-dialog');
    await deposit.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('dialog', { name: 'Withdraw Money' })).toBeVisible();

    // The sportsbook says it too, and its frame knows the player is signed in: no Log in / Sign up.
    await page.goto('/spor/fcg');
    await expect(page.getByTestId('sportsbook-excluded')).toContainText(UNTIL, { timeout: 15_000 });
    const book = page.frameLocator('iframe[title="Sports betting (Plus)"]');
    await expect(book.getByText('Betting is not available for your account right now; the odds are shown.')).toBeVisible({ timeout: 30_000 });
    await expect(book.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(book.getByRole('button', { name: 'Sign up' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'timeout-sportsbook');

    // The money stays the player's: a withdrawal goes through.
    await page.goto('/dashboard/withdraw');
    const methods = page.getByRole('dialog', { name: 'Withdraw Money' });
    await expect(methods).toBeVisible({ timeout: 15_000 });
    await methods.getByRole('button', { name: /To bank account \(IBAN\)/ }).click();
    const form = page.getByRole('dialog', { name: 'To bank account (IBAN)' });
    await typeInto(form.getByRole('textbox', { name: 'IBAN' }), TEST_IBAN);
    // The account holder is the player's own name, shown and not editable.
    await expect(form.getByRole('textbox', { name: 'Account Holder' })).toHaveValue('Deniz Yılmaz');
    await typeInto(form.getByRole('textbox', { name: 'Amount' }), '200');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden({ timeout: 10_000 });
    await expect(balanceShown(page, /300[.,]00/)).toBeVisible({ timeout: 10_000 });
    await expect(banner).toBeVisible();
  });
});
