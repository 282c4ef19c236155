/**
 * Player accounts, end to end at desktop and mobile sizes: registration (full and fast)
 * with phone verification and the trial bonus, logging out and in, phone verification from the
 * dashboard, the call request, the session history and the dashboard. Password recovery and change
 * are journeys of auth-fixes.spec.ts, in both languages. Codes come from the SMS outbox.
 */
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { passDepositChecks } from '../support/deposit-dialog';
import { newPlayer, uniqueTag } from '../support/players';
import { operatorHeaders } from '../support/admin';
import { isMobile, saveScreenshot } from '../support/site';
import {
  balanceShown,
  dialog,
  enterSmsCode,
  expectSignedIn,
  logInThroughForm,
  logOut,
  newDevice,
  openFromFooter,
  registerByApi,
  registerThroughForm,
  signInByApi,
  visible,
} from '../support/journeys';
import { apiToken } from '../support/wallet';

test.beforeEach(async ({ page }) => {
  await newDevice(page);
});

test.describe('registration', () => {
  test('fast registration offers no trial bonus (it needs a TC No) and lands on the congratulations with Deposit', tags(VIEWPORT_INDEPENDENT, TAG.smoke), async ({ page }, testInfo) => {
    const player = newPlayer();
    await page.goto('/');
    const celebration = await registerThroughForm(page, player, { fast: true });
    await expect(celebration.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(celebration.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'fast-register-congratulations');
    await celebration.getByRole('button', { name: 'Deposit' }).click();
    await expect(celebration).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
    // The deposit dialog belongs to remote-payments: opened over the dashboard through the bus.
    const deposit = page.getByRole('dialog', { name: 'Deposit Money' });
    await expect(deposit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deposit).toBeHidden();
    // The page stays, with the balance in its parts and a button to open the dialog again.
    await expect(page).toHaveURL(/\/dashboard\/deposit$/);
    await page.goto('/');
    await expectSignedIn(page, player.username);
    await expect(balanceShown(page, /0[.,]00/)).toBeVisible({ timeout: 10_000 });
    // The header's (on phones the bottom bar's) Deposit opens the same dialog, wherever the player is.
    await page.getByRole('button', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click();
    await expect(deposit).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // A first deposit asks the date of birth (unless the fast form sent it) and a deposit limit; then the methods.
    await passDepositChecks(deposit);
    await expect(deposit.getByRole('button', { name: /Havale \/ EFT/ })).toBeVisible();
    await saveScreenshot(page, testInfo, 'deposit-dialog');
  });

  test('full registration → SMS code → trial bonus → balance in the header', tags(TAG.outbox), async ({ page, request }, testInfo) => {
    // Two dialogs, an SMS round trip and the celebration: over a minute on a busy phone.
    test.setTimeout(120_000);
    const player = newPlayer();
    await page.goto('/');
    const phoneStep = await registerThroughForm(page, player, { trialBonus: true });
    await saveScreenshot(page, testInfo, 'register-phone-step');

    // The phone is prefilled and locked; the code was sent at once because the bonus was ticked.
    await expect(phoneStep.getByRole('textbox', { name: 'Phone Number' })).not.toBeEditable();
    await enterSmsCode(page, request, phoneStep, player.phone);

    const celebration = page.getByRole('dialog').filter({ hasText: 'Congratulations' });
    await expect(celebration).toBeVisible();
    // The bonus ticked at sign-up came with the verification: nothing more to claim.
    await expect(celebration).toContainText(/trial bonus is in your account/i);
    await expect(celebration.getByRole('button', { name: 'Yes' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'register-congratulations');
    await celebration.getByRole('button', { name: 'Close' }).first().click();
    // Then the overlays a new visitor meets on the way (the campaign popup, the responsible-gaming
    // note), each dismissed by its handler: on a busy machine that passed 5 s.
    await expect(celebration).toBeHidden({ timeout: 15_000 });

    // Signed in: the name and the credited trial bonus (50,00 by default) in the header.
    await expectSignedIn(page, player.username);
    await expect(balanceShown(page, /50[.,]00/)).toBeVisible({ timeout: 10_000 });
    const authData = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null'));
    expect(authData).toMatchObject({ username: player.username, smsVerified: true });
    await saveScreenshot(page, testInfo, 'home-logged-in');
  });
});

test('links under a freshly opened form work on the first click', async ({ page }) => {
  // Press and release must land on the same link even though the autofocused field loses focus
  // (and may show its "required" message) when the press starts.
  await page.goto('/');
  await visible(page, 'button', 'Login').click();
  await dialog(page, 'Login').getByRole('button', { name: 'Password recovery' }).click();
  await expect(dialog(page, 'Password Recovery')).toBeVisible();
  await page.keyboard.press('Escape');

  await visible(page, 'button', 'Register').click();
  await dialog(page, 'Sign Up').getByRole('button', { name: 'Fast Register' }).click();
  await expect(dialog(page, 'Fast Register')).toBeVisible();
});

test('log out, then log in again', tags(TAG.smoke), async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await page.goto('/');
  await logInThroughForm(page, player.username, player.password);
  await logOut(page, testInfo);
  await logInThroughForm(page, player.username, player.password);
  await expect(visible(page, 'button', 'Login')).toBeHidden();
  await expect(balanceShown(page, /0[.,]00/)).toBeVisible();
});

test('verify the phone from the dashboard', tags(TAG.outbox), async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await signInByApi(page, request, player);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^SMS Verification/ }).or(page.getByRole('link', { name: /^SMS Verification/ })).first().click();

  const verification = dialog(page, 'Phone Verification');
  await expect(verification).toBeVisible();
  await expect(verification.getByText('Not Verified', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'phone-verification-not-verified');
  await verification.getByRole('button', { name: 'Send Code' }).click();
  await enterSmsCode(page, request, verification, player.phone);
  await expect(verification.getByText('Verified', { exact: true })).toBeVisible();

  // The account page shows the verified tag too.
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/account');
  await expect(page.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-account');
});

test('send a call request; the operator sees it', tags(VIEWPORT_INDEPENDENT, TAG.admin), async ({ page, request }, testInfo) => {
  const message = `Please call me about deposits (${uniqueTag()}).`;
  await page.goto('/');
  await openFromFooter(page, 'Call Request Form');

  const form = dialog(page, 'Call Request Form');
  await expect(form).toBeVisible();
  await form.getByLabel('Name Surname').fill('Deniz Yılmaz');
  await form.getByLabel('Message Body').fill(message);
  await saveScreenshot(page, testInfo, 'call-request');
  await form.getByRole('button', { name: 'Save Request' }).click();
  // The server's confirmation (or the dialog's own when the server sends none).
  await expect(page.getByText(/Your request has been received|Your call request has been saved/).first()).toBeVisible();
  await expect(form).toBeHidden();

  const stored = await request.get('/api/admin/call-requests', { headers: operatorHeaders() });
  expect(stored.ok()).toBeTruthy();
  expect(JSON.stringify((await stored.json()).data)).toContain(message);
});

/** An IPv4 or IPv6 address as the session list shows it (127.0.0.1 on the suite's own site). */
const IP_ADDRESS = /^((\d{1,3}\.){3}\d{1,3}|[0-9a-f]*:[0-9a-f:]+)$/i;

test('session history lists the logins, the current one marked', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await apiToken(request, player);
  await page.goto('/');
  await logInThroughForm(page, player.username, player.password);

  await page.goto('/dashboard/session-history');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Session History' })).toBeVisible();
  // Registration signed in once, another device once (both through the API), then the login here: each session shows its IP address
  // (a table row on desktop, a card on mobile), the current one marked.
  const address = main.getByText(IP_ADDRESS);
  await expect(address.first()).toBeVisible();
  expect(await address.count()).toBeGreaterThanOrEqual(3);
  await expect(main.getByText(/Chrome/).first()).toBeVisible();
  await expect(main.getByText('This session')).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'session-history');
});

test('dashboard shows its tiles', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  // Without the live hub (refused here) the balance is polled every 3 s; with it, not at all (it pushes every change).
  await page.routeWebSocket(/\/hub\/frnotify/, (socket) => socket.close());
  await signInByApi(page, request, player);
  await page.goto('/');
  await visible(page, 'link', isMobile(testInfo) ? /account/i : 'My Account').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const tile of ['Change Password', 'SMS Verification', 'Log out', 'Session History', 'Bonuses']) {
    await expect(page.getByRole('main').getByText(tile, { exact: true }).first()).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'dashboard');
  // Balance polling reads the balance again every 3 s while logged in and the hub is not connected.
  const polls = await page.waitForRequest((r) => r.url().includes('/api/user/balance'), { timeout: 7000 });
  expect(polls.method()).toBe('GET');
});
