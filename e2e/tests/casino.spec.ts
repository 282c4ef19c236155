/**
 * Playing in Chromium, against the real server and the demo game studio on its own origin: a
 * funded player opens a slot from the lobby (the game's page on a desktop, the full-screen modal
 * on a phone), spins in the studio's frame, sees the header balance move live and finds the round
 * in game history; the frame's exit message closes the game while messages from elsewhere do not;
 * anonymous players are asked to log in; a favourite is kept; Aviator takes a bet and a cash-out.
 */
import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { balanceShown, logInThroughForm, newDevice, registerByApi, signInByApi } from '../support/journeys';
import { isMobile, saveScreenshot } from '../support/site';
import { fundByBankTransfer } from '../support/wallet';
import type { Player } from '../support/players';

/** An EGT slot: its frame speaks the `com.egt-bg.` messages. */
const SLOT = '40 Super Hot';

/** A new player on a new device, signed in at `path`, with `lira` deposited (none: an empty wallet). */
async function signedInWithMoney(page: Page, request: Parameters<typeof registerByApi>[0], lira: number, path: string): Promise<Player> {
  await newDevice(page);
  const player = await registerByApi(request);
  if (lira > 0) await fundByBankTransfer(request, player, lira);
  await signInByApi(page, request, player);
  await page.goto(path);
  return player;
}

/** The game card's button, named by the game's visible name. */
const gameCard = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

/** Where the game plays: the page on a desktop, the modal on a phone. */
function gameArea(page: Page, testInfo: TestInfo, name: string): Locator {
  return isMobile(testInfo) ? page.getByRole('dialog', { name }) : page.getByRole('main');
}

function gameFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`iframe[title="${name}"]`);
}

async function openSlot(page: Page, testInfo: TestInfo): Promise<FrameLocator> {
  await expect(gameCard(page, SLOT)).toBeVisible({ timeout: 30_000 });
  await gameCard(page, SLOT).click();
  if (isMobile(testInfo)) await expect(page.getByRole('dialog', { name: SLOT })).toBeVisible();
  else await expect(page).toHaveURL(/\/casino\/play\/[a-z0-9-]+$/);
  const frame = gameFrame(page, SLOT);
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
  return frame;
}

test.describe('casino', () => {
  test('a funded player spins a slot: the balance moves live and the round is in game history', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await signedInWithMoney(page, request, 100, '/casino/slot');
    await expect(balanceShown(page, /₺100[.,]00/)).toBeVisible();
    const frame = await openSlot(page, testInfo);
    await expect(gameArea(page, testInfo, SLOT).getByRole('button', { name: 'Deposit' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'casino-slot-before-spin');

    // A round whose win equals its stake leaves the balance as it was: spin until it moves.
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    // Neither does the game launch again (a new token reloads the frame mid-round).
    let launches = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/api\/casino\/[a-z0-9]*launchurl$/i.test(new URL(sent.url()).pathname)) launches += 1;
    });
    await expect(async () => {
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 15_000 });
      await expect(balanceShown(page, /₺100[.,]00/)).toBeHidden({ timeout: 3000 });
    }).toPass({ timeout: 90_000 });
    expect(reloads, 'the header balance moved without a reload').toBe(0);
    expect(launches, 'the game was not launched again while it played').toBe(0);
    await saveScreenshot(page, testInfo, 'casino-slot-after-spin');

    await page.goto('/dashboard/game-history');
    const history = page.getByRole('main');
    await expect(history.getByText(SLOT).first()).toBeVisible();
    await expect(history.getByText('Completed').first()).toBeVisible();
    await expect(history.getByText('Egt Digital').first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'game-history');
  });

  test('the frame’s exit message closes the game; the same message from elsewhere does not', tags(VIEWPORT_INDEPENDENT, TAG.smoke), async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    // A game launches for a signed-in player whatever the balance.
    await signedInWithMoney(page, request, 0, '/casino/slot');
    await openSlot(page, testInfo);
    const mobile = isMobile(testInfo);

    // From the site's own window, and as if from another origin through the game's own frame.
    await page.evaluate(() => window.postMessage('com.egt-bg.exit', '*'));
    await page.evaluate(() => {
      const frame = document.querySelector('iframe');
      window.dispatchEvent(new MessageEvent('message', { data: 'exit', origin: 'https://games.example.net', source: frame?.contentWindow ?? null }));
    });
    await page.waitForTimeout(500);
    if (mobile) await expect(page.getByRole('dialog', { name: SLOT })).toBeVisible();
    else await expect(page).toHaveURL(/\/casino\/play\//);

    // The game's own Close posts its exit message to the site.
    await gameFrame(page, SLOT).getByRole('button', { name: 'Close' }).click();
    if (mobile) await expect(page.getByRole('dialog', { name: SLOT })).toBeHidden();
    else await expect(page).toHaveURL(/\/casino\/slot$/);
  });

  test('on a phone, Back closes the game and the lobby stays where it was', tags(TAG.phone), async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await signedInWithMoney(page, request, 0, '/');
    await page.goto('/casino/slot');
    await openSlot(page, testInfo);
    await expect(page).toHaveURL(/\/casino\/slot$/);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: SLOT })).toBeHidden();
    await expect(page).toHaveURL(/\/casino\/slot$/);
    await expect(gameCard(page, SLOT)).toBeVisible();
    await saveScreenshot(page, testInfo, 'casino-back-closed-the-game');
    // Closed with its button, the game leaves no step behind: Back leaves the lobby.
    await openSlot(page, testInfo);
    await page.getByRole('dialog', { name: SLOT }).getByRole('button', { name: 'Close game' }).click();
    await expect(page.getByRole('dialog', { name: SLOT })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the lobby without the API says the games could not be loaded, with a retry that loads them', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await newDevice(page);
    let offline = true;
    await page.route(/\/api\//, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    // the lobby's HTML without the site content the server writes into it, as if the data never came
    await page.route(
      (url) => url.pathname === '/casino/slot',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script[^>]*id="arc-site-content"[^>]*>[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/casino/slot');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible({ timeout: 30_000 });
    const shown = Date.now();
    const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'The games could not be loaded.' });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - shown, 'the error comes within seconds of the lobby, not after 30').toBeLessThan(20_000);
    await expect(page.getByTestId('game-skeleton')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'casino-lobby-offline');
    offline = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(gameCard(page, SLOT)).toBeVisible({ timeout: 30_000 });
  });

  test('anonymous: a game asks for the login; after login a favourite is kept and listed', async ({ page, request }, testInfo) => {
    await newDevice(page);
    const player = await registerByApi(request);
    await page.goto('/casino/slot');
    await expect(gameCard(page, SLOT)).toBeVisible({ timeout: 30_000 });
    await gameCard(page, SLOT).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/\/casino\/slot/);
    await logInThroughForm(page, player.username, player.password);

    const favourite = page.getByRole('button', { name: `Add ${SLOT} to favourites` });
    await favourite.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await page.getByRole('tab', { name: 'My Favourites' }).click();
    await expect(gameCard(page, SLOT)).toBeVisible();
    await saveScreenshot(page, testInfo, 'casino-favourites');
  });

  test('Aviator from the menu: a bet before take-off and a cash-out in flight', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    await signedInWithMoney(page, request, 150, '/');
    await page.goto('/casino/play?search=Aviator');
    const name = 'Aviator';
    if (!isMobile(testInfo)) await expect(page).toHaveURL(/\/casino\/play\/[a-z0-9-]+$/);
    const frame = gameFrame(page, name);
    const bet = frame.getByRole('button', { name: /^Bet/ });
    const cashOut = frame.getByRole('button', { name: /^Cash out/ });
    await expect(frame.getByText('Balance')).toBeVisible({ timeout: 20_000 });

    // A round can crash before the cash-out lands (1 % at once), and a cash-out at 1.00× leaves the
    // balance as it was: bet again in the next round until the header's balance moves.
    await expect(async () => {
      await expect(bet).toBeEnabled({ timeout: 20_000 });
      await bet.click();
      await expect(cashOut).toBeEnabled({ timeout: 20_000 });
      await cashOut.click();
      await expect(frame.getByText('You won')).toBeVisible({ timeout: 5000 });
      await expect(balanceShown(page, /₺150[.,]00/)).toBeHidden({ timeout: 5000 });
    }).toPass({ timeout: 150_000 });
    await saveScreenshot(page, testInfo, 'aviator-cashed-out');
  });
});
