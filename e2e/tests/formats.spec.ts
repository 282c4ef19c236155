/**
 * Dates, amounts and country names follow the chosen language (issue 12, item 5): a player who
 * switches the site to English sees the balance in the English number format, dates written day
 * first with the month by name (never 06/05/1990) in Istanbul time, and the countries in English; in
 * Turkish the same screens show the Turkish formats and names.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, tags, TAG, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { newPlayer, uniqueTag } from '../support/players';
import { balanceShown, dialog, registerByApi, visible } from '../support/journeys';
import { saveScreenshot } from '../support/site';
import { fundByBankTransfer } from '../support/wallet';
const MONTHS_TR = 'Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara';
const MONTHS_EN = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';

/** A new device in the site's default language (Turkish), with its own fingerprint. */
async function newTurkishDevice(page: Page): Promise<string> {
  const fingerprint = `e2e-${uniqueTag()}-${uniqueTag()}`;
  await page.addInitScript((fp) => {
    if (!window.localStorage.getItem('fingerprint')) window.localStorage.setItem('fingerprint', fp);
  }, fingerprint);
  return fingerprint;
}

/** The language selector of the side menu (behind the menu button on narrow screens); the site reloads in English. */
async function switchToEnglish(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Menü' }).filter({ visible: true });
  const languages = page.getByRole('radiogroup', { name: 'Dil' }).filter({ visible: true }).first();
  // The first screen is in the page's HTML before its scripts run: a tap that early opens nothing,
  // and a player taps again.
  await expect(async () => {
    if (!(await languages.isVisible()) && (await menuButton.count())) await menuButton.first().click();
    await expect(languages).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const reloaded = page.waitForEvent('load');
  await page.getByText('English', { exact: true }).filter({ visible: true }).first().click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Signs in through the API and hands the session to the page, with ₺1,234.50 credited by an approved bank transfer. */
async function signedInWithBalance(page: Page, request: APIRequestContext, fingerprint: string): Promise<void> {
  // 5 June: the date a month/day/year number format lets a Turkish reader take for 6 May.
  const player = await registerByApi(request, { ...newPlayer(), birth: { day: '05', month: '06', year: '1990' } });
  const logIn = async () => {
    const res = await request.post('/api/auth/login', { headers: { Fingerprint: fingerprint }, data: { username: player.username, password: player.password } });
    const body = await res.json();
    expect(body.success, body.message).toBe(true);
    return body.data as { token: string; balance: number };
  };
  await fundByBankTransfer(request, player, 1234.5);
  const session = await logIn();
  expect(Number(session.balance)).toBe(1234.5);
  await page.addInitScript((data) => {
    if (!window.localStorage.getItem('authData')) window.localStorage.setItem('authData', data);
  }, JSON.stringify(session));
}

async function expectAccountDetails(page: Page, testInfo: TestInfo, language: 'tr' | 'en'): Promise<void> {
  await page.goto('/dashboard/account');
  // Today in Istanbul, the site's time zone (no daylight saving: UTC+3).
  const istanbul = new Date(Date.now() + 3 * 3600_000);
  const today = { day: istanbul.getUTCDate(), month: istanbul.getUTCMonth(), year: istanbul.getUTCFullYear() };
  const months = (language === 'tr' ? MONTHS_TR : MONTHS_EN).split('|');
  await expect(page.getByText(language === 'tr' ? '5 Haz 1990' : '5 Jun 1990', { exact: true })).toBeVisible();
  await expect(page.getByText(`${today.day} ${months[today.month]} ${today.year}`, { exact: true })).toBeVisible();
  // Türkiye in both languages: its English (ISO 3166) name too.
  await expect(page.getByText('Türkiye', { exact: true })).toBeVisible();
  await expect(page.getByText('06/05/1990')).toHaveCount(0);
  await saveScreenshot(page, testInfo, `formats-account-${language}`);
}

async function expectFinancialActivities(page: Page, testInfo: TestInfo, language: 'tr' | 'en'): Promise<void> {
  await page.goto('/dashboard/financial-activities');
  const amount = language === 'tr' ? '₺1.234,50' : '₺1,234.50';
  await expect(page.getByText(amount, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  // tr "29 Kas 2026 20:51", en "29 Nov 2026, 20:51".
  const when = new RegExp(`^\\d{1,2} (${language === 'tr' ? MONTHS_TR : MONTHS_EN}) \\d{4}${language === 'en' ? ',' : ''} \\d{2}:\\d{2}$`);
  await expect(page.getByText(when).filter({ visible: true }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, `formats-financial-activities-${language}`);
}

test('the balance, the dates of the account pages and the country follow the language, Turkish then English', tags(VIEWPORT_INDEPENDENT, TAG.admin), async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const fingerprint = await newTurkishDevice(page);
  await signedInWithBalance(page, request, fingerprint);

  await page.goto('/');
  await expect(balanceShown(page, /^₺1\.234,50$/)).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'formats-balance-tr');
  await expectAccountDetails(page, testInfo, 'tr');
  await expectFinancialActivities(page, testInfo, 'tr');

  await page.goto('/');
  await switchToEnglish(page);
  await expect(balanceShown(page, /^₺1,234\.50$/)).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'formats-balance-en');
  await expectAccountDetails(page, testInfo, 'en');
  await expectFinancialActivities(page, testInfo, 'en');
});

test('the registration form lists the countries in the chosen language, Türkiye chosen in both', VIEWPORT_INDEPENDENT, async ({ page }, testInfo) => {
  await newTurkishDevice(page);
  await page.goto('/');

  await visible(page, 'button', 'Kayıt Ol').click();
  let form = dialog(page, 'Kayıt Ol');
  let country = form.getByRole('textbox', { name: 'Ülke' }).or(form.getByLabel('Ülke', { exact: true })).first();
  await expect(country).toHaveValue('Türkiye');
  await country.click();
  await expect(page.getByRole('option', { name: 'Almanya', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Germany', exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'formats-countries-tr');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await switchToEnglish(page);
  await visible(page, 'button', 'Register').click();
  form = dialog(page, 'Sign Up');
  country = form.getByRole('textbox', { name: 'Country' }).or(form.getByLabel('Country', { exact: true })).first();
  await expect(country).toHaveValue('Türkiye');
  await country.click();
  await expect(page.getByRole('option', { name: 'Germany', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Almanya', exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'formats-countries-en');
});
