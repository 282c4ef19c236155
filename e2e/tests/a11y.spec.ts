/**
 * Accessibility: axe-core over every route of the site, logged out and logged in, in both languages
 * across the two runs (desktop in Turkish, mobile in English); no serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logInThroughForm, newDevice, registerByApi } from '../support/journeys';
import { isMobile, withLanguage } from '../support/site';

/** A game page's parameter: base64 of the game's JSON. */
const GAME = Buffer.from(JSON.stringify({ code: 'aviator', providerId: 1 })).toString('base64');

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
];

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations of the page as it stands once its content has arrived. */
async function audit(page: Page, route: string): Promise<Finding[]> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // A partner's frame may still be on its way (its stage is busy until the partner speaks): the
  // site's own sections must have arrived.
  await expect(page.locator('[aria-busy="true"]:not(.arc-sportsbook__stage)')).toHaveCount(0, { timeout: 15_000 });
  // A partner's frame (a game, a sportsbook) is the partner's page on its own origin: the site's
  // markup around it is audited, the frame itself (its title included) is not analysed from here.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
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

async function auditAll(page: Page, routes: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) findings.push(...(await audit(page, route)));
  return findings;
}

/**
 * The routes in groups of this many, a test each: on a loaded machine a route takes 10–30 s (the
 * page's data, then axe), and all 27 in one test outlasted any sensible timeout.
 */
const ROUTES_PER_TEST = 7;

function inGroups(routes: string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < routes.length; i += ROUTES_PER_TEST) groups.push(routes.slice(i, i + ROUTES_PER_TEST));
  return groups;
}

const ROUTE_GROUPS = inGroups([...PUBLIC_ROUTES, ...ACCOUNT_ROUTES]);

test.describe('accessibility (axe-core)', () => {
  test.describe.configure({ timeout: 480_000 });

  for (const routes of ROUTE_GROUPS) {
    test(`logged out, ${routes[0]} … ${routes.at(-1)}: no serious or critical violation`, async ({ page }, testInfo) => {
      await withLanguage(page, isMobile(testInfo) ? 'en' : 'tr');
      // the dashboard routes logged out: the login dialog over the page
      const findings = await auditAll(page, routes);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });

    test(`logged in, ${routes[0]} … ${routes.at(-1)}: no serious or critical violation`, async ({ page, request }, testInfo) => {
      const player = await registerByApi(request);
      await newDevice(page);
      await page.goto('/');
      await logInThroughForm(page, player.username, player.password);
      if (!isMobile(testInfo)) await page.evaluate(() => localStorage.setItem('language', 'tr'));
      const findings = await auditAll(page, routes);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
});
