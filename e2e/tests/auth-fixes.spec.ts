/**
 * What a new player tripped over in the auth dialogs (issue 12, items 4, 6, 9, 10, 11), in Turkish
 * and English: the resend countdown that follows the number during sign-up, the frame after phone
 * verification, one name for the call request form, the tries left before a login lock, resending
 * and fixing the username in recovery, and the username filled in after a password change.
 * The texts are those a player reads (remote-auth's i18n, the shell's header and footer).
 */
import type { Page } from '@playwright/test';
import { expect, tags, TAG, test, languageVariant } from '../support/test';
import { waitForCode } from '../support/outbox';
import { mobilePhone, newPlayer, uniqueTag } from '../support/players';
import { saveScreenshot, withLanguage } from '../support/site';
import { dialog, openFromFooter, registerByApi, typeInto, visible } from '../support/journeys';

type Language = 'tr' | 'en';
const AUTH = {
  tr: {
    login: { title: 'Giriş Yap', username: 'Kullanıcı Adı', password: 'Şifre', submit: 'Giriş Yap', recovery: 'Şifremi Unuttum' },
    register: {
      title: 'Kayıt Ol', completeTitle: 'Kayıt Tamamlandı', name: 'Ad', surname: 'Soyad', username: 'Kullanıcı Adı', email: 'E-posta', phone: 'Telefon Numarası',
      personalNo: 'T.C. Kimlik No', country: 'Ülke', day: 'Gün', month: 'Ay', year: 'Yıl', password: 'Şifre', password2: 'Şifre Tekrar',
      trialBonus: 'Evet, deneme bonusumu istiyorum (telefon doğrulaması gerekir)', submit: 'Kayıt Ol',
      terms: /Şartlar ve Koşulları okudum/, privacyNotice: /KVKK Aydınlatma Metnini okudum/,
    },
    phone: {
      title: 'Telefon Doğrulama', phone: 'Telefon Numarası', code: 'Doğrulama Kodu', sendCode: 'Kod Gönder', verify: 'Doğrula', change: 'Telefon Numarasını Değiştir',
      resendIn: 'Kodu yeniden gönder: {{seconds}}', waitToSend: 'Yeni bir kod isteyebilmek için {{seconds}} saniye bekleyin.',
    },
    celebration: { title: 'Tebrikler' },
    recovery: {
      title: 'Şifre Kurtarma', username: 'Kullanıcı Adı', sendCode: 'Kod Gönder', codeSent: 'Şifrenizi sıfırlamanız için e-posta adresinize bir kod gönderildi.',
      code: 'Kod', checkCode: 'Kodu Onayla', password: 'Yeni Şifre', password2: 'Yeni Şifre Tekrar', save: 'Şifreyi Değiştir', changeUsername: 'Kullanıcı adını düzelt',
    },
    changePassword: { title: 'Şifre Değiştir', oldPassword: 'Eski Şifre', password: 'Şifre', confirmPassword: 'Şifre Tekrar', submit: 'Değiştir', done: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.' },
    triesLeft: (n: number) => `${n} deneme hakkınız kaldı`,
    lockedFor: '1 dakika sonra tekrar deneyin',
  },
  en: {
    login: { title: 'Login', username: 'Username', password: 'Password', submit: 'Login', recovery: 'Password recovery' },
    register: {
      title: 'Sign Up', completeTitle: 'Sign-up Complete', name: 'Name', surname: 'Surname', username: 'Username', email: 'E-mail', phone: 'Phone Number',
      personalNo: 'TC No', country: 'Country', day: 'Day', month: 'Month', year: 'Year', password: 'Password', password2: 'Confirm Password',
      trialBonus: 'Yes, I want my trial bonus (phone verification required)', submit: 'Sign Up',
      terms: /accept the Terms and Conditions/, privacyNotice: /Privacy Notice \(KVKK\)/,
    },
    phone: {
      title: 'Phone Verification', phone: 'Phone Number', code: 'Verification Code', sendCode: 'Send Code', verify: 'Verify', change: 'Change Phone Number',
      resendIn: 'Resend code in {{seconds}}', waitToSend: 'You can request a new code in {{seconds}} seconds.',
    },
    celebration: { title: 'Congratulations' },
    recovery: {
      title: 'Password Recovery', username: 'Username', sendCode: 'Send Code', codeSent: 'A code has been sent to your email address to reset your password.',
      code: 'Code', checkCode: 'Confirm Code', password: 'New Password', password2: 'Confirm New Password', save: 'Change Password', changeUsername: 'Fix the username',
    },
    changePassword: { title: 'Change Password', oldPassword: 'Old Password', password: 'Password', confirmPassword: 'Confirm Password', submit: 'Change', done: 'Password change successful. You are now directed to the login page.' },
    triesLeft: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`,
    lockedFor: 'try again in 1 minute.',
  },
};
/** The shell's header buttons and footer link (shell/src/features/layout, footer texts). */
const SHELL = {
  tr: { register: 'Kayıt Ol', login: 'Giriş Yap', callRequest: 'Çağrı Talep Formu' },
  en: { register: 'Register', login: 'Login', callRequest: 'Call Request Form' },
};
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A new browser "device" in `language`: its own fingerprint, as every player here is another person. */
async function newDevice(page: Page, language: Language): Promise<void> {
  await withLanguage(page, language);
  const fingerprint = `e2e-auth-${uniqueTag()}-${uniqueTag()}`;
  await page.addInitScript((fp) => {
    if (!window.localStorage.getItem('fingerprint')) window.localStorage.setItem('fingerprint', fp);
  }, fingerprint);
}

for (const language of ['tr', 'en'] as const) {
  const T = AUTH[language];
  const S = SHELL[language];
  const shot = (name: string) => `auth-${name}-${language}`;

  test.describe(`auth dialogs (${language})`, languageVariant(language), () => {
    test.beforeEach(async ({ page }) => {
      await newDevice(page, language);
    });

    test('sign-up: a changed number waits out the server\'s minute, then verifies; the frame says the sign-up is complete', tags(TAG.outbox), async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      const player = newPlayer();
      await page.goto('/');
      await visible(page, 'button', S.register).click();
      const form = dialog(page, T.register.title);
      await expect(form).toBeVisible();
      await form.getByLabel(T.register.name, { exact: true }).fill(player.name);
      await form.getByLabel(T.register.surname, { exact: true }).fill(player.surname);
      await form.getByLabel(T.register.username, { exact: true }).fill(player.username);
      await form.getByLabel(T.register.email, { exact: true }).fill(player.email);
      await typeInto(form.getByLabel(T.register.phone, { exact: true }), player.phone);
      await typeInto(form.getByLabel(T.register.personalNo, { exact: true }), player.personalNo);
      await typeInto(form.getByLabel(T.register.day, { exact: true }), player.birth.day);
      await typeInto(form.getByLabel(T.register.month, { exact: true }), player.birth.month);
      await typeInto(form.getByLabel(T.register.year, { exact: true }), player.birth.year);
      await expect(form.getByRole('textbox', { name: T.register.country }).or(form.getByLabel(T.register.country, { exact: true })).first()).not.toHaveValue('');
      await form.getByLabel(T.register.password, { exact: true }).fill(player.password);
      await form.getByLabel(T.register.password2, { exact: true }).fill(player.password);
      await form.getByRole('checkbox', { name: T.register.trialBonus }).check();
      await form.getByRole('checkbox', { name: T.register.terms }).check();
      await form.getByRole('checkbox', { name: T.register.privacyNotice }).check();
      await form.getByRole('button', { name: T.register.submit, exact: true }).click();

      // The code went at once to the registered number; the player goes back to change it.
      const phoneStep = dialog(page, T.phone.title);
      await expect(phoneStep.getByLabel(T.phone.code)).toBeVisible();
      await waitForCode(request, { channel: 'sms', to: player.phone });
      await phoneStep.getByRole('button', { name: T.phone.change, exact: true }).click();
      const newNumber = mobilePhone();
      const phoneField = phoneStep.getByRole('textbox', { name: T.phone.phone });
      await expect(phoneField).toBeEditable();
      await typeInto(phoneField, newNumber);

      // The server allows one code a minute per account: Send Code waits, saying how long.
      const send = phoneStep.getByRole('button', { name: T.phone.sendCode, exact: true });
      await expect(send).toBeDisabled();
      const wait = phoneStep.getByText(new RegExp(fill(T.phone.waitToSend, { seconds: '\\d+' }).replace(/\./g, '\\.')));
      await expect(wait).toBeVisible();
      await saveScreenshot(page, testInfo, shot('signup-changed-number-waits'));

      // Enabled exactly when the server accepts: the send goes through at the first click.
      await expect(send).toBeEnabled({ timeout: 65_000 });
      await expect(wait).toBeHidden();
      await send.click();
      await expect(phoneStep.getByLabel(T.phone.code)).toBeVisible();
      await expect(phoneStep.getByText(new RegExp(`^${fill(T.phone.resendIn, { seconds: '(60|59|58)' })}$`))).toBeVisible();
      const code = await waitForCode(request, { channel: 'sms', to: newNumber });
      await typeInto(phoneStep.getByLabel(T.phone.code), code);
      await phoneStep.getByRole('button', { name: T.phone.verify, exact: true }).click();

      const done = dialog(page, T.register.completeTitle);
      await expect(done).toBeVisible();
      await expect(done.getByRole('heading', { name: T.celebration.title })).toBeVisible();
      await expect(page.getByRole('dialog', { name: T.register.title, exact: true })).toHaveCount(0);
      await saveScreenshot(page, testInfo, shot('signup-complete'));
    });

    test('login: each wrong password says how many tries are left, then the lock says for how long', async ({ page, request }, testInfo) => {
      const player = await registerByApi(request);
      await page.goto('/');
      await visible(page, 'button', S.login).click();
      const form = dialog(page, T.login.title);
      await form.getByLabel(T.login.username, { exact: true }).fill(player.username);
      for (const n of [4, 3, 2, 1]) {
        await form.getByLabel(T.login.password, { exact: true }).fill(`wrong-${n}`);
        await form.getByRole('button', { name: T.login.submit, exact: true }).click();
        await expect(form.getByRole('alert')).toContainText(T.triesLeft(n));
        if (n === 4) await saveScreenshot(page, testInfo, shot('login-tries-left'));
      }
      await form.getByLabel(T.login.password, { exact: true }).fill('wrong-0');
      await form.getByRole('button', { name: T.login.submit, exact: true }).click();
      await expect(form.getByRole('alert')).toContainText(T.lockedFor);
      await saveScreenshot(page, testInfo, shot('login-locked'));
      // Locked: even the right password is refused, and the dialog says why.
      await form.getByLabel(T.login.password, { exact: true }).fill(player.password);
      await form.getByRole('button', { name: T.login.submit, exact: true }).click();
      await expect(form.getByRole('alert')).toContainText(language === 'tr' ? 'dakika' : 'minute');
      await expect(form).toBeVisible();
    });

    test('recovery: step 2 counts down to a resend and goes back to fix the username; the login form then has it', tags(TAG.outbox), async ({ page, request }, testInfo) => {
      const player = await registerByApi(request);
      const mistyped = `${player.username.slice(0, 18)}zz`;
      const newPassword = `${player.password}Rec`;
      await page.goto('/');
      await visible(page, 'button', S.login).click();
      const recovery = dialog(page, T.recovery.title);
      await dialog(page, T.login.title).getByRole('button', { name: T.login.recovery, exact: true }).click();
      await expect(recovery).toBeVisible();
      const username = recovery.getByRole('textbox', { name: T.recovery.username, exact: true });
      await username.fill(mistyped);
      await recovery.getByRole('button', { name: T.recovery.sendCode, exact: true }).click();

      // Step 2 for a username that does not exist reads exactly as for one that does.
      await expect(recovery).toContainText(T.recovery.codeSent);
      await expect(recovery.getByText(new RegExp(`^${fill(T.phone.resendIn, { seconds: '\\d+' })}$`))).toBeVisible();
      await saveScreenshot(page, testInfo, shot('recovery-code-step'));
      await recovery.getByRole('button', { name: T.recovery.changeUsername, exact: true }).click();
      await expect(username).toHaveValue(mistyped);
      // The same username waits out its minute; the corrected one is sent at once.
      await expect(recovery.getByRole('button', { name: T.recovery.sendCode, exact: true })).toBeDisabled();
      await saveScreenshot(page, testInfo, shot('recovery-fix-username'));
      await username.fill(player.username);
      await recovery.getByRole('button', { name: T.recovery.sendCode, exact: true }).click();
      await expect(recovery).toContainText(T.recovery.codeSent);

      const code = await waitForCode(request, { channel: 'email', to: player.email });
      await recovery.getByRole('textbox', { name: T.recovery.code, exact: true }).fill(code);
      await recovery.getByRole('button', { name: T.recovery.checkCode, exact: true }).click();
      await recovery.getByRole('textbox', { name: T.recovery.password, exact: true }).fill(newPassword);
      await recovery.getByRole('textbox', { name: T.recovery.password2, exact: true }).fill(newPassword);
      await recovery.getByRole('button', { name: T.recovery.save, exact: true }).click();

      const login = dialog(page, T.login.title);
      await expect(login).toBeVisible();
      await expect(login.getByLabel(T.login.username, { exact: true })).toHaveValue(player.username);
      await login.getByLabel(T.login.password, { exact: true }).fill(newPassword);
      await login.getByRole('button', { name: T.login.submit, exact: true }).click();
      await expect(login).toBeHidden();
    });

    test('after a password change the login form opens with the username filled in', async ({ page, request }, testInfo) => {
      const player = await registerByApi(request);
      const newPassword = `${player.password}Chg`;
      await page.goto('/');
      await visible(page, 'button', S.login).click();
      const first = dialog(page, T.login.title);
      await first.getByLabel(T.login.username, { exact: true }).fill(player.username);
      await first.getByLabel(T.login.password, { exact: true }).fill(player.password);
      await first.getByRole('button', { name: T.login.submit, exact: true }).click();
      await expect(first).toBeHidden();

      await page.goto('/dashboard');
      const tile = new RegExp(`^${T.changePassword.title}`);
      await page.getByRole('button', { name: tile }).or(page.getByRole('link', { name: tile })).first().click();
      const change = dialog(page, T.changePassword.title);
      await change.getByLabel(T.changePassword.oldPassword, { exact: true }).fill(player.password);
      await change.getByLabel(T.changePassword.password, { exact: true }).fill(newPassword);
      await change.getByLabel(T.changePassword.confirmPassword, { exact: true }).fill(newPassword);
      await change.getByRole('button', { name: T.changePassword.submit, exact: true }).click();
      await expect(page.getByText(T.changePassword.done).first()).toBeVisible();

      const login = dialog(page, T.login.title);
      await expect(login).toBeVisible({ timeout: 10_000 });
      await expect(login.getByLabel(T.login.username, { exact: true })).toHaveValue(player.username);
      await expect(login.getByLabel(T.login.password, { exact: true })).toBeFocused();
      await saveScreenshot(page, testInfo, shot('login-after-password-change'));
      await login.getByLabel(T.login.password, { exact: true }).fill(newPassword);
      await login.getByRole('button', { name: T.login.submit, exact: true }).click();
      await expect(login).toBeHidden();
    });

    test('the call request form has the name the footer gives it', async ({ page }, testInfo) => {
      await page.goto('/');
      await openFromFooter(page, S.callRequest);
      const form = dialog(page, S.callRequest);
      await expect(form).toBeVisible();
      await expect(form.getByRole('heading', { name: S.callRequest })).toBeVisible();
      await saveScreenshot(page, testInfo, shot('call-request'));
    });
  });
}
