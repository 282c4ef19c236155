/**
 * What the site says about live chat agrees with what it has: without a chat set up by the operator,
 * the contact page says the site has no live chat and names the Call Request Form and e-mail, and
 * the Live Chat button says the same, in both languages.
 */
import { expect, test } from '../support/test';
import { saveScreenshot, withLanguage } from '../support/site';

const LANGUAGES = [
  { language: 'en', heading: 'Contact us', page: 'This site has no live chat.', button: 'Live Chat', toast: 'This site has no live chat. Leave your number with the Call Request Form' },
  { language: 'tr', heading: 'Bize ulaşın', page: 'Bu sitede canlı sohbet hizmeti yoktur.', button: 'Canlı Destek', toast: 'Bu sitede canlı sohbet hizmeti yok. Çağrı Talep Formu ile numaranızı bırakın' },
] as const;

test.describe('live chat and the contact page', () => {
  for (const { language, heading, page: says, button, toast } of LANGUAGES) {
    test(`(${language}) the contact page and the Live Chat button both say there is no live chat, and what there is instead`, async ({ page }, testInfo) => {
      await withLanguage(page, language);
      await page.goto('/pages/7');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(main).toContainText(says);
      await expect(main).toContainText(/support@arcadia\.example|destek@arcadia\.example/);
      await expect(main).not.toContainText(/24 hours|24 saati|live chat button|canlı destek düğmesi/i);
      await saveScreenshot(page, testInfo, `contact-${language}`);

      await page.getByRole('button', { name: button }).filter({ visible: true }).first().click();
      await expect(page.getByText(toast)).toBeVisible();
      await saveScreenshot(page, testInfo, `live-chat-none-${language}`);
    });
  }
});
