/**
 * The `test` of every spec: Playwright's, plus
 * - a player's habit of closing the promotional popup (shown once per content on the first visit)
 *   whenever it covers the page; a spec about the popup itself turns that off with
 *   `test.use({ closePopup: false })`;
 * - the skip of a journey whose tags ask for what the site under test does not offer (the outbox,
 *   the operator API: see environment.ts), with the reason.
 */
import { test as base, expect } from '@playwright/test';
import { missingFor, NEEDS } from './environment';

export const test = base.extend<{ closePopup: boolean; requirements: void }>({
  closePopup: [true, { option: true }],
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
