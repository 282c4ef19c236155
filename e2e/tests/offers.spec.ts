/**
 * Bonus offers in Chromium: the popup, the welcome slide and the promotion speak the figures the
 * dashboard grants, and the deposit-match welcome bonus says what is missing until a deposit is
 * confirmed, then can be requested for the match on it.
 */
import type { Page } from '@playwright/test';
import { expect, tags, TAG, test, languageVariant, VIEWPORT_INDEPENDENT } from '../support/test';
import { engageUntil, newDevice, registerByApi, signInByApi } from '../support/journeys';
import { isMobile, saveScreenshot, withLanguage } from '../support/site';
import { fundByBankTransfer } from '../support/wallet';

async function useLanguage(page: Page, language: 'tr' | 'en'): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('language', lng), language);
  await page.reload();
}

test.describe('advertised offers', () => {
  test.use({ closePopup: false });

  for (const language of ['tr', 'en'] as const) {
    test(`popup, welcome slide and promotion give the defined figures (${language})`, languageVariant(language), async ({ page }, testInfo) => {
      // Before newDevice, whose English default applies only when no language is stored.
      await withLanguage(page, language);
      await newDevice(page);
      await page.goto('/');
      const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Kampanyayı görüntüle|View the campaign)$/ }) });
      await engageUntil(page, popup);
      await expect(popup.locator('img').first()).toHaveAttribute('src', /weekly-cashback/);
      await page.waitForTimeout(400);
      await saveScreenshot(page, testInfo, `offers-popup-${language}`);
      await popup.getByRole('button', { name: /^(Kapat|Close)$/ }).click();
      await expect(popup).toBeHidden();
      await page.waitForTimeout(600);
      await saveScreenshot(page, testInfo, `offers-home-${language}`);
      // The welcome slide itself (the carousel moves on by itself).
      await page.goto(`/static/content/slider/welcome-${language}-${isMobile(testInfo) ? 'sm' : 'lg'}.svg`);
      await saveScreenshot(page, testInfo, `offers-welcome-slide-${language}`);

      await page.goto('/promotions');
      const title = language === 'tr' ? '%100 Hoş Geldin Bonusu' : '100% Welcome Bonus';
      await page.getByRole('button', { name: title, exact: true }).first().click();
      const detail = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(detail).toContainText(language === 'tr' ? "%100, 1.000\u00a0₺'ye kadar" : '100% bonus up to ₺1,000');
      await expect(detail).toContainText('WELCOME100');
      await expect(detail).not.toContainText(/HOSGELDIN|5[.,]000/);
      await page.waitForTimeout(400);
      await saveScreenshot(page, testInfo, `offers-promotion-${language}`);
    });
  }
});

test('the welcome bonus says a first deposit is missing, then, its terms accepted, can be requested for the match on it', tags(VIEWPORT_INDEPENDENT, TAG.admin), async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await newDevice(page);
  const player = await registerByApi(request);
  await signInByApi(page, request, player);
  await page.goto('/dashboard/bonuses');

  const welcome = page.getByTestId('offer-WELCOME100');
  await expect(welcome.getByTestId('offer-requirement-WELCOME100')).toHaveText('Make a first deposit of at least ₺100 to claim this bonus.');
  await expect(welcome.getByRole('button', { name: 'Request' })).toBeDisabled();
  await welcome.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'offers-welcome-locked-en');
  await useLanguage(page, 'tr');
  await expect(welcome.getByTestId('offer-requirement-WELCOME100')).toHaveText('Bu bonusu talep etmek için en az 100 ₺ tutarında ilk yatırımınızı yapın.');
  await welcome.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'offers-welcome-locked-tr');

  // A confirmed deposit: a bank transfer the operator approves.
  await fundByBankTransfer(request, player, 300);
  await page.reload();
  await expect(welcome.getByTestId('offer-requirement-WELCOME100')).toHaveCount(0);
  await expect(welcome).toContainText(/300/);
  const button = welcome.getByRole('button', { name: 'Talep Et' });
  await expect(button).toBeEnabled();
  await welcome.scrollIntoViewIfNeeded();
  // The offer states its product and terms before the button.
  await expect(welcome.getByTestId('offer-terms-WELCOME100')).toContainText('10 katı çevrim, 30 gün içinde.');
  await expect(welcome.getByText('Casino', { exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'offers-welcome-open-tr');
  await button.click();
  // Requesting first shows the terms; only accepting them sends the request.
  const terms = page.getByRole('dialog', { name: 'Bonus şartları' });
  await expect(terms).toContainText('Yalnızca casino oyunlarında kullanılabilir.');
  await saveScreenshot(page, testInfo, 'offers-welcome-terms-tr');
  await terms.getByRole('button', { name: 'Kabul et ve talep et' }).click();
  await expect(terms).toBeHidden();
  await expect(welcome.getByRole('button', { name: 'Talep Edildi' })).toBeDisabled();
  await useLanguage(page, 'en');
  await expect(welcome.getByRole('button', { name: 'Requested' })).toBeDisabled();
  await welcome.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'offers-welcome-requested-en');
});
