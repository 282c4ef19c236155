/**
 * The `test` of every spec: Playwright's, plus a player's habit of closing the promotional popup
 * (shown once per content on the first visit) whenever it covers the page. A spec about the popup
 * itself turns that off with `test.use({ closePopup: false })`.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ closePopup: boolean }>({
  closePopup: [true, { option: true }],
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

/**
 * Marks a test whose subject does not change with the screen (a server rule, a message between
 * frames, a language's texts): the mobile project leaves it out, so it runs once, at desktop width.
 * Whatever a phone shows differently (header, menu, dialogs, frames, toasts) keeps both widths.
 */
export const VIEWPORT_INDEPENDENT = { tag: '@viewport-independent' };

/**
 * A language variant of a test: Turkish, the site's default, at both widths; another language's
 * variant once, at desktop width (the same layout with other words).
 */
export function languageVariant(language: 'tr' | 'en'): { tag?: string } {
  return language === 'tr' ? {} : VIEWPORT_INDEPENDENT;
}
