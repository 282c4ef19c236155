/**
 * An anonymous visitor's sportsbook frame becomes ready whatever came before it: switching the
 * language (which reloads the site), a change of the window's size, then the Plus frame. The frame
 * must show its markets by itself: nobody presses "Try again", and the site never says the
 * markets could not be loaded.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { isMobile } from '../support/site';

/** Switches the language to English with the side menu's selector, as a visitor does; the site reloads. */
async function switchToEnglish(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Menü' });
  if (await menuButton.isVisible()) await menuButton.click({ timeout: 30_000 });
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  await page.getByText('English', { exact: true }).filter({ visible: true }).first().click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.describe('sportsbook frame readiness', () => {
  for (const route of ['address bar', 'site link'] as const) {
    test(`anonymous, English, a viewport change, then /spor/fcg (${route}): the markets load without a retry`, async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first()).toBeVisible({ timeout: 60_000 });
      await switchToEnglish(page);

      // From a desktop window to a phone's, or the other way round.
      await page.setViewportSize(isMobile(testInfo) ? { width: 1440, height: 900 } : { width: 390, height: 844 });
      await page.waitForTimeout(300);

      if (route === 'address bar') {
        await page.goto('/spor/fcg');
      } else {
        // The site's own navigation (no reload): the shell's router, as a link in the page would.
        await page.evaluate(() => {
          window.history.pushState({}, '', '/spor/fcg');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
        await expect(page).toHaveURL(/\/spor\/fcg$/);
      }

      const frame = page.frameLocator('iframe[src*="/fcg/"]');
      const stage = page.locator('.arc-sportsbook__stage');
      // Ready at the frame's first message; a frame the site gave up on (15 s after its page loaded
      // without one) would say the markets could not be loaded instead. Once ready, it stays so.
      await expect(stage).toHaveAttribute('data-status', /^(ready|failed)$/, { timeout: 60_000 });
      await expect(page.getByText('The betting markets could not be loaded')).toBeHidden();
      await expect(stage).toHaveAttribute('data-status', 'ready');
      await expect(frame.locator('button.price:not([disabled])').first()).toBeVisible();
    });
  }
});
