/** Steps a player takes again and again, written the way a player finds things: roles and visible texts. */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForCode } from './outbox';
import { newPlayer, uniqueTag, type Player } from './players';
import { CONSENT_VERSIONS } from '@arcadia/shared/core';
import { isMobile, withLanguage } from './site';

/** A visible control by role and name (the header on desktop and the bottom bar on mobile both exist in the DOM). */
export const visible = (page: Page, role: 'button' | 'link', name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === 'string' }).filter({ visible: true }).first();

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * A new browser "device" in English: its own fingerprint (the trial bonus is one per device, and
 * every test here is a different player on a different device).
 */
export async function newDevice(page: Page): Promise<void> {
  await withLanguage(page, 'en');
  const fingerprint = `e2e-${uniqueTag()}-${uniqueTag()}`;
  await page.addInitScript((fp) => {
    if (!window.localStorage.getItem('fingerprint')) window.localStorage.setItem('fingerprint', fp);
  }, fingerprint);
}

/** Clicks Register or Login: header buttons on desktop, the bottom bar on mobile. */
export async function openFromHeader(page: Page, name: 'Register' | 'Login'): Promise<void> {
  await visible(page, 'button', name).click();
}

/**
 * Clicks a button of the footer (the call request form). The footer is built once the page's first
 * render is on screen: on a loaded machine that can take longer than an action's timeout after the
 * navigation, so the button gets the first screen's 30 s. The click scrolls it into view.
 */
export async function openFromFooter(page: Page, name: string): Promise<void> {
  const button = page.getByRole('contentinfo').getByRole('button', { name });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
}

/**
 * Clicks until `shows` is visible, as a player clicks again when nothing happened. Links under a
 * freshly opened form can lose the first click: the autofocused field's "required" message appears
 * on blur and moves the link between press and release (its own test in accounts.spec.ts).
 */
export async function clickUntil(target: Locator, shows: Locator): Promise<void> {
  await expect(async () => {
    await target.click();
    await expect(shows).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** Signed in: the name in the header on desktop; the account tab of the bottom bar on mobile (which shows no name). */
export async function expectSignedIn(page: Page, username: string): Promise<void> {
  await expect(visible(page, 'button', 'Login')).toBeHidden();
  const mobile = (page.viewportSize()?.width ?? 1440) <= 900;
  if (mobile) await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account' })).toBeVisible();
  else await expect(page.getByRole('banner').getByText(username)).toBeVisible();
}

/**
 * Types like a player, key by key, so that masks and number formats run. A formatted field moves
 * its caret after each key in a timer; on a loaded machine a key can land before that and go
 * astray (a withdrawal amount typed 200 read ₺20), so the field is typed again, up to three times,
 * until its letters and digits hold the typed ones in order (a mask may add its own, such as a
 * country code).
 */
export async function typeInto(field: Locator, value: string): Promise<void> {
  const typed = alphanumerics(value);
  for (let attempt = 1; ; attempt++) {
    await field.click();
    await field.press('Control+A');
    await field.press('Backspace');
    await field.pressSequentially(value, { delay: 10 });
    if (attempt === 3) return;
    const shown = await field.inputValue().catch(() => null); // null: not a single input (a code of boxes)
    if (shown === null || holdsInOrder(alphanumerics(shown), typed)) return;
  }
}

function alphanumerics(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}

function holdsInOrder(text: string, wanted: string): boolean {
  let at = 0;
  for (const char of text) if (char === wanted[at]) at++;
  return at === wanted.length;
}

export interface RegisterOptions {
  fast?: boolean;
  trialBonus?: boolean;
}

/**
 * Opens registration and submits the full (or fast) form. Returns the next screen: the phone step
 * when the trial bonus was ticked, else the congratulations. The fast form offers no trial bonus
 * (it is one per national ID, which the fast form does not ask for): it says so instead.
 */
export async function registerThroughForm(page: Page, player: Player, { fast = false, trialBonus = true }: RegisterOptions = {}): Promise<Locator> {
  await openFromHeader(page, 'Register');
  let form = dialog(page, 'Sign Up');
  await expect(form).toBeVisible();
  if (fast) {
    const fastForm = dialog(page, 'Fast Register');
    await clickUntil(form.getByRole('button', { name: 'Fast Register' }), fastForm);
    form = fastForm;
  }
  await form.getByLabel('Name', { exact: true }).fill(player.name);
  await form.getByLabel('Surname', { exact: true }).fill(player.surname);
  await form.getByLabel('Username', { exact: true }).fill(player.username);
  await form.getByLabel('E-mail', { exact: true }).fill(player.email);
  await typeInto(form.getByLabel('Phone Number', { exact: true }), player.phone);
  if (!fast) {
    await typeInto(form.getByLabel('TC No', { exact: true }), player.personalNo);
    await typeInto(form.getByLabel('Day', { exact: true }), player.birth.day);
    await typeInto(form.getByLabel('Month', { exact: true }), player.birth.month);
    await typeInto(form.getByLabel('Year', { exact: true }), player.birth.year);
  }
  // Country defaults to Türkiye (so named in the English list too) once the list has loaded.
  await expect(form.getByRole('textbox', { name: 'Country' }).or(form.getByLabel('Country', { exact: true })).first()).toHaveValue('Türkiye');
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(player.password);
  const bonus = form.getByRole('checkbox', { name: /trial bonus/i });
  if (fast) {
    await expect(bonus).toHaveCount(0);
    await expect(form.getByText(/trial bonus needs your national ID/i)).toBeVisible();
    // The fast form asks no date of birth: Sign Up waits for the player's 18+ statement.
    await form.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  } else if (trialBonus) {
    await bonus.check();
  }
  // The terms and the privacy notice (KVKK): Sign Up waits for both.
  await form.getByRole('checkbox', { name: /accept the Terms and Conditions/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Notice \(KVKK\)/ }).check();
  await form.getByRole('button', { name: 'Sign Up' }).click();
  const next = !fast && trialBonus ? page.getByRole('dialog').filter({ hasText: 'Phone Verification' }) : page.getByRole('dialog').filter({ hasText: 'Congratulations' });
  await expect(next).toBeVisible();
  // Once the celebration (and any dialog opened from it) has closed, the shell tells a new player
  // where the responsible gaming tools are, once: the player reads it and presses OK whenever it shows.
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^(Your responsible gaming tools|Sorumlu oyun araçlarınız)$/ }), async (note) => {
    await note.getByRole('button', { name: /^(OK|Tamam)$/ }).click();
  });
  return next;
}

/** Enters the SMS code from the outbox into the visible code field and confirms. */
export async function enterSmsCode(page: Page, request: APIRequestContext, scope: Locator, phone: string, seen: string[] = []): Promise<string> {
  const code = await waitForCode(request, { channel: 'sms', to: phone, seen });
  await typeInto(scope.getByLabel('Verification Code'), code);
  await scope.getByRole('button', { name: 'Verify' }).click();
  return code;
}

/** The balance in the header (desktop) or the bottom bar (mobile). */
export function balanceShown(page: Page, amount: RegExp): Locator {
  return page.getByRole('banner').or(page.getByRole('navigation')).getByText(amount).filter({ visible: true }).first();
}

/** Registers a player directly through the API (set-up for journeys that start from an account). */
export async function registerByApi(request: APIRequestContext, player: Player = newPlayer()): Promise<Player> {
  const response = await request.post('/api/auth/register', {
    headers: { Locale: 'en', Fingerprint: `e2e-api-${uniqueTag()}` },
    data: {
      name: player.name,
      surname: player.surname,
      username: player.username,
      email: player.email,
      phone: `90${player.phone}`,
      PersonalNo: player.personalNo,
      country: await turkiyeId(request),
      currencyId: 1,
      birthDate: `${player.birth.year}-${player.birth.month}-${player.birth.day}`,
      birthDateDay: player.birth.day,
      birthDateMonth: player.birth.month,
      birthDateYear: player.birth.year,
      trialBonus: 0,
      password: player.password,
      password2: player.password,
      // The versions of the terms and the privacy notice the site shows (CONSENT_VERSIONS in shared).
      termsVersion: CONSENT_VERSIONS.terms,
      privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice,
    },
  });
  const body = await response.json();
  expect(body.success, `register ${player.username}: ${body.message}`).toBe(true);
  return player;
}

async function turkiyeId(request: APIRequestContext): Promise<number> {
  const body = await (await request.get('/api/auth/form', { headers: { Locale: 'tr' } })).json();
  const country = (body.data.countries as { id: number; name: string }[]).find((c) => c.name === 'Türkiye');
  expect(country, 'Türkiye is in the country list').toBeTruthy();
  return country!.id;
}

/**
 * Signs the player in as a returning player's browser already is: the session the API's login
 * answers (the `authData` the site keeps) is stored before the site's first page loads. For every
 * journey whose subject is not the login itself (those use `logInThroughForm`); it saves the login
 * dialog's seconds. Call it after `newDevice` and before the journey's first `page.goto`. Resolves
 * the session (its `token` signs API calls of the journey).
 */
export async function signInByApi(page: Page, request: APIRequestContext, player: Player): Promise<{ token: string; username: string }> {
  // The smallest page of the site's origin, where the storage can be written; the device's
  // fingerprint (newDevice's init script puts it there) goes with the login, as the site sends it.
  await page.goto('/api/health');
  const device = await page.evaluate(() => ({ fingerprint: localStorage.getItem('fingerprint'), language: localStorage.getItem('language') }));
  const res = await request.post('/api/auth/login', {
    headers: { Locale: device.language ?? 'tr', ...(device.fingerprint ? { Fingerprint: device.fingerprint } : {}) },
    data: { username: player.username, password: player.password },
  });
  const body = await res.json();
  expect(body.success, `login ${player.username}: ${body.message}`).toBe(true);
  await page.evaluate((authData) => localStorage.setItem('authData', authData), JSON.stringify(body.data));
  return body.data;
}

/** Logs in through the login dialog (opened from the header unless already open). */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  const form = dialog(page, 'Login');
  if (!(await form.isVisible())) await openFromHeader(page, 'Login');
  // The first opening loads the auth remote: seconds on a loaded machine.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form).toBeHidden();
  await expectSignedIn(page, username);
}

/** Logs out the way the device offers it: the header button on desktop, the dashboard tile on mobile. */
export async function logOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) await page.goto('/dashboard');
  // Logout clears the storage, goes to / and reloads the page 300 ms later.
  const reloaded = page.waitForEvent('load');
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: /^Log out/ }).or(page.getByRole('link', { name: /^Log out/ })).first().click();
  } else {
    await visible(page, 'button', 'Logout').click();
  }
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(visible(page, 'button', 'Login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
}

export { newPlayer };

/**
 * The promotional popup opens once the player engages with the page (3 s after load at the
 * earliest): a small scroll, repeated until it shows, since the page may not listen yet.
 */
export async function engageUntil(page: Page, shows: Locator): Promise<void> {
  // Each try engages once, then leaves the page alone for longer than the popup's 2 s quiet after an
  // input: engaging more often would keep putting it off.
  await expect(async () => {
    await page.mouse.wheel(0, 1);
    await expect(shows).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30_000 });
}
