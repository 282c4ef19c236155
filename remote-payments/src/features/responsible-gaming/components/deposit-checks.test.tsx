import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@arcadia/ui/router';
import { closeDialog, eventBus, i18n, openDialogState, PATHS } from '@arcadia/shared';
import { authDataFixture, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { paymentsEn, paymentsTr } from '../../../i18n';
import { PaymentDialogs } from '../../payment-dialogs';
import { BANK_TRANSFER, CARD, fail, limit, mockApi, ok, recordBus, renderPaymentDialog, STATUS_DECIDED, STATUS_NEW_FAST, STATUS_UNDECIDED } from '../../../testing';
import { dateYearsAgo } from '../lib/deposit-protection';

const texts = paymentsTr.protection;
let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
});
afterEach(() => {
  act(() => closeDialog());
  bus.stop();
});

const birthDateInput = () => screen.getByLabelText(/^Doğum tarihi(\s|\*|$)/);
const limitAmount = () => screen.getByRole('textbox', { name: /^Limit tutarı/ });
const methodsShown = () => screen.findByRole('button', { name: /Kredi Kartı/ });

describe('date of birth before the first deposit', () => {
  it('is asked when it is not on record; under 18 is refused by the form and nothing is sent', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_NEW_FAST), 'GET payment/methods': ok([CARD]) });
    const { user } = renderPaymentDialog('deposit');

    const dialog = await screen.findByRole('dialog', { name: paymentsTr.deposit.title });
    expect(await within(dialog).findByRole('heading', { name: texts.birthDate.title })).toBeInTheDocument();
    expect(birthDateInput()).toHaveAttribute('type', 'date');
    expect(birthDateInput()).toHaveAttribute('max', dateYearsAgo(18));
    expect(birthDateInput()).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Kredi Kartı/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.birthDate.save }));
    expect(await screen.findByText('Bu alan zorunludur')).toBeInTheDocument();

    fireEvent.change(birthDateInput(), { target: { value: dateYearsAgo(17) } });
    await user.click(screen.getByRole('button', { name: texts.birthDate.save }));
    expect(await screen.findByText('Para yatırmak için en az 18 yaşında olmalısınız')).toBeInTheDocument();
    expect(birthDateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('POST customer/birthdate')).toBe(0);
  });

  it('a date that makes 18 is saved as YYYY-MM-DD, then the deposit limit is asked', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_NEW_FAST), 'POST customer/birthdate': ok(null, 'Kaydedildi'), 'GET payment/methods': ok([CARD]) });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.birthDate.title });

    api.set('GET responsiblegaming/status', ok(STATUS_UNDECIDED));
    fireEvent.change(birthDateInput(), { target: { value: '1996-11-27' } });
    await user.click(screen.getByRole('button', { name: texts.birthDate.save }));

    expect(await screen.findByRole('heading', { name: texts.limit.title })).toBeInTheDocument();
    expect(api.bodies('POST customer/birthdate')).toEqual([{ birthDate: '1996-11-27' }]);
    await waitFor(() => expect(api.count('GET responsiblegaming/status')).toBe(2));
  });

  it('a refused date keeps the step and says why', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_NEW_FAST), 'POST customer/birthdate': fail('Doğum tarihi geçersiz', 422) });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.birthDate.title });
    fireEvent.change(birthDateInput(), { target: { value: '1990-06-05' } });
    await user.click(screen.getByRole('button', { name: texts.birthDate.save }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Doğum tarihi geçersiz' }));
    expect(screen.getByRole('heading', { name: texts.birthDate.title })).toBeInTheDocument();
    expect(api.count('POST customer/birthdate')).toBe(1);
  });
});

describe('deposit limit before the first deposit', () => {
  it('asks for an amount above zero and at most ₺10.000.000 before sending anything', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_UNDECIDED), 'GET payment/methods': ok([CARD]) });
    const { user } = renderPaymentDialog('deposit');
    expect(await screen.findByRole('heading', { name: texts.limit.title })).toBeInTheDocument();
    expect(limitAmount()).toHaveFocus();
    // A month is chosen to start with.
    expect(screen.getByRole('radio', { name: texts.limit.periods.month })).toBeChecked();

    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    expect(await screen.findByText('Bu alan zorunludur')).toBeInTheDocument();

    await user.type(limitAmount(), '0');
    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    expect(await screen.findByText('Sıfırdan büyük bir değer giriniz')).toBeInTheDocument();

    await user.clear(limitAmount());
    await user.type(limitAmount(), '10000000,01');
    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    expect(await screen.findByText('Limit en fazla ₺10.000.000,00 olabilir')).toBeInTheDocument();
    expect(limitAmount()).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('POST responsiblegaming/limit')).toBe(0);
  });

  it('refuses a minus sign and letters as they are typed, keeping what was typed, and sends nothing', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_UNDECIDED), 'GET payment/methods': ok([CARD]) });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.limit.title });

    await user.type(limitAmount(), '-5');
    // The sign stays in the field: -5 is never quietly read as 5.
    expect(limitAmount()).toHaveValue('-5');
    expect(screen.getByRole('alert')).toHaveTextContent('Sıfırdan büyük bir değer giriniz');
    expect(limitAmount()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('limit-in-words')).not.toHaveTextContent('beş');
    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sıfırdan büyük bir değer giriniz');

    await user.clear(limitAmount());
    await user.type(limitAmount(), '5e3');
    expect(limitAmount()).toHaveValue('5e3');
    expect(screen.getByRole('alert')).toHaveTextContent('Tutarı 1.500,50 biçiminde, yalnızca rakamla giriniz');
    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    expect(api.count('POST responsiblegaming/limit')).toBe(0);
  });

  it('reads the limit back in figures and words, for the chosen period, before it is saved', async () => {
    mockApi({ 'GET responsiblegaming/status': ok(STATUS_UNDECIDED), 'GET payment/methods': ok([CARD]) });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.limit.title });
    const line = screen.getByTestId('limit-in-words');
    expect(line).toBeEmptyDOMElement();
    await user.type(limitAmount(), '5.000');
    expect(line).toHaveTextContent('Ayda en fazla ₺5.000,00 (beş bin lira) yatırabileceksiniz.');
    expect(limitAmount()).toHaveAccessibleDescription('Ayda en fazla ₺5.000,00 (beş bin lira) yatırabileceksiniz.');
    await user.click(screen.getByRole('radio', { name: texts.limit.periods.day }));
    expect(line).toHaveTextContent('Günde en fazla ₺5.000,00 (beş bin lira) yatırabileceksiniz.');
  });

  it('a limit below the smallest deposit (₺50 by card) asks first that deposits will be impossible; Back sends nothing', async () => {
    const api = mockApi({
      'GET responsiblegaming/status': ok(STATUS_UNDECIDED),
      'GET payment/methods': ok([CARD, BANK_TRANSFER]),
      'POST responsiblegaming/limit': ok(limit('deposit', 'month', 5, 0), 'Limit kaydedildi'),
    });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.limit.title });
    await waitFor(() => expect(api.count('GET payment/methods')).toBe(1));

    await user.type(limitAmount(), '5');
    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    const question = screen.getByRole('group', { name: texts.limit.belowMinimumTitle });
    expect(question).toHaveTextContent('Limitiniz (₺5,00) en küçük para yatırma tutarının (₺50,00) altında: bu limitle hiç para yatıramazsınız');
    expect(within(question).getByRole('button', { name: texts.limit.back })).toHaveFocus();
    expect(api.count('POST responsiblegaming/limit')).toBe(0);

    await user.click(within(question).getByRole('button', { name: texts.limit.back }));
    expect(screen.getByRole('button', { name: texts.limit.set })).toHaveFocus();
    expect(limitAmount()).toHaveValue('5');
    expect(api.count('POST responsiblegaming/limit')).toBe(0);

    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    api.set('GET responsiblegaming/status', ok({ ...STATUS_DECIDED, limits: [limit('deposit', 'month', 5, 0)] }));
    await user.click(screen.getByRole('button', { name: texts.limit.belowMinimumConfirm }));
    await methodsShown();
    expect(api.bodies('POST responsiblegaming/limit')).toEqual([{ type: 'deposit', period: 'month', amount: 5, confirmBelowMinimum: true }]);
  });

  it('asks the same when only the server knows the smallest deposit', async () => {
    const api = mockApi({
      'GET responsiblegaming/status': ok(STATUS_UNDECIDED),
      'GET payment/methods': fail('Servis kullanılamıyor', 503),
      'POST responsiblegaming/limit': fail('Bu limit en küçük para yatırma tutarının (₺50,00) altında', 422, { minimumDeposit: 50 }),
    });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.limit.title });
    await user.type(limitAmount(), '20');
    await user.click(screen.getByRole('button', { name: texts.limit.set }));
    expect(await screen.findByRole('group', { name: texts.limit.belowMinimumTitle })).toHaveTextContent('(₺20,00)');
    expect(api.bodies('POST responsiblegaming/limit')).toEqual([{ type: 'deposit', period: 'month', amount: 20 }]);
    expect(bus.of('toast')).toEqual([]);
  });

  it('sets the deposit limit for the chosen period, then shows the methods with what is left of it', async () => {
    const api = mockApi({
      'GET responsiblegaming/status': ok(STATUS_UNDECIDED),
      'POST responsiblegaming/limit': ok(limit('deposit', 'day', 150, 0), 'Limit kaydedildi'),
      'GET payment/methods': ok([CARD]),
    });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.limit.title });

    await user.type(limitAmount(), '150');
    expect(limitAmount()).toHaveValue('150');
    await user.click(screen.getByRole('radio', { name: texts.limit.periods.day }));
    api.set('GET responsiblegaming/status', ok({ ...STATUS_DECIDED, limits: [limit('deposit', 'day', 150, 0)] }));
    await user.click(screen.getByRole('button', { name: texts.limit.set }));

    await methodsShown();
    expect(api.bodies('POST responsiblegaming/limit')).toEqual([{ type: 'deposit', period: 'day', amount: 150 }]);
    expect(await screen.findByTestId('deposit-limit-left')).toHaveTextContent('Günlük para yatırma limitinizden kalan: ₺150,00 / ₺150,00');
    expect(api.count('POST responsiblegaming/nolimit')).toBe(0);
  });

  it('No limit asks a second time: Back sends nothing and returns to the form, Confirm chooses no limit', async () => {
    const api = mockApi({
      'GET responsiblegaming/status': ok(STATUS_UNDECIDED),
      'POST responsiblegaming/nolimit': ok(STATUS_DECIDED),
      'GET payment/methods': ok([CARD]),
    });
    const { user } = renderPaymentDialog('deposit');
    await screen.findByRole('heading', { name: texts.limit.title });

    await user.click(screen.getByRole('button', { name: texts.limit.noLimit }));
    const question = screen.getByRole('group', { name: texts.limit.noLimit });
    expect(question).toHaveTextContent(texts.limit.confirmText);
    expect(within(question).getByRole('button', { name: texts.limit.back })).toHaveFocus();
    expect(api.count('POST responsiblegaming/nolimit')).toBe(0);

    await user.click(within(question).getByRole('button', { name: texts.limit.back }));
    expect(screen.getByRole('heading', { name: texts.limit.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.limit.noLimit })).toHaveFocus();
    expect(api.count('POST responsiblegaming/nolimit')).toBe(0);

    await user.click(screen.getByRole('button', { name: texts.limit.noLimit }));
    api.set('GET responsiblegaming/status', ok(STATUS_DECIDED));
    await user.click(screen.getByRole('button', { name: texts.limit.confirm }));
    await methodsShown();
    expect(api.bodies('POST responsiblegaming/nolimit')).toEqual([{ confirm: true }]);
    expect(api.count('POST responsiblegaming/limit')).toBe(0);
    // No limit in force: no limits box, but the way to set one stays.
    expect(screen.queryByTestId('deposit-limits')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.left.setLimit })).toHaveAttribute('href', PATHS.responsibleGaming);
  });

  it('speaks English', async () => {
    mockApi({ 'GET responsiblegaming/status': ok(STATUS_UNDECIDED) });
    await act(() => i18n.changeLanguage('en'));
    try {
      const { user } = renderPaymentDialog('deposit');
      expect(await screen.findByRole('heading', { name: paymentsEn.protection.limit.title })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Limit amount/ })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Per month' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'No limit' }));
      expect(screen.getByText(/^Are you sure\?/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });
});

describe('what is left of the deposit limit', () => {
  it('shows the tightest deposit limit in force with its period', async () => {
    mockApi({
      'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, limits: [limit('deposit', 'day', 150, 50), limit('deposit', 'week', 500, 450), limit('stake', 'day', 100, 99)] }),
      'GET payment/methods': ok([CARD]),
    });
    renderPaymentDialog('deposit');
    await methodsShown();
    expect(screen.getByTestId('deposit-limits')).toBeVisible();
    expect(screen.getByTestId('deposit-limit-left')).toHaveTextContent('Haftalık para yatırma limitinizden kalan: ₺50,00 / ₺500,00');
  });

  it('with no deposit limit set (a stake limit is no deposit limit), no limits box is shown, only a link to set one', async () => {
    mockApi({ 'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, limits: [limit('stake', 'day', 100, 99)] }), 'GET payment/methods': ok([CARD]) });
    renderPaymentDialog('deposit');
    await methodsShown();
    expect(screen.queryByTestId('deposit-limit-left')).not.toBeInTheDocument();
    expect(screen.queryByTestId('deposit-limits')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: texts.left.link })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.left.setLimit })).toHaveAttribute('href', PATHS.responsibleGaming);
  });

  it('Limits closes the dialog and opens the limits page through the router', async () => {
    mockApi({ 'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, limits: [limit('deposit', 'month', 1000, 0)] }), 'GET payment/methods': ok([CARD]) });
    seedSession(authDataFixture({ token: 'token-pay' }));
    const user = userEvent.setup();
    function Where() {
      return <output data-testid="path">{useLocation().pathname}</output>;
    }
    renderWithProviders(
      <>
        <PaymentDialogs />
        <Where />
      </>,
      { routes: ['/casino/slot'] },
    );
    act(() => eventBus.emit('dialog:open', { dialog: 'deposit' }));

    const link = await screen.findByRole('link', { name: texts.left.link });
    expect(link).toHaveAttribute('href', PATHS.responsibleGaming);
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent(PATHS.responsibleGaming);
    expect(openDialogState.get()).toBeNull();
  });
});

describe('during a time-out or another exclusion', () => {
  // far ahead: the notice shows only while the exclusion runs by the test's own clock
  const UNTIL = '2099-11-29T17:51:00.000Z';

  it('lists no methods: says the time-out runs until when (Istanbul time) and offers the withdrawal', async () => {
    const api = mockApi({
      'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, exclusion: { type: 'timeout', until: UNTIL } }),
      'GET payment/methods': ok([CARD, BANK_TRANSFER]),
      'GET user/balance': ok({ balance: 100, cash: 100, bonus: 0, held: 0 }),
    });
    const { user } = renderPaymentDialog('deposit');
    const dialog = await screen.findByRole('dialog', { name: paymentsTr.deposit.title });
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('29 Kas 2099 20:51 tarihine kadar moladasınız');
    expect(notice).toHaveTextContent('Bu sürede para yatırma kapalı; bakiyenizi yine de çekebilirsiniz.');
    expect(screen.queryByRole('button', { name: /Kredi Kartı/ })).not.toBeInTheDocument();
    expect(screen.queryByText(paymentsTr.deposit.choose)).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Para Çek' }));
    expect(openDialogState.get()?.dialog).toBe('withdraw');
    expect(await screen.findByRole('dialog', { name: paymentsTr.withdraw.title })).toBeInTheDocument();
    expect(api.count('POST payment/deposit')).toBe(0);
  });

  it('names a self-exclusion and an indefinite one, in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const api = mockApi({ 'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, exclusion: { type: 'selfexclusion', until: UNTIL } }), 'GET payment/methods': ok([CARD]) });
      const view = renderPaymentDialog('deposit');
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('You have excluded yourself until 29 Nov 2099, 20:51');
      expect(notice).toHaveTextContent('Meanwhile deposits are closed; you can still withdraw your balance.');
      expect(within(notice).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
      act(() => closeDialog());
      view.unmount();

      api.set('GET responsiblegaming/status', ok({ ...STATUS_DECIDED, exclusion: { type: 'operator', until: null } }));
      renderPaymentDialog('deposit');
      expect(await screen.findByRole('alert')).toHaveTextContent('Your account is closed to play indefinitely');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('an exclusion that has ended lists the methods again', async () => {
    mockApi({ 'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, exclusion: { type: 'timeout', until: '2020-01-01T00:00:00.000Z' } }), 'GET payment/methods': ok([CARD]) });
    renderPaymentDialog('deposit');
    await methodsShown();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('when the status cannot be read', () => {
  it('the methods show: the server still refuses a deposit the player may not make', async () => {
    mockApi({ 'GET responsiblegaming/status': fail('Servis kullanılamıyor', 503), 'GET payment/methods': ok([CARD]) });
    renderPaymentDialog('deposit');
    await methodsShown();
    expect(screen.queryByRole('heading', { name: texts.limit.title })).not.toBeInTheDocument();
  });

  it('the withdraw dialog never asks', async () => {
    const api = mockApi({ 'GET payment/methods': ok([]), 'GET user/balance': ok({ balance: 0, cash: 0, bonus: 0, held: 0 }) });
    renderPaymentDialog('withdraw');
    await screen.findByRole('dialog', { name: paymentsTr.withdraw.title });
    await waitFor(() => expect(api.count('GET payment/methods')).toBe(1));
    expect(api.count('GET responsiblegaming/status')).toBe(0);
  });
});
