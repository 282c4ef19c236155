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
