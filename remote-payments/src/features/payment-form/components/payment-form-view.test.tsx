import { act, screen, waitFor, within } from '@testing-library/react';
import { closeDialog, eventBus, formatDateTime, i18n, openDialogState, paymentKeys, TransactionStatus, TransactionType, type PaymentTransaction } from '@arcadia/shared';
import type { MockRoute } from '@arcadia/shared/testing';
import { paymentsEn, paymentsTr } from '../../../i18n';
import {
  ACCOUNT_HOLDER,
  BALANCE,
  BANK_TRANSFER,
  BANK_TRANSFER_FIELDS,
  CARD,
  CARD_FIELDS,
  CARD_NO,
  fail,
  IBAN_RAW,
  IBAN_SHOWN,
  mockApi,
  ok,
  recordBus,
  renderPaymentDialog,
  STATUS_DECIDED,
  TO_IBAN,
  TO_IBAN_FIELDS,
  TO_WALLET,
  TO_WALLET_FIELDS,
} from '../../../testing';

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  bus = recordBus();
});
afterEach(() => {
  act(() => closeDialog());
  bus.stop();
  jest.restoreAllMocks();
});

const never = () => new Promise<never>(() => {});
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: paymentsTr.form.submit });
const toasts = () => bus.of('toast');

/** Opens the card deposit's form and waits for its fields. */
async function openCardDeposit(deposit: MockRoute = ok(null, 'Talebiniz alındı')) {
  const api = mockApi({
    'GET responsiblegaming/status': ok(STATUS_DECIDED),
    'GET payment/methods': ok([CARD, BANK_TRANSFER]),
    'POST payment/detail': ok(CARD_FIELDS),
    'POST payment/deposit': deposit,
    'GET user/balance': ok(BALANCE),
  });
  const view = renderPaymentDialog('deposit', { methodId: CARD.id, title: CARD.name });
  await screen.findByRole('textbox', { name: /^Kart Numarası/ });
  return { api, ...view };
}

async function fillCard(user: ReturnType<typeof renderPaymentDialog>['user'], amount = '1500') {
  await user.type(field(/^Kart Numarası/), CARD_NO);
  await user.type(field(/^Son Kullanma Tarihi/), '1299');
  await user.type(field(/^Kart Sahibi/), 'Ayşe Yılmaz');
  await user.type(field(/^Tutar/), amount);
}

describe('dynamic deposit dialog', () => {
  it('shows loading while the method’s fields load', async () => {
    const api = mockApi({ 'GET payment/methods': ok([CARD]), 'POST payment/detail': never });
    renderPaymentDialog('deposit', { methodId: CARD.id, title: CARD.name });
    expect(await screen.findByRole('status', { name: paymentsTr.form.loading })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.bodies('POST payment/detail')).toEqual([{ id: CARD.id, type: TransactionType.Deposit }]));
    expect(screen.queryByRole('button', { name: paymentsTr.form.submit })).not.toBeInTheDocument();
  });

  it('masks are the placeholders and shape what the player types; the form keeps the raw characters', async () => {
    const { user, api } = await openCardDeposit();
    const cardNo = field(/^Kart Numarası/);
    expect(cardNo).toHaveAttribute('placeholder', '9999 9999 9999 9999');
    expect(field(/^Son Kullanma Tarihi/)).toHaveAttribute('placeholder', '99/99');

    await user.type(cardNo, '4111abc11111111111119');
    expect(cardNo).toHaveValue('4111 1111 1111 1111');
    await user.type(field(/^Son Kullanma Tarihi/), '1299');
    expect(field(/^Son Kullanma Tarihi/)).toHaveValue('12/99');
    await user.type(field(/^Kart Sahibi/), 'Ayşe Yılmaz');
    await user.type(field(/^Tutar/), '1500');
    await user.click(submitButton());

    await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
    expect(api.bodies('POST payment/deposit')[0]).toEqual({ id: CARD.id, target: 'pay', detail: { CardNo: CARD_NO, ExpiryDate: '1299', CardHolder: 'Ayşe Yılmaz', Amount: 1500 } });
  });

  it('in English the amount and its limits take the English number format, and it is still sent as a number', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const api = mockApi({ 'GET payment/methods': ok([CARD]), 'POST payment/detail': ok(CARD_FIELDS), 'POST payment/deposit': ok(null, 'OK'), 'GET user/balance': ok(BALANCE) });
      const { user } = renderPaymentDialog('deposit', { methodId: CARD.id, title: CARD.name });
      const amount = await screen.findByRole('textbox', { name: /^Amount/ });
      await user.type(amount, '12345.5');
      expect(amount).toHaveValue('₺12,345.5');
      expect(screen.getByText('At least ₺50.00, at most ₺50,000.00')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Card Number/ }), CARD_NO);
      await user.type(screen.getByRole('textbox', { name: /^Expiry Date/ }), '1299');
      await user.type(screen.getByRole('textbox', { name: /^Card Holder/ }), 'Ayşe Yılmaz');
      await user.click(screen.getByRole('button', { name: paymentsEn.form.submit }));
      await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
      expect(api.bodies('POST payment/deposit')[0]).toMatchObject({ detail: { Amount: 12345.5 } });
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('the amount is in lira with the Turkish number format, and is sent as a number', async () => {
    const { user, api } = await openCardDeposit();
    const amount = field(/^Tutar/);
    await user.type(amount, '12345,5');
    expect(amount).toHaveValue('₺12.345,5');
    expect(screen.getByText('En az ₺50,00, en fazla ₺50.000,00')).toBeInTheDocument();

    await user.type(field(/^Kart Numarası/), CARD_NO);
    await user.type(field(/^Son Kullanma Tarihi/), '1299');
    await user.type(field(/^Kart Sahibi/), 'Ayşe Yılmaz');
    await user.click(submitButton());
    await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
    expect((api.bodies('POST payment/deposit')[0]?.detail as Record<string, unknown>).Amount).toBe(12345.5);
  });

  it('Submit is disabled until every field is valid, and a field shows its rule once the player leaves it', async () => {
    const { user } = await openCardDeposit();
    expect(submitButton()).toBeDisabled();

    await user.type(field(/^Kart Numarası/), '4111111111111112'); // fails the card check
    await user.type(field(/^Son Kullanma Tarihi/), '1299');
    await user.type(field(/^Kart Sahibi/), 'Ayşe Yılmaz');
    await user.type(field(/^Tutar/), '1500');
    expect(screen.getByText('Geçerli bir kart numarası giriniz')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.clear(field(/^Kart Numarası/));
    await user.type(field(/^Kart Numarası/), CARD_NO);
    expect(submitButton()).toBeEnabled();

    await user.clear(field(/^Kart Sahibi/));
    expect(submitButton()).toBeDisabled();
  });

  it('an amount beyond the method’s limits keeps Submit disabled and is clamped to them on leaving the field', async () => {
    const { user } = await openCardDeposit();
    await user.type(field(/^Kart Numarası/), CARD_NO);
    await user.type(field(/^Son Kullanma Tarihi/), '1299');
    await user.type(field(/^Kart Sahibi/), 'Ayşe Yılmaz');
    await user.type(field(/^Tutar/), '20');
    expect(submitButton()).toBeDisabled();
    await user.tab();
    expect(field(/^Tutar/)).toHaveValue('₺50');
    expect(submitButton()).toBeEnabled();
  });

  it('a provider link is opened in a new tab, with the continue text and a button that opens it again', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user, api } = await openCardDeposit(ok('http://localhost:8081/pay/ref-1'));
    await fillCard(user);
    await user.click(submitButton());

    expect(await screen.findByText(paymentsTr.deposit.continueText)).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('http://localhost:8081/pay/ref-1', '_blank', 'noopener,noreferrer');
    const again = screen.getByRole('link', { name: paymentsTr.deposit.continue });
    expect(again).toHaveAttribute('href', 'http://localhost:8081/pay/ref-1');
    expect(again).toHaveAttribute('target', '_blank');
    expect(again).toHaveFocus();
    expect(api.count('POST payment/deposit')).toBe(1);
    expect(openDialogState.get()?.dialog).toBe('deposit');
  });

  describe('follows the payment after the provider’s page opened', () => {
    const LOCATION = { headers: { Location: '/api/payment/transactions/41' } };
    const payment = (patch: Partial<PaymentTransaction> = {}): PaymentTransaction => ({
      id: 41,
      type: TransactionType.Deposit,
      methodId: CARD.id,
      methodName: CARD.name,
      amount: 1500,
      status: TransactionStatus.Pending,
      reason: null,
      approvedAt: null,
      cancellable: true,
      createdAt: '2026-11-29T17:51:00.000Z',
      updatedAt: '2026-11-29T17:51:00.000Z',
      ...patch,
    });

    async function depositThroughProvider() {
      jest.spyOn(window, 'open').mockReturnValue(null);
      const view = await openCardDeposit({ ...ok('http://localhost:8081/pay/ref-1'), ...LOCATION });
      view.api.set('GET payment/transactions/41', ok(payment()));
      await fillCard(view.user);
      await view.user.click(submitButton());
      expect(await screen.findByTestId('deposit-waiting')).toHaveTextContent(paymentsTr.deposit.waiting);
      return view;
    }

    it('shows success as soon as the hub tells of the deposit’s outcome', async () => {
      const { api } = await depositThroughProvider();
      await waitFor(() => expect(api.count('GET payment/transactions/41')).toBe(1));
      api.set('GET payment/transactions/41', ok(payment({ status: TransactionStatus.Confirmed, cancellable: false })));
      act(() => eventBus.emit('hub:message', { command: 'Notification', message: JSON.stringify({ id: 7, type: 1 }) }));
      expect(await screen.findByText(paymentsTr.deposit.confirmedTitle)).toBeInTheDocument();
      expect(screen.getByText('₺1.500,00 bakiyenize eklendi.')).toBeInTheDocument();
      const outcome = screen.getByText(paymentsTr.deposit.confirmedTitle).closest('[data-outcome]') as HTMLElement;
      expect(outcome).toHaveAttribute('role', 'status');
      expect(outcome.querySelector('[data-color]')).toHaveAttribute('data-color', 'teal');
      expect(within(outcome).getByRole('button', { name: paymentsTr.close })).toHaveFocus();
      expect(screen.queryByText(paymentsTr.deposit.continueText)).not.toBeInTheDocument();
    });

    it('learns a decline by reading again every 3 s when the hub says nothing, and shows it in red with the reason', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      try {
        const { api } = await depositThroughProvider();
        await waitFor(() => expect(api.count('GET payment/transactions/41')).toBe(1));
        api.set('GET payment/transactions/41', ok(payment({ status: TransactionStatus.Rejected, cancellable: false, reason: 'Ödeme sağlayıcısı ödemeyi reddetti.' })));
        await act(() => jest.advanceTimersByTimeAsync(3100));
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(paymentsTr.deposit.declinedTitle);
        expect(alert).toHaveTextContent('Ödeme sağlayıcısı ödemeyi reddetti.');
        expect(alert.querySelector('[data-color]')).toHaveAttribute('data-color', 'red');
        expect(within(alert).getByRole('button', { name: paymentsTr.deposit.tryAgain })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('lets the player cancel the payment they left on the provider’s page', async () => {
      const { api, user } = await depositThroughProvider();
      api.set('POST payment/cancel', ok(payment({ status: TransactionStatus.Cancelled, cancellable: false, reason: 'Ödemeyi siz iptal ettiniz.' }), 'Para yatırma işleminiz iptal edildi.'));
      await user.click(await screen.findByRole('button', { name: paymentsTr.deposit.cancel }));
      expect(await screen.findByText(paymentsTr.deposit.cancelledTitle)).toBeInTheDocument();
      expect(screen.getByText('Ödemeyi siz iptal ettiniz.')).toBeInTheDocument();
      expect(api.bodies('POST payment/cancel')).toEqual([{ id: 41 }]);
    });

    it('a cancellation refused because the provider decided meanwhile says so and shows the outcome', async () => {
      const { api, user } = await depositThroughProvider();
      api.set('POST payment/cancel', fail('Bu ödeme sağlayıcı tarafından onaylandı ve bakiyenize eklendi; artık iptal edilemez.', 409));
      const cancel = await screen.findByRole('button', { name: paymentsTr.deposit.cancel });
      api.set('GET payment/transactions/41', ok(payment({ status: TransactionStatus.Confirmed, cancellable: false })));
      await user.click(cancel);
      expect(await screen.findByText(paymentsTr.deposit.confirmedTitle)).toBeInTheDocument();
      expect(toasts()).toContainEqual({ kind: 'error', message: 'Bu ödeme sağlayıcı tarafından onaylandı ve bakiyenize eklendi; artık iptal edilemez.' });
    });
  });

  it('a deposit without a link shows a success icon and the server’s message, never opening a tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openCardDeposit(ok(null, 'Havale talebiniz alındı, onay bekliyor'));
    await fillCard(user);
    await user.click(submitButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Havale talebiniz alındı, onay bekliyor');
    expect(open).not.toHaveBeenCalled();
    const close = within(screen.getByRole('status')).getByRole('button', { name: paymentsTr.close });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(openDialogState.get()).toBeNull();
  });

  it('after a deposit the payment queries are stale, the site\'s balance entry among them (the header follows it)', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user, queryClient, api } = await openCardDeposit(ok('https://pay.example/p/1'));
    queryClient.setQueryData(paymentKeys.balance, BALANCE);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await fillCard(user);
    await user.click(submitButton());

    await waitFor(() => expect(queryClient.getQueryState(paymentKeys.balance)?.isInvalidated).toBe(true));
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: paymentKeys.all }));
    // The open list of methods is fetched again (limits may have changed); the form's own fields are not.
    await waitFor(() => expect(api.count('GET payment/methods')).toBe(2));
    expect(api.count('POST payment/detail')).toBe(1);
    // The deposit counts against the deposit limits: what is left of them is read again.
    await waitFor(() => expect(api.count('GET responsiblegaming/status')).toBe(2));
  });

  it('a refused deposit shows the server’s message and keeps the form to try again', async () => {
    const { user, api, queryClient } = await openCardDeposit(fail('Kart sağlayıcı tarafından reddedildi'));
    queryClient.setQueryData(paymentKeys.balance, BALANCE);
    await fillCard(user);
    await user.click(submitButton());

    await waitFor(() => expect(toasts()).toContainEqual({ kind: 'error', message: 'Kart sağlayıcı tarafından reddedildi' }));
    expect(submitButton()).toBeEnabled();
    expect(field(/^Kart Numarası/)).toHaveValue('4111 1111 1111 1111');
    expect(api.count('POST payment/deposit')).toBe(1);
    // a refused deposit moved no money: the balance entry stays as it was
    expect(queryClient.getQueryState(paymentKeys.balance)?.isInvalidated).toBe(false);
  });

  it('a double click sends the payment once', async () => {
    const { user, api } = await openCardDeposit(never);
    await fillCard(user);
    // Two clicks in one task, before React can disable the button, then a real double click and one more.
    const submit = submitButton();
    act(() => {
      submit.click();
      submit.click();
    });
    await user.dblClick(submitButton());
    await user.click(submitButton());
    await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.count('POST payment/deposit')).toBe(1);
  });

  it('the keyboard alone fills and sends the form: focus starts in the first field, Tab moves on, Enter submits when valid', async () => {
    const { user, api } = await openCardDeposit();
    expect(field(/^Kart Numarası/)).toHaveFocus();

    await user.keyboard(CARD_NO);
    await user.tab(); // the paste button of the card number
    expect(screen.getByRole('button', { name: /panodan yapıştır/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('1299');
    await user.tab();
    await user.keyboard('Ayşe Yılmaz');
    await user.tab();
    expect(field(/^Tutar/)).toHaveFocus();
    await user.keyboard('15{Enter}');
    // Invalid (below the minimum): Enter sends nothing.
    expect(api.count('POST payment/deposit')).toBe(0);

    await user.keyboard('00{Enter}');
    await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
    expect((api.bodies('POST payment/deposit')[0]?.detail as Record<string, unknown>).Amount).toBe(1500);
    expect(await screen.findByRole('status')).toHaveTextContent('Talebiniz alındı');
  });
});

describe('a deposit refused by player protection (422)', () => {
  const LIMIT_REFUSAL = { limit: { type: 'deposit', period: 'day', amount: 150 }, left: 150, freesAt: '2026-11-28T09:30:00.000Z' };

  it('by a limit: the server’s message, the amount left and when it frees up, kept above the form until the next try', async () => {
    const { user, api } = await openCardDeposit(fail('Günlük para yatırma limitinizi aşıyor', 422, LIMIT_REFUSAL));
    await fillCard(user, '200');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Günlük para yatırma limitinizi aşıyor');
    expect(within(alert).getByTestId('deposit-refusal-left')).toHaveTextContent('Limitinizden kalan: ₺150,00');
    expect(alert).toHaveTextContent(`Yeniden kullanılabileceği zaman: ${formatDateTime(LIMIT_REFUSAL.freesAt, 'tr')}`);
    // Said once, where the player looks: no toast on top of it.
    expect(toasts()).toEqual([]);
    // What is left of the limits is read again; the form stays filled to try a smaller amount.
    await waitFor(() => expect(api.count('GET responsiblegaming/status')).toBe(2));
    expect(field(/^Kart Numarası/)).toHaveValue('4111 1111 1111 1111');

    api.set('POST payment/deposit', ok(null, 'Talebiniz alındı'));
    await user.clear(field(/^Tutar/));
    await user.type(field(/^Tutar/), '100');
    await user.click(submitButton());
    await screen.findByText('Talebiniz alındı');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a limit refusal with nothing counted yet says no date', async () => {
    const { user } = await openCardDeposit(fail('Limit aşıldı', 422, { ...LIMIT_REFUSAL, freesAt: null }));
    await fillCard(user, '200');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Limitinizden kalan: ₺150,00');
    expect(alert).not.toHaveTextContent('Yeniden kullanılabileceği zaman');
  });

  it('by an exclusion: the server’s message', async () => {
    const { user } = await openCardDeposit(fail('Hesabınız 5 Aralık’a kadar mola süresinde', 422, { exclusion: { type: 'timeout', until: '2026-12-05T10:00:00.000Z' } }));
    await fillCard(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hesabınız 5 Aralık’a kadar mola süresinde');
    expect(within(alert).queryByTestId('deposit-refusal-left')).not.toBeInTheDocument();
  });

  it('no deposit limit decided: back to the step that asks for it', async () => {
    const { user } = await openCardDeposit(fail('Önce bir para yatırma limiti belirleyin', 422, { depositLimitDecided: false }));
    await fillCard(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: paymentsTr.protection.limit.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Limit tutarı/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: paymentsTr.form.submit })).not.toBeInTheDocument();
    expect(toasts()).toContainEqual({ kind: 'warning', message: 'Önce bir para yatırma limiti belirleyin' });
  });

  it('the date of birth missing: back to the step that asks for it', async () => {
    const { user } = await openCardDeposit(fail('Önce doğum tarihinizi girin', 422, { birthDateRequired: true }));
    await fillCard(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: paymentsTr.protection.birthDate.title })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Doğum tarihi/)).toHaveAttribute('type', 'date');
  });

  it('any other 422 is toasted as before', async () => {
    const { user } = await openCardDeposit(fail('Tutar geçersiz', 422, null));
    await fillCard(user);
    await user.click(submitButton());
    await waitFor(() => expect(toasts()).toContainEqual({ kind: 'error', message: 'Tutar geçersiz' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('bank transfer: IBAN paste and the bank dropdown', () => {
  async function openBankTransfer() {
    const api = mockApi({ 'GET payment/methods': ok([CARD, BANK_TRANSFER]), 'POST payment/detail': ok(BANK_TRANSFER_FIELDS), 'POST payment/deposit': ok(null, 'Talebiniz alındı'), 'GET user/balance': ok(BALANCE) });
    const view = renderPaymentDialog('deposit', { methodId: BANK_TRANSFER.id, title: BANK_TRANSFER.name });
    await screen.findByRole('textbox', { name: /^IBAN/ });
    return { api, ...view };
  }

  it('pastes the IBAN from the clipboard through its mask, chooses the bank, and sends the raw IBAN and the bank’s id as a number', async () => {
    const { user, api } = await openBankTransfer();
    const iban = field(/^IBAN/);
    expect(iban).toHaveAttribute('placeholder', 'TR99 9999 9999 9999 9999 9999 99');

    await navigator.clipboard.writeText(`  ${IBAN_SHOWN} `);
    await user.click(screen.getByRole('button', { name: 'IBAN alanına panodan yapıştır' }));
    // The clipboard is read asynchronously: the value arrives after the click's promise settles.
    await waitFor(() => expect(iban).toHaveValue(IBAN_SHOWN));
    expect(iban).toHaveFocus();

    await user.click(screen.getByRole('combobox', { name: /^Banka/ }));
    await user.click(await screen.findByRole('option', { name: 'Garanti BBVA' }));
    await user.type(field(/^Tutar/), '250');
    await user.click(submitButton());

    await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
    expect(api.bodies('POST payment/deposit')[0]).toEqual({ id: BANK_TRANSFER.id, target: 'pay', detail: { Iban: IBAN_RAW, Bank: 2, Amount: 250 } });
  });

  it('an IBAN whose check digits are wrong keeps Submit disabled', async () => {
    const { user } = await openBankTransfer();
    await user.type(field(/^IBAN/), '340006100519786457841326');
    expect(field(/^IBAN/)).toHaveValue('TR34 0006 1005 1978 6457 8413 26');
    // The bank is chosen with the keyboard: Tab past the paste button, open the list (first option), move to the second, Enter.
    await user.tab();
    await user.tab();
    const bank = screen.getByRole('combobox', { name: /^Banka/ });
    expect(bank).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(bank).toHaveValue('Garanti BBVA');
    await user.tab();
    await user.keyboard('250');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Geçerli bir IBAN giriniz')).toBeInTheDocument();
  });

  it('a clipboard the browser will not read says so', async () => {
    await openBankTransfer();
    jest.spyOn(navigator.clipboard, 'readText').mockRejectedValue(new Error('NotAllowedError'));
    await act(async () => screen.getByRole('button', { name: 'IBAN alanına panodan yapıştır' }).click());
    await waitFor(() => expect(toasts()).toContainEqual({ kind: 'error', message: paymentsTr.form.pasteFailed }));
    expect(field(/^IBAN/)).toHaveValue('');
  });
});

describe('every field type', () => {
  const FIELDS = [
    { key: 'Reference', mask: null, objectType: 'String' as const, option: null },
    { key: 'Count', mask: null, objectType: 'Int' as const, option: null },
    { key: 'CustomerNo', mask: null, objectType: 'Long' as const, option: null },
    { key: 'Amount', mask: null, objectType: 'Decimal' as const, option: null },
    { key: 'Channel', mask: null, objectType: 'Dropdown' as const, option: [{ id: 'web', name: 'Web' }, { id: 'atm', name: 'ATM' }] },
  ];

  it('String, Int, Long, Decimal and Dropdown each render their input and send their value in its own type', async () => {
    const api = mockApi({ 'GET payment/methods': ok([CARD]), 'POST payment/detail': ok(FIELDS), 'POST payment/deposit': ok(null, 'Tamam'), 'GET user/balance': ok(BALANCE) });
    const { user } = renderPaymentDialog('deposit', { methodId: CARD.id, title: CARD.name });

    const reference = await screen.findByRole('textbox', { name: /^Reference/ });
    expect(reference).toHaveFocus();
    await user.type(reference, '  ABC-42 ');
    const count = field(/^Count/);
    await user.type(count, '3,7x');
    expect(count).toHaveValue('37'); // whole numbers only
    await user.type(field(/^Customer No/), '9007199254740');
    await user.type(field(/^Tutar/), '99,99');
    expect(field(/^Tutar/)).toHaveValue('₺99,99');
    await user.click(screen.getByRole('combobox', { name: /^Channel/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Web', 'ATM']);
    await user.click(screen.getByRole('option', { name: 'ATM' }));
    await user.click(submitButton());

    await waitFor(() => expect(api.count('POST payment/deposit')).toBe(1));
    expect(api.bodies('POST payment/deposit')[0]?.detail).toEqual({ Reference: 'ABC-42', Count: 37, CustomerNo: 9007199254740, Amount: 99.99, Channel: 'atm' });
  });
});

describe('a method the form cannot show', () => {
  it('no fields: No data found, and the dialog closes after 100 ms', async () => {
    mockApi({ 'GET payment/methods': ok([CARD]), 'POST payment/detail': ok([]) });
    renderPaymentDialog('deposit', { methodId: CARD.id, title: CARD.name });

    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', message: paymentsTr.form.noData }]));
    await waitFor(() => expect(openDialogState.get()).toBeNull(), { timeout: 2000 });
    expect(bus.of('dialog:close')).toEqual([{ dialog: 'deposit' }]);
    expect((bus.timeOf('dialog:close') ?? 0) - (bus.timeOf('toast') ?? 0)).toBeGreaterThanOrEqual(90);
  });

  it('the fields fail to load: the server’s message as an error, and the dialog closes after 100 ms', async () => {
    mockApi({ 'GET payment/methods': ok([CARD]), 'POST payment/detail': fail('Ödeme yöntemi bulunamadı', 404) });
    renderPaymentDialog('deposit', { methodId: CARD.id, title: CARD.name });

    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', message: 'Ödeme yöntemi bulunamadı' }]));
    await waitFor(() => expect(openDialogState.get()).toBeNull(), { timeout: 2000 });
    expect(bus.of('dialog:close')).toEqual([{ dialog: 'deposit' }]);
    expect((bus.timeOf('dialog:close') ?? 0) - (bus.timeOf('toast') ?? 0)).toBeGreaterThanOrEqual(90);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dynamic withdraw dialog', () => {
  it('files the withdrawal, toasts the server’s message and closes 500 ms later', async () => {
    const api = mockApi({
      'GET payment/methods': ok([TO_IBAN, TO_WALLET]),
      'POST payment/detail': ok(TO_IBAN_FIELDS),
      'POST payment/withdraw': ok({ id: 77 }, 'Çekim talebiniz alındı'),
      'GET user/balance': ok(BALANCE),
    });
    const { user } = renderPaymentDialog('withdraw', { methodId: TO_IBAN.id, title: TO_IBAN.name });

    expect(await screen.findByRole('dialog', { name: TO_IBAN.name })).toBeInTheDocument();
    expect(await screen.findByTestId('withdrawable-cash')).toHaveTextContent('₺1.000,00');
    await user.type(field(/^IBAN/), IBAN_RAW);
    await user.type(field(/^Tutar/), '500');
    await user.click(submitButton());

    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', message: 'Çekim talebiniz alındı' }]));
    expect(api.bodies('POST payment/withdraw')).toEqual([{ id: TO_IBAN.id, detail: { Iban: IBAN_RAW, AccountHolder: ACCOUNT_HOLDER, Amount: 500 } }]);
    expect(submitButton()).toBeDisabled();

    await waitFor(() => expect(openDialogState.get()).toBeNull(), { timeout: 3000 });
    // Closed by the remote itself, half a second after the success toast.
    expect(bus.of('dialog:close')).toEqual([{ dialog: 'withdraw' }]);
    expect((bus.timeOf('dialog:close') ?? 0) - (bus.timeOf('toast') ?? 0)).toBeGreaterThanOrEqual(490);
    // the withdrawable cash shown (and the header, through the same entry) is asked for again: cash moved to held
    expect(api.count('GET user/balance')).toBe(2);
    expect(api.count('POST payment/withdraw')).toBe(1);
  });

  it('the account holder is the account’s own name, shown and not editable', async () => {
    mockApi({ 'GET payment/methods': ok([TO_IBAN]), 'POST payment/detail': ok(TO_IBAN_FIELDS), 'GET user/balance': ok(BALANCE) });
    const { user } = renderPaymentDialog('withdraw', { methodId: TO_IBAN.id, title: TO_IBAN.name });
    const holder = await screen.findByRole('textbox', { name: /^Hesap Sahibi/ });
    expect(holder).toHaveValue(ACCOUNT_HOLDER);
    expect(holder).toHaveAttribute('readonly');
    expect(holder).toHaveAccessibleDescription(paymentsTr.form.ownValue);
    await user.type(holder, 'Ali Veli Başkası');
    expect(holder).toHaveValue(ACCOUNT_HOLDER);
  });

  it.each([IBAN_SHOWN, IBAN_RAW, `TR${IBAN_RAW}`, IBAN_SHOWN.slice(2).trim(), IBAN_SHOWN.toLowerCase()])('an IBAN pasted as %s is taken and sent as its 24 digits', async (pasted) => {
    const api = mockApi({ 'GET payment/methods': ok([TO_IBAN]), 'POST payment/detail': ok(TO_IBAN_FIELDS), 'POST payment/withdraw': ok({ id: 79 }, ''), 'GET user/balance': ok(BALANCE) });
    const { user } = renderPaymentDialog('withdraw', { methodId: TO_IBAN.id, title: TO_IBAN.name });
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ });
    await user.click(iban);
    await user.paste(pasted);
    expect(iban).toHaveValue(IBAN_SHOWN);
    await user.type(field(/^Tutar/), '500');
    await user.click(submitButton());
    await waitFor(() => expect(api.bodies('POST payment/withdraw')).toEqual([{ id: TO_IBAN.id, detail: { Iban: IBAN_RAW, AccountHolder: ACCOUNT_HOLDER, Amount: 500 } }]));
  });

  it('the wallet number is typed through its mask and sent raw', async () => {
    const api = mockApi({ 'GET payment/methods': ok([TO_IBAN, TO_WALLET]), 'POST payment/detail': ok(TO_WALLET_FIELDS), 'POST payment/withdraw': ok({ id: 78 }, ''), 'GET user/balance': ok(BALANCE) });
    const { user } = renderPaymentDialog('withdraw', { methodId: TO_WALLET.id, title: TO_WALLET.name });
    const wallet = await screen.findByRole('textbox', { name: /^Cüzdan Numarası/ });
    expect(wallet).toHaveAttribute('placeholder', '9999999999');
    expect(within(wallet.closest('.mantine-InputWrapper-root') as HTMLElement).queryByRole('button')).not.toBeInTheDocument(); // no paste: not an IBAN or card
    await user.type(wallet, '53212345678');
    expect(wallet).toHaveValue('5321234567');
    await user.type(field(/^Tutar/), '75');
    await user.click(submitButton());
    await waitFor(() => expect(api.bodies('POST payment/withdraw')).toEqual([{ id: TO_WALLET.id, detail: { WalletNo: '5321234567', Amount: 75 } }]));
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', message: paymentsTr.withdraw.success }]));
  });
});
