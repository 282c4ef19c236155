/**
 * Money in and out in Chromium, against the real server and the demo payment provider DemoPay on
 * its own origin: a card deposit confirmed on DemoPay's hosted page arrives live (the deposit dialog
 * says so, bell badge and header balance, no reload); a declined card credits nothing and the dialog
 * says why; a bank transfer waits
 * until the operator approves it; a withdrawal the operator rejects gives the money back; the
 * financial activities list all of it. A new player's first deposit asks for a deposit limit
 * first, and a deposit beyond it is refused with the amount left shown.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { decideTransaction as operatorAction, transactionsOf } from '../support/admin';
import { chooseNoDepositLimitByApi, GENEROUS_DEPOSIT_LIMIT, passDepositChecks, type DepositLimitChoice } from '../support/deposit-dialog';
import { balanceShown, newDevice, registerByApi, signInByApi, typeInto, visible } from '../support/journeys';
import { saveScreenshot } from '../support/site';
import { TEST_IBAN } from '../support/wallet';
import { verifyByAdmin } from '../support/identity';

const PAYING_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

/**
 * The header's Deposit (the bottom bar's on phones) opens the methods, past the deposit-limit step
 * of a first deposit (answered with `limit`); one is chosen.
 */
async function openMethod(page: Page, kind: 'Deposit Money' | 'Withdraw Money', method: string, limit: DepositLimitChoice = GENEROUS_DEPOSIT_LIMIT): Promise<Locator> {
  const modal = page.getByRole('dialog', { name: kind });
  if (kind === 'Deposit Money') {
    await page.getByRole('button', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click();
    await expect(modal).toBeVisible();
    await passDepositChecks(modal, limit);
  } else {
    await page.goto('/dashboard/withdraw');
  }
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: new RegExp(method.replace(/[()]/g, '\\$&')) }).click();
  const form = page.getByRole('dialog', { name: method });
  await expect(form.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  return form;
}

async function fillCard(form: Locator, card: string, amount: string): Promise<void> {
  await typeInto(form.getByRole('textbox', { name: 'Card Number' }), card);
  await typeInto(form.getByRole('textbox', { name: 'Expiry Date' }), '1240');
  await form.getByRole('textbox', { name: 'Card Holder' }).fill('Deniz Yılmaz');
  await typeInto(form.getByRole('textbox', { name: 'Amount' }), amount);
}

/** Submits a card deposit; DemoPay's hosted page opens in a new tab and the player decides there. */
async function payOnHostedPage(page: Page, form: Locator, decision: 'Confirm payment' | 'Decline'): Promise<Page> {
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  const [hosted] = await Promise.all([page.waitForEvent('popup'), submit.click()]);
  await hosted.waitForLoadState();
  // Another origin: the provider's, not ours.
  expect(new URL(hosted.url()).origin).not.toBe(new URL(page.url()).origin);
  await expect(hosted.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await hosted.getByRole('button', { name: decision }).click();
  return hosted;
}

test.describe('money in and out', () => {
  test('card deposit on the hosted page arrives live; a declined card credits nothing; a bank transfer waits for the operator', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await newDevice(page);
    const player = await registerByApi(request);
    let loads = 0;
    await signInByApi(page, request, player);
    await page.goto('/');
    await expect(balanceShown(page, /0[.,]00/)).toBeVisible({ timeout: 10_000 });
    page.on('load', () => (loads += 1));
    const bell = visible(page, 'button', 'Open notifications');
    await expect(bell).not.toContainText(/\d/);

    // Card, confirmed on DemoPay.
    let form = await openMethod(page, 'Deposit Money', 'Credit card');
    await saveScreenshot(page, testInfo, 'deposit-card-form');
    await fillCard(form, PAYING_CARD, '150');
    const hosted = await payOnHostedPage(page, form, 'Confirm payment');
    await expect(hosted.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await hosted.close();
    // The dialog follows the payment: it says so itself once DemoPay has confirmed it.
    await expect(form.getByText('Your payment is confirmed')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByText(/₺150\.00 has been added to your balance/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'deposit-confirmed');
    // The callback credited it; the hub told this tab at once: bell and balance, no reload.
    await expect(bell).toContainText('1', { timeout: 15_000 });
    await expect(balanceShown(page, /150[.,]00/)).toBeVisible();
    expect(loads).toBe(0);
    await page.keyboard.press('Escape');

    // Declined card: nothing credited, the player is told (a notification and the list's reason).
    form = await openMethod(page, 'Deposit Money', 'Credit card');
    await fillCard(form, DECLINED_CARD, '80');
    const declined = await payOnHostedPage(page, form, 'Confirm payment');
    await expect(declined.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await declined.close();
    await expect(form.getByRole('alert')).toContainText('Your payment was declined', { timeout: 15_000 });
    await expect(form.getByRole('alert')).toContainText('The payment was declined by the payment provider.');
    await saveScreenshot(page, testInfo, 'deposit-declined');
    await expect(bell).toContainText('2', { timeout: 15_000 });
    await expect(balanceShown(page, /150[.,]00/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Bank transfer: Pending until the operator approves it.
    form = await openMethod(page, 'Deposit Money', 'Havale / EFT');
    await typeInto(form.getByRole('textbox', { name: 'IBAN' }), TEST_IBAN);
    await form.getByRole('combobox', { name: 'Bank' }).click();
    // The list opens within the screen: it never widens the page or pushes the dialog away.
    const option = page.getByRole('option', { name: 'Akbank' });
    await expect(option).toBeVisible();
    const width = page.viewportSize()!.width;
    const box = (await option.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect((await form.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    await option.click();
    await typeInto(form.getByRole('textbox', { name: 'Amount' }), '300');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(/Your transfer request has been received/)).toBeVisible();
    await page.keyboard.press('Escape');
    const bank = (await transactionsOf(request, player.username)).find((t) => t.type === 1 && t.amount === 300);
    expect(bank?.status).toBe(2);
    await operatorAction(request, bank!.id, 'approve');
    await expect(bell).toContainText('3', { timeout: 15_000 });
    await expect(balanceShown(page, /450[.,]00/)).toBeVisible();
    expect(loads).toBe(0);

    await bell.click();
    await expect(page.getByRole('button', { name: /Deposit confirmed/ }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Deposit declined/ }).filter({ visible: true })).toBeVisible();
    await page.waitForTimeout(400); // the panel's opening transition, for the screenshot
    await saveScreenshot(page, testInfo, 'payments-notifications');
    await page.keyboard.press('Escape');
  });

  test('a new player’s first deposit asks for a deposit limit; a deposit beyond it is refused with the amount left shown', tags(VIEWPORT_INDEPENDENT, TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await newDevice(page);
    const player = await registerByApi(request);
    await signInByApi(page, request, player);
    await page.goto('/');

    const modal = page.getByRole('dialog', { name: 'Deposit Money' });
    await page.getByRole('button', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click();
    // Before anything else: the limit (the date of birth came with the registration).
    await expect(modal.getByRole('heading', { name: 'Set a deposit limit' })).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByRole('button', { name: 'Havale / EFT' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'deposit-limit-step');
    await passDepositChecks(modal, { amount: 150, period: 'day' });
    // The methods, under what is left of the new limit and the way to the limits page.
    await expect(modal.getByText('Left of your daily deposit limit: ₺150.00 of ₺150.00')).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Limits' })).toHaveAttribute('href', '/dashboard/responsible-gaming');

    await modal.getByRole('button', { name: /Havale \/ EFT/ }).click();
    const form = page.getByRole('dialog', { name: 'Havale / EFT' });
    await expect(form.getByRole('textbox', { name: 'Amount' })).toBeVisible();
    await typeInto(form.getByRole('textbox', { name: 'IBAN' }), TEST_IBAN);
    await form.getByRole('combobox', { name: 'Bank' }).click();
    await page.getByRole('option', { name: 'Akbank' }).click();
    await typeInto(form.getByRole('textbox', { name: 'Amount' }), '200');
    await form.getByRole('button', { name: 'Submit' }).click();

    // Refused by the limit: the server's reason and what is left, in the dialog; nothing was filed.
    const refusal = form.getByRole('alert');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Left of your limit: ₺150.00');
    await saveScreenshot(page, testInfo, 'deposit-refused-by-limit');
    expect((await transactionsOf(request, player.username)).filter((t) => t.type === 1)).toEqual([]);
  });

  test('a withdrawal holds the cash at once; the operator rejects it and the money comes back; financial activities list everything', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await newDevice(page);
    const player = await registerByApi(request);
    // Withdrawals wait for a verified identity: the operator has verified this player's.
    await verifyByAdmin(request, player);
    const { token } = await signInByApi(page, request, player);
    await page.goto('/');

    // Cash first: a bank transfer the operator approves.
    await chooseNoDepositLimitByApi(request, token);
    const deposited = await request.post('/api/payment/deposit', {
      headers: { Authorization: `Bearer ${token}`, Locale: 'en' },
      data: { id: 2, target: 'pay', detail: { Iban: TEST_IBAN, Bank: 1, Amount: 500 } },
    });
    expect(deposited.ok(), await deposited.text()).toBe(true);
    const [bank] = await transactionsOf(request, player.username);
    await operatorAction(request, bank!.id, 'approve');
    await expect(balanceShown(page, /500[.,]00/)).toBeVisible({ timeout: 15_000 });

    const form = await openMethod(page, 'Withdraw Money', 'To bank account (IBAN)');
    await typeInto(form.getByRole('textbox', { name: 'IBAN' }), TEST_IBAN);
    // The account holder is the player's own name, shown and not editable.
    await expect(form.getByRole('textbox', { name: 'Account Holder' })).toHaveValue('Deniz Yılmaz');
    await typeInto(form.getByRole('textbox', { name: 'Amount' }), '200');
    await saveScreenshot(page, testInfo, 'withdraw-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    // Held at once: the header shows what can still be played.
    await expect(balanceShown(page, /300[.,]00/)).toBeVisible({ timeout: 10_000 });

    const withdrawal = (await transactionsOf(request, player.username)).find((t) => t.type === 2);
    expect(withdrawal?.status).toBe(2);
    await operatorAction(request, withdrawal!.id, 'reject', 'Account holder name does not match');
    await expect(balanceShown(page, /500[.,]00/)).toBeVisible({ timeout: 15_000 });

    await page.goto('/dashboard/financial-activities');
    const list = page.getByRole('main');
    await expect(list.getByText('Rejected').filter({ visible: true })).toBeVisible();
    await expect(list.getByText('Confirmed').filter({ visible: true })).toBeVisible();
    await expect(list.getByText(/Account holder name does not match/).filter({ visible: true })).toBeVisible();
    await saveScreenshot(page, testInfo, 'financial-activities');
  });
});
