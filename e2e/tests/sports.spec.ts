/**
 * Sports betting in Chromium, inside the frames of the demo sportsbook on its own origin: a funded
 * player bets on a pre-match event in the fcg frame, the header balance drops live, the operator
 * settles the match, the win is credited with a notification and the slip is in game history and
 * financial activities; the betco frame shows live matches whose odds move; an anonymous tap on a
 * price opens the site's own login dialog; a stake beyond the balance offers the deposit dialog;
 * messages from another origin are ignored.
 */
import type { APIRequestContext, FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { operatorHeaders } from '../support/admin';
import { balanceShown, newDevice, registerByApi, signInByApi, visible } from '../support/journeys';
import { isMobile, saveScreenshot } from '../support/site';
import { waitForCode } from '../support/outbox';
import { apiToken, fundByBankTransfer } from '../support/wallet';

const sportsbook = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/fcg/"], iframe[src*="/betco/"]');

/**
 * Waits until `shows` is visible in the frame. Should the site give up on the frame and offer its
 * retry, a player presses it, and so does this.
 */
async function whenFrameShows(page: Page, shows: Locator): Promise<void> {
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click();
    await expect(shows).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Puts `price` on the slip and returns the slip's stake field, shown (on a phone the slip is a page
 * of its own, behind its link). The campaign popup can open over the page just as the price or the
 * link is clicked and take that click (the popup's handler closes it before the next action), so a
 * step that did not take is made again: the price until it shows as chosen, the link until the
 * stake field shows.
 */
async function chooseForSlip(frame: FrameLocator, price: Locator, testInfo: TestInfo): Promise<Locator> {
  await expect(async () => {
    if ((await price.getAttribute('aria-pressed')) !== 'true') await price.click({ timeout: 5000 });
    await expect(price).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const stake = frame.getByRole('textbox', { name: 'Stake' });
  if (isMobile(testInfo)) {
    const slip = frame.getByRole('link', { name: /Bet slip/ }).or(frame.getByRole('button', { name: /Bet slip/ })).first();
    await expect(async () => {
      if (!(await stake.isVisible())) await slip.click({ timeout: 5000 });
      await expect(stake).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
  return stake;
}

/** The first open price of the first match listed (the home win of a football match). */
function firstPrice(frame: FrameLocator): Locator {
  return frame.locator('button.price:not([disabled])').first();
}

/**
 * A home win of a pre-match football match of this test's own: the projects run side by side on
 * one sportsbook, and a match one of them settles takes no more bets from the other.
 */
function ownHomeWin(frame: FrameLocator, testInfo: TestInfo): Locator {
  const index = (testInfo.project.name === 'mobile' ? 1 : 0) + 2 * testInfo.retry;
  return frame.locator('button.price[data-sel$=":1x2:home"]:not([disabled])').nth(index);
}

async function settle(request: APIRequestContext, matchId: string, home: number, away: number): Promise<void> {
  const res = await request.post(`/api/admin/sports/matches/${encodeURIComponent(matchId)}/settle`, { headers: operatorHeaders(), data: { home, away } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('sports betting', () => {
  test('a single on a pre-match event: stake taken live, the operator settles, the win arrives with a notification and is in game history', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await newDevice(page);
    const player = await registerByApi(request);
    await fundByBankTransfer(request, player, 100);
    await signInByApi(page, request, player);
    await page.goto('/spor/fcg');
    await expect(balanceShown(page, /₺100[.,]00/)).toBeVisible();

    const frame = sportsbook(page);
    const price = ownHomeWin(frame, testInfo);
    await whenFrameShows(page, price);
    const matchId = (await price.getAttribute('data-match'))!;
    const selection = (await price.getAttribute('data-sel'))!;
    expect(selection).toMatch(/:1x2:home$/);
    const stake = await chooseForSlip(frame, price, testInfo);
    await stake.fill('10');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByText(/Your bet is placed/)).toBeVisible();
    await expect(balanceShown(page, /₺90[.,]00/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'sports-bet-placed');

    // The home side wins.
    await settle(request, matchId, 3, 0);
    await expect(balanceShown(page, /₺90[.,]00/)).toBeHidden({ timeout: 20_000 });
    const bell = visible(page, 'button', 'Open notifications');
    await bell.click();
    await expect(page.getByText(/bet won|won/i).filter({ visible: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/game-history?product=sports');
    const history = page.getByRole('main');
    await expect(history.getByText('Completed').first()).toBeVisible();
    await expect(history.getByText(/FCG/).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'sports-game-history');

    // And in financial activities, under sports bets: the stake of 10 and the return.
    await page.goto('/dashboard/financial-activities');
    await page.getByText('Sports bets', { exact: true }).click();
    await expect(page).toHaveURL(/view=sports/);
    await expect(history.getByText(/FCG/).first()).toBeVisible();
    await expect(history.getByText(/₺10[.,]00/).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'sports-financial-activities');
  });

  test('live betting in the betco frame: a live match whose odds move', tags(TAG.smoke), async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await newDevice(page);
    await page.goto('/livespor/betco');
    const frame = sportsbook(page);
    const prices = frame.locator('button.price');
    await whenFrameShows(page, prices.first());
    const before = await prices.allTextContents();
    await expect(async () => {
      expect(await prices.allTextContents()).not.toEqual(before);
    }).toPass({ timeout: 60_000 });
    await saveScreenshot(page, testInfo, 'sports-live-betco');
  });

  test('anonymous: a price asks for the site’s login; a message from another origin does nothing', VIEWPORT_INDEPENDENT, async ({ page }) => {
    await newDevice(page);
    await page.goto('/spor/betco');
    const frame = sportsbook(page);
    await whenFrameShows(page, firstPrice(frame));

    // The frame's own message type, as if from another origin through the frame's window.
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe');
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'login' }, origin: 'https://sports.example.net', source: iframe?.contentWindow ?? null }));
      window.postMessage({ type: 'login' }, '*');
    });
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();

    await firstPrice(frame).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('a stake beyond the balance offers the deposit dialog', VIEWPORT_INDEPENDENT, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await newDevice(page);
    const player = await registerByApi(request);
    await signInByApi(page, request, player);
    await page.goto('/spor/fcg');
    const frame = sportsbook(page);
    await whenFrameShows(page, firstPrice(frame));
    const stake = await chooseForSlip(frame, firstPrice(frame), testInfo);
    await stake.fill('25');
    // Said under the stake as it is typed: no bet to place, a way to a deposit (no dialog by itself).
    await expect(frame.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await expect(page.getByRole('dialog', { name: 'Deposit Money' })).toBeHidden();
    await frame.locator('button[data-tell="deposit"]').click();
    await expect(page.getByRole('dialog', { name: 'Deposit Money' })).toBeVisible({ timeout: 20_000 });
  });

  test('casino bonus money is named beside the frame\'s balance, not counted in it; a stake above the cash says why', tags(TAG.admin, TAG.outbox), async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await newDevice(page);
    const player = await registerByApi(request);
    await fundByBankTransfer(request, player, 200);
    // The trial bonus (₺50, casino only) after the phone is verified.
    const token = await apiToken(request, player);
    const headers = { Authorization: `Bearer ${token}`, Locale: 'en' };
    const phone = `90${player.phone}`;
    expect((await (await request.post('/api/customer/updatephone', { headers, data: { step: 1, phone } })).json()).success).toBe(true);
    const code = await waitForCode(request, { channel: 'sms', to: phone });
    expect((await (await request.post('/api/customer/updatephone', { headers, data: { step: 2, phone, code } })).json()).success).toBe(true);
    const claimed = await (await request.get('/api/bonus/definetrialbonus', { headers })).json();
    expect(claimed.success, claimed.message).toBe(true);

    await signInByApi(page, request, player);
    await page.goto('/spor/fcg');
    await expect(balanceShown(page, /250[.,]00/)).toBeVisible({ timeout: 15_000 });
    const frame = sportsbook(page);
    await whenFrameShows(page, firstPrice(frame));
    const wallet = frame.locator('.wallet');
    await expect(wallet.locator('b')).toHaveText('₺200.00', { timeout: 15_000 });
    await expect(wallet).toContainText('+ ₺50.00 casino bonus');
    await saveScreenshot(page, testInfo, 'sportsbook-balance-with-casino-bonus');
    const stake = await chooseForSlip(frame, firstPrice(frame), testInfo);
    await stake.fill('230');
    await expect(frame.getByText('Bonus money can only be used in the casino.', { exact: false })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });
});
