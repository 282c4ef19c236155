/**
 * The `test` of every spec: Playwright's, plus
 * - one browser context per worker that the journeys take in turn (`reusable-context.ts`): each
 *   journey starts with no cookies and no storage, as before, but the site's scripts come from the
 *   browser's cache, as they do for a returning player; `test.use({ freshContext: true })` gives a
 *   journey a context of its own (one that moves the page's clock, say);
 * - a player's habit of closing the promotional popup (shown once per content on the first visit)
 *   whenever it covers the page; a spec about the popup itself turns that off with
 *   `test.use({ closePopup: false })`;
 * - the skip of a journey whose tags ask for what the site under test does not offer (the outbox,
 *   the operator API: see environment.ts), with the reason.
 */
import { test as base, expect, type BrowserContextOptions } from '@playwright/test';
import { missingFor, NEEDS } from './environment';
import { ReusableContexts } from './reusable-context';

export const test = base.extend<{ closePopup: boolean; freshContext: boolean; requirements: void }, { reusableContexts: ReusableContexts }>({
  closePopup: [true, { option: true }],
  freshContext: [false, { option: true }],
  reusableContexts: [
    async ({ browser }, use) => {
      const contexts = new ReusableContexts(browser);
      await use(contexts);
      await contexts.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    // The context options a journey's project and `test.use` give (Playwright's own `context` reads the same).
    { reusableContexts, freshContext, viewport, screen, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId, colorScheme, reducedMotion, baseURL, storageState, permissions, offline, geolocation, extraHTTPHeaders, javaScriptEnabled, contextOptions, actionTimeout, navigationTimeout },
    use,
  ) => {
    const given: BrowserContextOptions = { viewport, screen, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId, colorScheme, reducedMotion, baseURL, storageState, permissions, offline, geolocation, extraHTTPHeaders, javaScriptEnabled };
    const options = { ...contextOptions, ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) };
    const lease = await reusableContexts.lease(options, { fresh: freshContext });
    if (actionTimeout !== undefined) lease.context.setDefaultTimeout(actionTimeout);
    if (navigationTimeout !== undefined) lease.context.setDefaultNavigationTimeout(navigationTimeout);
    await use(lease.context);
    await lease.release();
  },
  requirements: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture asks for from this pattern.
    async ({}, use, testInfo) => {
      for (const tag of testInfo.tags) {
        const missing = missingFor(tag);
        if (missing) testInfo.skip(true, missing);
      }
      await use();
    },
    { auto: true },
  ],
  page: async ({ page, closePopup }, use) => {
    if (closePopup) {
      const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Kampanyayı görüntüle|View the campaign)$/ }) });
      // The popup may sit under another dialog (the login form on a protected route): its close
      // button gets the click event directly instead of a pointer click the upper overlay would take.
      // A dialog opening meanwhile hides the rest of the page from the accessibility tree, the popup's
      // button too: it is looked up hidden or not. A popup already on its way out is left to go.
      await page.addLocatorHandler(popup, async (dialog) => {
        await dialog
          .getByRole('button', { name: /^(Kapat|Close)$/, includeHidden: true })
          .dispatchEvent('click', undefined, { timeout: 5000 })
          .catch(() => undefined);
        await dialog.waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
      });
    }
    await use(page);
  },
});

export { expect };

/** The tags a journey may carry. */
export const TAG = {
  /** Runs once, at desktop width: its subject does not change with the screen. */
  viewportIndependent: '@viewport-independent',
  /** Runs only on the phone's screen (the mobile project). */
  phone: '@phone',
  /** In the smoke subset (`npm run test:smoke -w e2e`): a deploy's first check, under 3 minutes. */
  smoke: '@smoke',
  /** Reads codes sent by SMS or e-mail: skipped where the site under test gives no outbox. */
  outbox: NEEDS.outbox,
  /** Uses the operator API: skipped where the site under test gives no operator token. */
  admin: NEEDS.admin,
} as const;

type Tagged = string | { tag?: string | string[] };

/** The details object of a test or describe with these tags: `test('…', tags(TAG.smoke, TAG.admin), …)`. */
export function tags(...list: Tagged[]): { tag: string[] } {
  return {
    tag: list.flatMap((item) => (typeof item === 'string' ? [item] : item.tag === undefined ? [] : Array.isArray(item.tag) ? item.tag : [item.tag])),
  };
}

/**
 * Marks a test whose subject does not change with the screen (a server rule, a message between
 * frames, a language's texts): the mobile project leaves it out, so it runs once, at desktop width.
 * Whatever a phone shows differently (header, menu, dialogs, frames, toasts) keeps both widths.
 */
export const VIEWPORT_INDEPENDENT = { tag: TAG.viewportIndependent };

/**
 * A language variant of a test: Turkish, the site's default, at both widths; another language's
 * variant once, at desktop width (the same layout with other words).
 */
export function languageVariant(language: 'tr' | 'en'): { tag?: string } {
  return language === 'tr' ? {} : VIEWPORT_INDEPENDENT;
}
