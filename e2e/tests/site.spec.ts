/**
 * The composed site: the home page with the server's content, languages, footer pages,
 * protected routes, a remote that cannot be reached, and one React and one event bus for all parts.
 */
import type { Page, Response } from '@playwright/test';
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { isMobile, saveScreenshot, withLanguage } from '../support/site';
import { dialog, engageUntil, logInThroughForm, newDevice, registerByApi, visible } from '../support/journeys';

const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('home page', () => {
  test('renders in Turkish by default with slides, footer pages, licence and provider logos', tags(TAG.smoke), async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    // Carousel: slides from the server's sliderList (real images, not the three placeholders).
    const carousel = page.getByRole('region', { name: 'Kampanyalar' });
    const slide = carousel.getByRole('group', { name: 'Kampanya 1' }).getByRole('img');
    await expect(slide).toBeVisible();
    await expect(slide).toHaveAttribute('src', /static\//);
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await saveScreenshot(page, testInfo, 'home-tr');

    // Footer: pages of category 2 (About Us is /pages/3), licence 22-0025, copyright of the current year.
    await expect(footer(page).locator('a[href$="/pages/3"]').first()).toBeAttached();
    await expect(footer(page)).toContainText('22-0025');
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()}`);

    // 16 games-provider logos, 80 px high (hidden on very small screens only).
    const providerLogos = footer(page)
      .getByRole('list', { name: 'Oyun Sağlayıcıları', includeHidden: true })
      .getByRole('img', { includeHidden: true });
    await expect(providerLogos).toHaveCount(16);
    if (!isMobile(testInfo)) {
      await providerLogos.first().scrollIntoViewIfNeeded();
      await expect(providerLogos.first()).toBeVisible();
      expect(Math.round((await providerLogos.first().boundingBox())!.height)).toBe(80);
    }

    // Logged out: Register and Login (header on desktop, bottom bar on mobile).
    await expect(page.getByRole('button', { name: 'Kayıt Ol' }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first()).toBeVisible();

    await footer(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'home-footer-tr');
  });

  test('switching the language to English reloads the site in English', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first()).toBeVisible();

    // The side menu is always there on wide screens; at 1100 px and below the menu button opens it.
    const menuButton = page.getByRole('button', { name: 'Menü' });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(page.getByRole('radiogroup', { name: 'Dil' }).filter({ visible: true }).first()).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByText('English', { exact: true }).filter({ visible: true }).first().click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' }).filter({ visible: true }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await saveScreenshot(page, testInfo, 'home-en');
  });

  test('a page opens from the footer: About Us is /pages/3', async ({ page }, testInfo) => {
    await withLanguage(page, 'en');
    await page.goto('/');
    const aboutUs = footer(page).getByRole('link', { name: 'About Us' });
    await aboutUs.scrollIntoViewIfNeeded();
    await aboutUs.click();
    await expect(page).toHaveURL(/\/pages\/3$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'About Us' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'page-about-us');
  });

  test('a protected route opens the login form for an anonymous visitor', VIEWPORT_INDEPENDENT, async ({ page }, testInfo) => {
    await withLanguage(page, 'en');
    await page.goto('/dashboard');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login.getByLabel('Username')).toBeVisible();
    await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
    await saveScreenshot(page, testInfo, 'login-dialog');
  });
});

test.describe('promotional popup', () => {
  test.use({ closePopup: false });

  test('closes with Escape and with a click on the overlay', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Kampanyayı görüntüle' }) });
    // Not over a page nobody has touched: it waits for the player to engage.
    await page.waitForTimeout(4000);
    await expect(popup).toBeHidden();
    await engageUntil(page, popup);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await engageUntil(page, popup);
    // A corner of the page is overlay, never the dialog.
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(popup).toBeHidden();
  });

  test('never covers the deposit dialog a player opens right after logging in, and Escape then closes only the popup', VIEWPORT_INDEPENDENT, async ({ page, request }) => {
    await newDevice(page);
    const player = await registerByApi(request);
    await page.goto('/');
    // Every popup that appears, however briefly, is counted by the page itself.
    await page.evaluate(() => {
      const seen = { count: 0 };
      (window as unknown as { popupSeen: typeof seen }).popupSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="dialog"] button[aria-label="View the campaign"]')) seen.count += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const popupSeen = () => page.evaluate(() => (window as unknown as { popupSeen: { count: number } }).popupSeen.count);
    await page.mouse.wheel(0, 1);
    // Past the popup's wait after load: it would be due now if nothing stood in its way.
    await page.waitForTimeout(3500);
    expect(await popupSeen()).toBe(0);
    await logInThroughForm(page, player.username, player.password);
    await visible(page, 'button', 'Deposit').click();
    const deposit = dialog(page, /^Deposit/);
    await expect(deposit).toBeVisible({ timeout: 30_000 });
    // Longer than the popup's wait after a click and after a dialog opened or closed.
    await page.waitForTimeout(5000);
    await expect(deposit).toBeVisible();
    expect(await popupSeen()).toBe(0);

    // Once the deposit dialog is closed and the player uses the page again, the popup may come:
    // Escape closes it alone, wherever focus is.
    await page.keyboard.press('Escape');
    await expect(deposit).toBeHidden();
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'View the campaign' }) });
    await engageUntil(page, popup);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows once per content: once closed, it stays away on the next visit', VIEWPORT_INDEPENDENT, async ({ page }, testInfo) => {
    await page.goto('/');
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Kampanyayı görüntüle' }) });
    await engageUntil(page, popup);
    // Centred in the viewport, wholly inside it (it once rendered below the page behind the overlay).
    const box = (await popup.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    await saveScreenshot(page, testInfo, 'home-popup');
    await popup.getByRole('button', { name: 'Kapat' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Kampanyalar' }).getByRole('group', { name: 'Kampanya 1' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 1);
    await page.waitForTimeout(3500);
    await expect(popup).toBeHidden();
  });
});

test.describe('remotes', () => {
  test('with the casino remote unreachable, /casino/slot says so politely and the rest keeps working', tags(VIEWPORT_INDEPENDENT, TAG.smoke), async ({ page }, testInfo) => {
    await withLanguage(page, 'en');
    await page.route('**/remotes/remote-casino/**', (route) => route.abort());
    await page.goto('/casino/slot');

    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded|unavailable|try again/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /retry|try again/i })).toBeVisible();
    // The shell around it works: footer, header, and another remote (auth) opens its dialog.
    await expect(footer(page)).toContainText('22-0025');
    await page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await saveScreenshot(page, testInfo, 'casino-remote-unreachable');

    // Home still renders its content.
    await page.getByRole('link', { name: /arcadia|home/i }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(footer(page).locator('a[href$="/pages/3"]').first()).toBeAttached();
  });

  test('react, react-dom, the event bus and Mantine are fetched once across the shell and every remote loaded', VIEWPORT_INDEPENDENT, async ({ page, request }) => {
    await withLanguage(page, 'en');
    const scripts: string[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Load more remotes: the casino and sports areas, and the login dialog of remote-auth.
    await page.goto('/casino/slot');
    await page.waitForLoadState('networkidle');
    // The sportsbook frame keeps its live odds stream open: the network is never idle there, so the
    // wait is for remote-sports' page itself.
    await page.goto('/spor');
    await expect(page.locator('.arc-sportsbook__stage')).toBeVisible();
    // A tap that lands as the promotional popup opens only closes the popup: a player taps again.
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(async () => {
      if (!(await login.isVisible())) await page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first().click();
      await expect(login).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    // remote-auth's chunks are in by the time its dialog shows.

    const unique = [...new Set(scripts)];
    const containers = new Set(unique.map((url) => /\/remotes\/([^/]+)\//.exec(url)?.[1] ?? 'shell'));
    expect(containers.size, `scripts came from the shell and remotes: ${[...containers].join(', ')}`).toBeGreaterThanOrEqual(3);

    // Which fetched files hold React: the production source maps list every module of a chunk.
    // A chunk without a map must not carry React's code (its production error URLs) at all.
    const holders = { react: [] as string[], reactDom: [] as string[], bus: [] as string[], theme: [] as string[], unmapped: [] as string[] };
    for (const url of unique) {
      const map = await request.get(`${url.split('?')[0]}.map`);
      if (!map.ok()) {
        const body = await (await request.get(url)).text();
        if (body.includes('react.dev/errors/')) holders.unmapped.push(url);
        continue;
      }
      const sources: string[] = (await map.json()).sources ?? [];
      if (sources.some((s) => /node_modules\/react\/cjs\/react\.production/.test(s))) holders.react.push(url);
      if (sources.some((s) => /node_modules\/react-dom\/cjs\/react-dom-client\.production/.test(s))) holders.reactDom.push(url);
      // One bus (shared/src/bus) and one Mantine theme context for the shell and every remote.
      if (sources.some((s) => /shared\/src\/bus\/event-bus\.ts$/.test(s))) holders.bus.push(url);
      if (sources.some((s) => /@mantine\/core\/esm\/core\/MantineProvider\/MantineThemeProvider\/MantineThemeProvider\.mjs$/.test(s))) holders.theme.push(url);
    }
    expect(holders.unmapped, 'files without a source map holding React code').toEqual([]);
    expect(holders.react, 'files holding react').toHaveLength(1);
    expect(holders.reactDom, 'files holding react-dom').toHaveLength(1);
    expect(holders.bus, 'files holding the event bus').toHaveLength(1);
    expect(holders.theme, "files holding Mantine's theme context").toHaveLength(1);
  });
});

