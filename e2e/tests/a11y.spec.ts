/**
 * Accessibility: axe-core over every route of the site at 1440 px (Turkish) and 1280 px (English)
 * wide and on a phone (Turkish), no serious or critical violation. Each width audits every route
 * once, in one browser context: the public routes as a visitor (and a protected route, which opens
 * the login dialog over the page), then the account routes signed in. The site is loaded once per
 * part; the routes are reached the way its own links reach them (the router, no reload), which is
 * also what a player's session looks like.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, TestInfo } from '@playwright/test';
import { expect, tags, TAG, test } from '../support/test';
import { newDevice, registerByApi, signInByApi } from '../support/journeys';
import { withLanguage } from '../support/site';

/** A game page's parameter: the game's code in the catalogue. */
const GAME = 'h88-aviator';

const PUBLIC_ROUTES = [
  '/',
  '/casino',
  '/casino/live',
  '/casino/slot',
  '/casino/bingo',
  '/casino/games',
  '/casino/tvbets',
  `/casino/play/${GAME}`,
  '/spor',
  '/spor/fcg',
  '/spor/betco',
  '/livespor',
  '/livespor/fcg',
  '/livespor/betco',
  '/promotions',
  '/pages',
  '/pages/3',
  '/pages/999',
  '/responsible-gaming',
  '/no-such-page',
];

const ACCOUNT_ROUTES = [
  '/dashboard',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/game-history',
  '/dashboard/bonuses',
  '/dashboard/financial-activities',
  '/dashboard/session-history',
  '/dashboard/account',
  '/dashboard/responsible-gaming',
];

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Requests of the site's own page still under way (a partner's frame and long-lived streams aside):
 * the audit waits until there have been none for a moment, so it sees the page with its data.
 */
function watchNetwork(page: Page): { quiet(): Promise<void> } {
  const pending = new Set<Request>();
  const ofThePage = (request: Request) => {
    try {
      return request.frame() === page.mainFrame() && !['eventsource', 'websocket'].includes(request.resourceType());
    } catch {
      return false;
    }
  };
  page.on('request', (request) => {
    if (ofThePage(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    async quiet() {
      const started = Date.now();
      let calmSince = Date.now();
      while (Date.now() - calmSince < 500) {
        if (Date.now() - started > 20_000) throw new Error(`requests still pending after 20 s: ${[...pending].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(100);
        if (pending.size > 0) calmSince = Date.now();
      }
    },
  };
}

/**
 * Moves to `route` through the site's router, as its links do (history entry, no reload). A route
 * may lead on to one below it (`/livespor` opens `/livespor/fcg`).
 */
async function visit(page: Page, route: string, { checkPath = true } = {}): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  if (!checkPath) return;
  const path = route.split('?')[0]!;
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`));
}

/** The serious and critical violations of the page as it stands once its content has arrived. */
async function audit(page: Page, network: { quiet(): Promise<void> }, route: string): Promise<Finding[]> {
  await network.quiet();
  // A partner's frame may still be on its way (its stage is busy until the partner speaks): the
  // site's own sections must have arrived.
  await expect(page.locator('[aria-busy="true"]:not(.arc-sportsbook__stage)')).toHaveCount(0, { timeout: 15_000 });
  // A partner's frame (a game, a sportsbook) is the partner's page on its own origin: the site's
  // markup around it is audited, the frame itself (its title included) is not analysed from here.
  // The legacy mode runs axe in the page itself (axe.run), where the default would finish every
  // run in a new blank page of the context.
  // Only violations are read: axe then keeps one example of each passing rule instead of every node.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

interface Width {
  name: string;
  viewport: { width: number; height: number } | null;
  language: 'tr' | 'en';
  /** The project whose screen it is: desktop (1440 px, or `viewport`) or the phone's. */
  only: string;
}

const WIDTHS: Width[] = [
  { name: '1440 px, Turkish', viewport: null, language: 'tr', only: TAG.viewportIndependent },
  // Where the header's buttons give up their labels for icons: each must keep its name.
  { name: '1280 px, English', viewport: { width: 1280, height: 720 }, language: 'en', only: TAG.viewportIndependent },
  { name: 'a phone (390 px), Turkish', viewport: null, language: 'tr', only: TAG.phone },
];

async function auditEveryRoute(page: Page, request: Parameters<typeof registerByApi>[0], testInfo: TestInfo, width: Width): Promise<Finding[]> {
  if (width.viewport) await page.setViewportSize(width.viewport);
  await withLanguage(page, width.language);
  await newDevice(page);
  const network = watchNetwork(page);
  const findings: Finding[] = [];

  // A visitor: every public route, then a protected one, which opens the login dialog over it.
  await page.goto('/');
  for (const route of PUBLIC_ROUTES) {
    await visit(page, route);
    findings.push(...(await audit(page, network, route)));
  }
  // (on a phone the address goes back to where the visitor was, under the dialog)
  await visit(page, '/dashboard', { checkPath: false });
  await expect(page.getByRole('dialog', { name: width.language === 'tr' ? 'Giriş Yap' : 'Login' })).toBeVisible({ timeout: 30_000 });
  findings.push(...(await audit(page, network, '/dashboard (signed out: the login dialog)')));

  // Signed in: the account routes, with the header a player sees.
  const player = await registerByApi(request);
  await signInByApi(page, request, player);
  await page.goto('/dashboard');
  for (const route of ACCOUNT_ROUTES) {
    await visit(page, route);
    findings.push(...(await audit(page, network, route)));
  }
  testInfo.annotations.push({ type: 'audited', description: `${PUBLIC_ROUTES.length + 1 + ACCOUNT_ROUTES.length} routes at ${width.name}` });
  return findings;
}

test.describe('accessibility (axe-core)', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const width of WIDTHS) {
    test(`every route at ${width.name}: no serious or critical violation`, tags(width.only), async ({ page, request }, testInfo) => {
      const findings = await auditEveryRoute(page, request, testInfo, width);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
});
