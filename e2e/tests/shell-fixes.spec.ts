/**
 * What a new player tripped over, in the shell: the home page says when its data did not come,
 * one not-found page, focus and labels of dialogs, where toasts stand, the fingerprint of the
 * first request.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test, languageVariant, VIEWPORT_INDEPENDENT } from '../support/test';
import type { Locator } from '@playwright/test';
import { dialog, visible } from '../support/journeys';
import { isMobile, saveScreenshot, withLanguage } from '../support/site';

const LANGUAGES = ['tr', 'en'] as const;

/**
 * Clicks `button` until `opened` shows: again only while it has not (a click before the page is
 * interactive is lost; once the dialog's code is loading, another click would hit its overlay).
 */
async function openWith(button: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    if (!(await opened.isVisible())) await button.click({ timeout: 2000 });
    await expect(opened).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
}

const TEXT = {
  tr: {
    carousel: 'Kampanyalar',
    carouselFailed: 'Kampanyalar yüklenemedi.',
    categories: 'Oyun Kategorileri',
    jackpots: 'Jackpotlar',
    sectionFailed: 'Bu bölüm yüklenemedi.',
    promotionsFailed: 'Promosyonlar yüklenemedi.',
    footerFailed: 'Bağlantılar yüklenemedi.',
    retry: 'Tekrar dene',
    pageNotFound: 'Aradığınız sayfa bulunamadı.',
    notFound: 'Sayfa bulunamadı',
    login: 'Giriş Yap',
    showPassword: 'Şifreyi göster veya gizle',
    close: 'Kapat',
    callRequest: 'Çağrı Talep Formu',
    callName: 'Ad Soyad',
    callMessage: 'Mesajınız',
    callSubmit: 'Talebi Kaydet',
    callFailed: 'Talebiniz şu an kaydedilemedi.',
    callSaved: 'Talebiniz alındı. Müşteri temsilcimiz en kısa sürede sizi arayacak.',
  },
  en: {
    carousel: 'Campaigns',
    carouselFailed: 'The campaigns could not be loaded.',
    categories: 'Game Categories',
    jackpots: 'Jackpots',
    sectionFailed: 'This section could not be loaded.',
    promotionsFailed: 'Promotions could not be loaded.',
    footerFailed: 'The links could not be loaded.',
    retry: 'Try again',
    pageNotFound: 'The page you are looking for was not found.',
    notFound: 'Page not found',
    login: 'Login',
    showPassword: 'Show or hide the password',
    close: 'Close',
    callRequest: 'Call Request Form',
    callName: 'Name Surname',
    callMessage: 'Message Body',
    callSubmit: 'Save Request',
    callFailed: 'Your request could not be saved right now.',
    callSaved: 'Your request has been received. Our team will call you back shortly.',
  },
} as const;

/** The home page's HTML without the site content the server writes into it: as if the data never came. */
async function homeWithoutServedContent(route: Route) {
  const response = await route.fetch();
  const html = (await response.text()).replace(/<script[^>]*id="arc-site-content"[^>]*>[\s\S]*?<\/script>/, '');
  await route.fulfill({ response, body: html });
}

async function failTheApi(page: Page, how: 'server-error' | 'network-down') {
  await page.route(/\/api\//, (route) =>
    how === 'network-down'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error', data: null }) }),
  );
  await page.route((url) => url.pathname === '/', homeWithoutServedContent);
}

test.describe('the home page when its data does not come', () => {
  for (const language of LANGUAGES) {
    test(`every data section shows an error with a retry (${language})`, languageVariant(language), async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const t = TEXT[language];
      await withLanguage(page, language);
      await failTheApi(page, language === 'tr' ? 'server-error' : 'network-down');
      await page.goto('/');

      const categories = page.getByRole('region', { name: t.categories });
      const jackpots = page.getByRole('region', { name: t.jackpots });
      const footerFailed = page.getByTestId('footer-pages-failed');
      const promotions = page.getByRole('region', { name: language === 'tr' ? 'Promosyonlar' : 'Promotions' });
      for (const failed of [categories.getByRole('alert'), jackpots.getByRole('alert')]) {
        await expect(failed).toContainText(t.sectionFailed, { timeout: 20_000 });
        await expect(failed.getByRole('button', { name: t.retry })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: t.carousel }).getByRole('alert')).toContainText(t.carouselFailed);
      await expect(promotions.getByRole('alert')).toContainText(t.promotionsFailed);
      await expect(footerFailed).toContainText(t.footerFailed);
      await saveScreenshot(page, testInfo, `home-sections-failed-${language}`);
      await footerFailed.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, `footer-failed-${language}`);

      // the network is back: each retry brings its section
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await categories.getByRole('button', { name: t.retry }).click();
      await expect(categories.getByRole('link').first()).toBeVisible();
      await footerFailed.getByRole('button', { name: t.retry }).click();
      await expect(page.getByTestId('footer-pages').getByRole('link').first()).toBeAttached();
      await expect(footerFailed).toBeHidden();
    });
  }
});

test.describe('one not-found page', () => {
  for (const language of LANGUAGES) {
    test(`/pages/999 says what /pages/abc says, with no retry; /casino/<anything> is the 404 page (${language})`, languageVariant(language), async ({ page }, testInfo) => {
      const t = TEXT[language];
      await withLanguage(page, language);
      for (const path of ['/pages/999', '/pages/abc']) {
        await page.goto(path);
        await expect(page.getByText(t.pageNotFound)).toBeVisible();
        await expect(page.getByRole('button', { name: t.retry })).toHaveCount(0);
      }
      await saveScreenshot(page, testInfo, `page-not-found-${language}`);

      for (const path of ['/casino/anything', '/casino/slot/extra']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
      }
      await saveScreenshot(page, testInfo, `casino-not-found-${language}`);
      await page.goto('/casino/slot');
      await expect(page.getByRole('heading', { name: t.notFound })).toHaveCount(0);
    });
  }
});

test.describe('dialogs and the keyboard', () => {
  for (const language of LANGUAGES) {
    test(`Escape gives focus back to the opener; the show-password button speaks the language (${language})`, languageVariant(language), async ({ page }, testInfo) => {
      const t = TEXT[language];
      await withLanguage(page, language);
      await page.goto('/');
      const opener = visible(page, 'button', t.login);
      const login = dialog(page, t.login);
      // from the keyboard (again if the page was not interactive yet); the first opening loads the
      // auth remote, which takes seconds on a loaded machine: a second Enter meanwhile would land
      // on the opening dialog
      await expect(async () => {
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(login).toBeVisible({ timeout: 8000 });
      }).toPass({ timeout: 40_000 });
      await expect(login.getByRole('button', { name: t.showPassword })).toBeAttached();
      await expect(login.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
      await saveScreenshot(page, testInfo, `login-dialog-${language}`);
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test(`the notice of a dialog that cannot load has a visible close button (${language})`, languageVariant(language), async ({ page }, testInfo) => {
      const t = TEXT[language];
      await withLanguage(page, language);
      // its manifest arrives (the shell knows its dialogs), its code does not
      await page.route('**/remotes/remote-auth/**', (route) => (route.request().url().includes('manifest.json') ? route.fallback() : route.abort()));
      await page.goto('/');
      const notice = page.getByRole('dialog').filter({ has: page.getByRole('alert') });
      await openWith(visible(page, 'button', t.login), notice);
      const close = notice.getByRole('button', { name: t.close });
      await expect(close).toBeVisible();
      await saveScreenshot(page, testInfo, `dialog-unavailable-${language}`);
      await close.click();
      await expect(notice).toBeHidden();
    });
  }
});

test.describe('toasts', () => {
  for (const language of LANGUAGES) {
    test(`stand clear of the header and the dialog title; a success clears the form's old error (${language})`, languageVariant(language), async ({ page }, testInfo) => {
      const t = TEXT[language];
      await withLanguage(page, language);
      // The server's answers, so the test does not spend the network's call-request allowance:
      // the first attempt fails, the second is saved.
      let attempts = 0;
      await page.route('**/api/cms/callme', (route) =>
        ++attempts === 1
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: t.callFailed, data: null }) })
          : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: t.callSaved, data: null }) }),
      );
      await page.goto('/');
      const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: t.callSubmit }) });
      await openWith(page.getByRole('button', { name: t.callRequest }).filter({ visible: true }).last(), form);
      await form.getByLabel(t.callName).fill('Ayşe Yılmaz');
      await form.getByLabel(t.callMessage).fill('Hesabım hakkında bilgi almak istiyorum.');
      await form.getByRole('button', { name: t.callSubmit }).click();

      const toasts = page.locator('.arc-toasts .mantine-Notification-root');
      const error = toasts.filter({ hasText: t.callFailed });
      await expect(error).toBeVisible();
      await page.waitForTimeout(500); // its entry transition
      // Measured before the screenshot, which can take long enough on a loaded machine for the
      // toast to close by itself.
      const box = (await error.boundingBox())!;
      const viewport = page.viewportSize()!;
      const title = (await form.getByRole('heading', { name: t.callRequest }).or(form.getByText(t.callRequest, { exact: true })).first().boundingBox())!;
      await saveScreenshot(page, testInfo, `toast-error-${language}`);
      const overlaps = box.y < title.y + title.height && title.y < box.y + box.height && box.x < title.x + title.width && title.x < box.x + box.width;
      expect(overlaps, 'the toast covers the dialog title').toBe(false);
      if (isMobile(testInfo)) {
        // bottom centre, above the bottom bar: the header and the dialog's title stay uncovered
        expect(box.y).toBeGreaterThan(viewport.height / 2);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - 64);
      } else {
        // below the header's line, beside the open dialog (top centre when none is open)
        const header = (await page.getByTestId('site-header').boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.height);
        const frame = (await form.boundingBox())!;
        expect(box.x, 'the toast stands beside the dialog').toBeGreaterThanOrEqual(frame.x + frame.width);
      }

      await form.getByRole('button', { name: t.callSubmit }).click();
      await expect(toasts.filter({ hasText: t.callSaved })).toBeVisible();
      // No 2 s budget here: the campaign popup may open meanwhile, and its handler's dismissal
      // runs inside this wait.
      await expect(error).toHaveCount(0);
      await page.waitForTimeout(500);
      await saveScreenshot(page, testInfo, `toast-success-${language}`);
    });
  }
});

test('the first request carries the fingerprint, like every later one', VIEWPORT_INDEPENDENT, async ({ page }) => {
  const unsigned: string[] = [];
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    seen.push(url.pathname);
    if (!request.headers()['fingerprint']) unsigned.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Promosyonlar' }).getByRole('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toContain('/api/cms/promotions');
  expect(unsigned).toEqual([]);
});
