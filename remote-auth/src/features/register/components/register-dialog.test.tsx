import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { CONSENT_VERSIONS, STORAGE_KEYS, closeDialog } from '@arcadia/shared';
import { commonTr } from '@arcadia/shared/core';
import { authTr } from '../../../i18n/auth.tr';
import { LocationProbe, mockApi, recordBus, renderDialog, sampleAuthData, type ApiMock } from '../../../testing';
import { clearCooldowns } from '../../resend';
import { openDialogState } from '@arcadia/shared';

jest.mock('canvas-confetti', () => jest.fn());
// The full form is long and jsdom renders Mantine slowly on a shared 2-core machine.
jest.setTimeout(30000);

/** A password the new rule takes: 8 characters or more, not a common one. */
const PASSWORD = 'Kule-Masa-42';

const COUNTRIES = [
  { id: 49, name: 'Almanya' },
  { id: 90, name: 'Türkiye' },
];

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  clearCooldowns(); // a fresh page: no countdown left from an earlier test
  localStorage.clear();
  sessionStorage.clear(); // a fresh tab: no code waiting, no countdown
  (confetti as unknown as jest.Mock).mockClear();
  bus = recordBus();
});
afterEach(() => {
  bus.stop();
  act(() => closeDialog());
  jest.useRealTimers();
});

function api(extra: Parameters<typeof mockApi>[0] = {}): ApiMock {
  return mockApi({
    'GET auth/form': { data: { countries: COUNTRIES } },
    'POST auth/register': { message: 'Kayıt başarılı', data: sampleAuthData },
    ...extra,
  });
}

/** Pastes a whole value at once: one change event per field keeps the long form quick to fill. */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillFullForm(user: UserEvent, { trialBonus = false } = {}) {
  await fill(user, await screen.findByLabelText(authTr.register.name), 'Ayşe');
  await fill(user, screen.getByLabelText(authTr.register.surname), 'Yılmaz');
  await fill(user, screen.getByLabelText(authTr.register.username), 'ayse2024');
  await fill(user, screen.getByLabelText(authTr.register.email), 'ayse@example.com');
  await fill(user, screen.getByLabelText(authTr.register.phone), '5321234567');
  await fill(user, screen.getByLabelText(authTr.register.personalNo), '10000000146');
  await fill(user, screen.getByLabelText(authTr.register.day), '7');
  await fill(user, screen.getByLabelText(authTr.register.month), '3');
  await fill(user, screen.getByLabelText(authTr.register.year), '1994');
  await fill(user, screen.getByLabelText(authTr.register.password), PASSWORD);
  await fill(user, screen.getByLabelText(authTr.register.password2), PASSWORD);
  if (trialBonus) await user.click(screen.getByRole('checkbox', { name: authTr.register.trialBonus }));
  await acceptConsents(user);
  await waitFor(() => expect(screen.getByRole('combobox', { name: authTr.register.country })).toHaveValue('Türkiye'));
}

const signUpButton = () => screen.getByRole('button', { name: authTr.register.submit });
const termsBox = () => screen.getByRole('checkbox', { name: /Şartlar ve Koşulları okudum/ });
const noticeBox = () => screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metnini okudum/ });

/** Ticks the boxes accepting the terms and the privacy notice. */
async function acceptConsents(user: UserEvent) {
  await user.click(termsBox());
  await user.click(noticeBox());
}

describe('RegisterDialog: the form', () => {
  it('fills the country list 300 ms after it loads, with Türkiye chosen', async () => {
    jest.useFakeTimers();
    api();
    renderDialog('register', { fakeTimers: true });
    const country = await screen.findByRole('combobox', { name: authTr.register.country });
    await act(async () => jest.advanceTimersByTime(299));
    expect(country).toBeDisabled();
    expect(country).toHaveValue('');
    await act(async () => jest.advanceTimersByTime(1));
    expect(country).toBeEnabled();
    expect(country).toHaveValue('Türkiye');
  });

  it('masks the phone (10 digits after +90), the TC No (11 digits) and the birth date parts', async () => {
    api();
    const { user } = renderDialog('register');
    const phone = await screen.findByLabelText(authTr.register.phone);
    await user.type(phone, '53a2123456789');
    expect(phone).toHaveValue('532 123 45 67');
    const personalNo = screen.getByLabelText(authTr.register.personalNo);
    await user.type(personalNo, '1000000014699');
    expect(personalNo).toHaveValue('10000000146');
    await user.type(screen.getByLabelText(authTr.register.day), '123');
    expect(screen.getByLabelText(authTr.register.day)).toHaveValue('12');
    await user.type(screen.getByLabelText(authTr.register.year), '19945');
    expect(screen.getByLabelText(authTr.register.year)).toHaveValue('1994');
  });

  it('keeps Sign Up disabled while anything is invalid and says why', async () => {
    api();
    const { user } = renderDialog('register');
    await fillFullForm(user);
    expect(signUpButton()).toBeEnabled();

    const username = screen.getByLabelText(authTr.register.username);
    await user.type(username, ' x');
    await user.tab();
    expect(await screen.findByText(commonTr.validation.alphanumeric)).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();
    await user.clear(username);
    await user.type(username, 'ayse2024');

    await user.type(screen.getByLabelText(authTr.register.password2), '9');
    await user.tab();
    expect(await screen.findByText(commonTr.validation.mismatch)).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();
    await user.type(screen.getByLabelText(authTr.register.password2), '{Backspace}');
    await user.tab();

    const year = screen.getByLabelText(authTr.register.year);
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() - 10));
    expect(await screen.findByText('18 yaşından küçükler kayıt olamaz')).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();

    await user.clear(screen.getByLabelText(authTr.register.phone));
    await user.type(screen.getByLabelText(authTr.register.phone), '53212');
    await user.tab();
    expect(await screen.findByText('Tam 10 karakter olmalıdır')).toBeInTheDocument();
  });
});

describe('RegisterDialog: consent, passwords, names and what Sign Up waits for', () => {
  it('asks to accept the terms and to have read the privacy notice (KVKK), each linked in a new tab; Sign Up waits for both and names them', async () => {
    const server = api();
    const { user } = renderDialog('register');
    await fillFullForm(user);
    await user.click(termsBox());
    await user.click(noticeBox());
    expect(termsBox()).not.toBeChecked();
    expect(signUpButton()).toBeDisabled();
    expect(screen.getByTestId('register-missing')).toHaveTextContent('Kayıt olmak için tamamlayın: Şartlar ve Koşullar, KVKK Aydınlatma Metni');
    expect(signUpButton()).toHaveAccessibleDescription('Kayıt olmak için tamamlayın: Şartlar ve Koşullar, KVKK Aydınlatma Metni');

    const terms = screen.getByRole('link', { name: 'Şartlar ve Koşulları' });
    expect(terms).toHaveAttribute('href', '/pages/1');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metnini' })).toHaveAttribute('href', '/pages/2');

    await user.click(termsBox());
    expect(screen.getByTestId('register-missing')).toHaveTextContent('Kayıt olmak için tamamlayın: KVKK Aydınlatma Metni');
    await user.click(noticeBox());
    expect(signUpButton()).toBeEnabled();
    expect(screen.queryByTestId('register-missing')).not.toBeInTheDocument();
    await user.click(signUpButton());
    await waitFor(() => expect(server.bodies('POST auth/register')).toHaveLength(1));
    expect(server.bodies('POST auth/register')[0]).toMatchObject({ termsVersion: CONSENT_VERSIONS.terms, privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice });
  });

  it('a new password needs 8 characters and not a common one, with a strength hint under it', async () => {
    api();
    const { user } = renderDialog('register');
    const password = await screen.findByLabelText(authTr.register.password);
    const hint = screen.getByTestId('password-strength');
    expect(hint).toHaveTextContent('En az 8 karakter; yaygın şifreler kabul edilmez');
    await user.type(password, 'abc12');
    await user.tab();
    expect(await screen.findByText('8 ile 100 karakter arasında olmalıdır')).toBeInTheDocument();
    expect(hint).toHaveTextContent('Kabul edilmez');
    await user.clear(password);
    await user.type(password, 'galatasaray');
    await user.tab();
    expect(await screen.findByText(commonTr.validation.commonPassword)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, PASSWORD);
    expect(hint).toHaveTextContent('Güçlü');
    expect(hint).toHaveAttribute('data-score', '4');
  });

  it('names take letters, Turkish ones included, spaces, hyphens and apostrophes only', async () => {
    api();
    const { user } = renderDialog('register');
    const name = await screen.findByLabelText(authTr.register.name);
    await user.type(name, 'Ali2');
    await user.tab();
    expect(await screen.findByText(commonTr.validation.personName)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, "Çağla-Nur O'Neil");
    await user.tab();
    await waitFor(() => expect(screen.queryByText(commonTr.validation.personName)).not.toBeInTheDocument());
  });

  it('a username the server finds taken is said under the field', async () => {
    api({ 'POST auth/register': { status: 409, success: false, message: 'Bu kullanıcı adı zaten kullanılıyor.', data: { errors: { username: 'Bu kullanıcı adı zaten kullanılıyor.' } } } });
    const { user } = renderDialog('register');
    await fillFullForm(user);
    await user.click(signUpButton());
    const username = screen.getByLabelText(authTr.register.username);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('Bu kullanıcı adı zaten kullanılıyor.');
  });
});

describe('RegisterDialog: registration → phone verification → congratulations', () => {
  it('with the trial bonus ticked: signs in, sends the SMS at once, verifies, then claims the bonus and closes after 1 s', async () => {
    localStorage.setItem(STORAGE_KEYS.refId, '42');
    const server = api({
      'POST customer/updatephone': (body) =>
        body.step === 1
          ? { message: 'Kod gönderildi' }
          : body.code === '123456'
            ? { message: 'Telefon doğrulandı', data: { phone: '905321234567', smsVerified: true } }
            : { status: 400, success: false, message: 'Kod hatalı' },
      'GET bonus/trialbonusamount': { data: 100 },
      'GET bonus/definetrialbonus': { message: 'Bonus yüklendi', data: { balance: 100 } },
    });
    const { user } = renderDialog('register');
    await fillFullForm(user, { trialBonus: true });
    await user.click(signUpButton());

    // signed in, success message, and the phone code sent at once with the registered phone
    await screen.findByRole('heading', { name: authTr.phone.title });
    expect(server.bodies('POST auth/register')[0]).toMatchObject({ phone: '905321234567', trialBonus: 1, refId: 42, currencyId: 1, country: 90 });
    expect(bus.of('auth:login')).toEqual([{ authData: sampleAuthData }]);
    expect(bus.of('toast')).toContainEqual({ kind: 'success', message: 'Kayıt başarılı' });
    await waitFor(() => expect(server.bodies('POST customer/updatephone')).toEqual([{ step: 1, phone: '905321234567' }]));

    // step 2: the phone is locked, the code is masked as three pairs
    const code = await screen.findByLabelText(authTr.phone.code);
    expect(screen.getByLabelText(authTr.phone.phone)).toHaveAttribute('readonly');
    await user.type(code, '654321');
    expect(code).toHaveValue('65 43 21');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    await waitFor(() => expect(code).toHaveValue(''));
    expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Kod hatalı' });

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    await screen.findByRole('heading', { name: authTr.celebration.title, level: 2 });
    // the frame says the sign-up is done, not "Kayıt Ol" again
    expect(screen.getByRole('dialog', { name: 'Kayıt Tamamlandı' })).toBeInTheDocument();
    expect(screen.queryByText(authTr.register.title)).not.toBeInTheDocument();
    expect(server.bodies('POST customer/updatephone')[2]).toEqual({ step: 2, phone: '905321234567', code: '123456' });
    expect(bus.of('auth:update')).toEqual([{ patch: { phone: '905321234567', smsVerified: true } }]);

    // the trial bonus offer: Yes claims it
    const yes = await screen.findByRole('button', { name: authTr.celebration.yes });
    jest.useFakeTimers();
    act(() => yes.click());
    await waitFor(() => expect(bus.of('auth:balance')).toEqual([{ balance: 100 }]));
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150, spread: 180 }));
    expect(openDialogState.get()?.dialog).toBe('register');
    await act(async () => jest.advanceTimersByTime(999));
    expect(openDialogState.get()?.dialog).toBe('register');
    await act(async () => jest.advanceTimersByTime(1));
    expect(openDialogState.get()).toBeNull();
  });

  it('with the trial bonus ticked, the verification credits it: the celebration says so, the header gets the balance, nothing more to claim', async () => {
    const server = api({
      'POST customer/updatephone': (body) =>
        body.step === 1
          ? { message: 'Kod gönderildi' }
          : { message: 'Telefon numaranız doğrulandı; ₺50,00 deneme bonusunuz hesabınıza eklendi.', data: { phone: '905321234567', smsVerified: true, trialBonus: { amount: 50, balance: 50 } } },
      'GET bonus/trialbonusamount': { data: 0 },
    });
    const { user } = renderDialog('register');
    await fillFullForm(user, { trialBonus: true });
    await user.click(signUpButton());
    await user.type(await screen.findByLabelText(authTr.phone.code), '123456');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    expect(await screen.findByText('Telefon numaranız doğrulandı ve ₺50,00 deneme bonusunuz hesabınıza eklendi. Bol şans!')).toBeInTheDocument();
    expect(bus.of('auth:balance')).toEqual([{ balance: 50 }]);
    expect(bus.of('auth:update')).toEqual([{ patch: { phone: '905321234567', smsVerified: true } }]);
    expect(screen.queryByRole('button', { name: authTr.celebration.yes })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.celebration.deposit })).toBeInTheDocument();
    expect(server.count('GET bonus/definetrialbonus')).toBe(0);
  });

  it('without the trial bonus: no SMS, congratulations at once with Deposit and Live Chat; Deposit goes to /dashboard/deposit', async () => {
    const server = api();
    const { user } = renderDialog('register', { extra: <LocationProbe /> });
    await fillFullForm(user);
    await user.click(signUpButton());

    await screen.findByRole('heading', { name: authTr.celebration.title, level: 2 });
    expect(server.bodies('POST auth/register')[0]).toMatchObject({ trialBonus: 0 });
    expect(server.bodies('POST auth/register')[0]).not.toHaveProperty('refId');
    expect(server.count('POST customer/updatephone')).toBe(0);
    expect(server.count('GET bonus/trialbonusamount')).toBe(0);
    expect(screen.queryByRole('button', { name: authTr.celebration.yes })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.celebration.liveChat })).toBeInTheDocument();

    const seen: (string | null)[] = [];
    const watching = openDialogState.changes.subscribe((open) => seen.push(open?.dialog ?? null));
    await user.click(screen.getByRole('button', { name: authTr.celebration.deposit }));
    watching.unsubscribe();
    // (`changes` starts with the current dialog.) The deposit dialog replaces the celebration in
    // the same moment: never no dialog in between.
    expect(seen).toEqual(['register', 'deposit']);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/deposit');
  });

  it('Live Chat on the congratulations screen closes it and opens the live chat', async () => {
    api();
    const { user } = renderDialog('register');
    await fillFullForm(user);
    await user.click(signUpButton());
    await user.click(await screen.findByRole('button', { name: authTr.celebration.liveChat }));
    expect(openDialogState.get()).toBeNull();
    expect(bus.of('livechat:open')).toHaveLength(1);
  });

  it('starts the confetti 100 ms after the congratulations screen appears', async () => {
    api();
    const { user } = renderDialog('register');
    await fillFullForm(user);
    jest.useFakeTimers();
    act(() => signUpButton().click());
    await screen.findByRole('heading', { name: authTr.celebration.title, level: 2 });
    await act(async () => jest.advanceTimersByTime(99));
    expect(confetti).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150, spread: 180 }));
  });

  it('a refused registration stays on the form with the server message', async () => {
    const server = api({ 'POST auth/register': { status: 400, success: false, message: 'Bu kullanıcı adı zaten kullanılıyor' } });
    const { user } = renderDialog('register');
    await fillFullForm(user);
    await user.click(signUpButton());
    await waitFor(() => expect(server.count('POST auth/register')).toBe(1));
    expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Bu kullanıcı adı zaten kullanılıyor' });
    expect(bus.of('auth:login')).toHaveLength(0);
    expect(signUpButton()).toBeInTheDocument();
  });

  it('Change Phone Number unlocks the phone on step 1, the countdown follows to the new number until the server would accept; Skip Verification closes the dialogs', async () => {
    jest.useFakeTimers();
    const server = api({ 'POST customer/updatephone': { message: '' } });
    const { user } = renderDialog('register', { fakeTimers: true });
    await fillFullForm(user, { trialBonus: true });
    await user.click(signUpButton());
    await screen.findByLabelText(authTr.phone.code);
    await act(async () => jest.advanceTimersByTime(3000));

    await user.click(screen.getByRole('button', { name: authTr.phone.change }));
    const phone = screen.getByLabelText(authTr.phone.phone);
    expect(phone).not.toHaveAttribute('readonly');
    expect(screen.queryByLabelText(authTr.phone.code)).not.toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '5559876543');
    // The server allows one code a minute per account, whatever the number: so does the button.
    const send = screen.getByRole('button', { name: authTr.phone.sendCode });
    expect(send).toBeDisabled();
    expect(screen.getByText(/^Yeni bir kod isteyebilmek için 5\d saniye bekleyin\.$/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(send).toBeEnabled();
    expect(screen.queryByText(/saniye bekleyin/)).not.toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(server.bodies('POST customer/updatephone')[1]).toEqual({ step: 1, phone: '905559876543' }));
    expect(await screen.findByText('Kodu yeniden gönder: 60')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: authTr.phone.skip }));
    expect(openDialogState.get()).toBeNull();
  });
});

describe('RegisterDialog: fast form', () => {
  it('has no TC No or birth date and sends isFast', async () => {
    const server = api();
    const { user } = renderDialog('fastRegister');
    await user.type(await screen.findByLabelText(authTr.register.name), 'Ayşe');
    expect(screen.queryByLabelText(authTr.register.personalNo)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(authTr.register.day)).not.toBeInTheDocument();
    // The trial bonus is one per national ID: the fast form says so instead of offering it.
    expect(screen.queryByRole('checkbox', { name: authTr.register.trialBonus })).not.toBeInTheDocument();
    expect(screen.getByText(authTr.register.trialBonusNeedsFullForm)).toBeInTheDocument();
    await user.type(screen.getByLabelText(authTr.register.surname), 'Yılmaz');
    await user.type(screen.getByLabelText(authTr.register.username), 'ayse2024');
    await user.type(screen.getByLabelText(authTr.register.email), 'ayse@example.com');
    await user.type(screen.getByLabelText(authTr.register.phone), '5321234567');
    await user.type(screen.getByLabelText(authTr.register.password), PASSWORD);
    await user.type(screen.getByLabelText(authTr.register.password2), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: authTr.register.adultConfirmed }));
    await acceptConsents(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    await user.click(signUpButton());
    await screen.findByRole('heading', { name: authTr.celebration.title, level: 2 });
    const body = server.bodies('POST auth/register')[0];
    expect(body).toMatchObject({ isFast: true, phone: '905321234567', country: 90 });
    expect(body).not.toHaveProperty('PersonalNo');
    expect(body).not.toHaveProperty('birthDate');
    expect(body).not.toHaveProperty('adultConfirmed');
    expect(body).toMatchObject({ termsVersion: CONSENT_VERSIONS.terms, privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice });
    expect(body).not.toHaveProperty('termsAccepted');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: authTr.celebration.deposit })).toBeInTheDocument();
  });

  it('cannot be sent until "I am 18 or older" is ticked, and says so', async () => {
    const server = api();
    const { user } = renderDialog('fastRegister');
    const adult = await screen.findByRole('checkbox', { name: authTr.register.adultConfirmed });
    expect(adult).not.toBeChecked();
    await fill(user, screen.getByLabelText(authTr.register.name), 'Ayşe');
    await fill(user, screen.getByLabelText(authTr.register.surname), 'Yılmaz');
    await fill(user, screen.getByLabelText(authTr.register.username), 'ayse2024');
    await fill(user, screen.getByLabelText(authTr.register.email), 'ayse@example.com');
    await fill(user, screen.getByLabelText(authTr.register.phone), '5321234567');
    await fill(user, screen.getByLabelText(authTr.register.password), PASSWORD);
    expect(screen.queryByText('18 yaşından küçükler kayıt olamaz')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText(authTr.register.password2), PASSWORD);
    await acceptConsents(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: authTr.register.country })).toHaveValue('Türkiye'));

    // Everything else is valid: the box alone holds the form back, and says why.
    expect(await screen.findByText('18 yaşından küçükler kayıt olamaz')).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();
    await user.click(signUpButton());
    expect(server.bodies('POST auth/register')).toHaveLength(0);

    await user.click(adult);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    expect(screen.queryByText('18 yaşından küçükler kayıt olamaz')).not.toBeInTheDocument();
    await user.click(adult);
    expect(await screen.findByText('18 yaşından küçükler kayıt olamaz')).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();

    await user.click(adult);
    await user.click(signUpButton());
    await waitFor(() => expect(server.bodies('POST auth/register')).toHaveLength(1));
  });
});
