import { act, screen, waitFor, within } from '@testing-library/react';
import { closeDialog, i18n, openDialog, openDialogState, paymentKeys } from '@arcadia/shared';
import { renderWithProviders } from '@arcadia/shared/testing';
import { paymentsEn, paymentsTr } from '../../../i18n';
import { BALANCE, BANK_TRANSFER, BANK_TRANSFER_FIELDS, CARD, CARD_FIELDS, fail, mockApi, ok, renderPaymentDialog, STATUS_DECIDED, TO_IBAN, TO_WALLET } from '../../../testing';
import { PaymentDialogs } from './payment-dialogs';

const never = () => new Promise<never>(() => {});

afterEach(() => act(() => closeDialog()));

describe('deposit modal (Deposit Money)', () => {
  it('shows skeletons while the methods load, then each method with its logo, name and limits in lira', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': () => new Promise((resolve) => (answer = resolve)) });
    renderPaymentDialog('deposit');

    const dialog = await screen.findByRole('dialog', { name: paymentsTr.deposit.title });
    // The player's limits are read first, then the methods show their skeletons until they arrive.
    expect(await within(dialog).findByLabelText(paymentsTr.methods.loading)).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo('GET payment/methods')[0]?.url.searchParams.get('type')).toBe('1');

    act(() => answer(ok([CARD, BANK_TRANSFER])));
    const card = await within(dialog).findByRole('button', { name: /Kredi Kartı/ });
    expect(card).toHaveTextContent('Min ₺50,00 – Max ₺50.000,00');
    expect(within(dialog).getByRole('button', { name: /Havale \/ EFT/ })).toHaveTextContent('Min ₺100,00 – Max ₺250.000,00');
    expect(card.querySelector('img')).toHaveAttribute('src', CARD.logo);
    expect(screen.queryByLabelText(paymentsTr.methods.loading)).not.toBeInTheDocument();
  });

  it('choosing a method opens the dynamic deposit dialog with its id and name as title', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': ok([CARD, BANK_TRANSFER]), 'POST payment/detail': ok(CARD_FIELDS) });
    const { user } = renderPaymentDialog('deposit');

    await user.click(await screen.findByRole('button', { name: /Kredi Kartı/ }));
    expect(openDialogState.get()).toEqual({ dialog: 'deposit', props: { methodId: CARD.id, title: CARD.name } });
    expect(await screen.findByRole('dialog', { name: CARD.name })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Kart Numarası/ })).toBeInTheDocument();
    expect(api.bodies('POST payment/detail')).toEqual([{ id: CARD.id, type: 1 }]);
    // The list was not asked for again: the form reads the limits from the same cache.
    expect(api.count('GET payment/methods')).toBe(1);
  });

  it('the back button returns to the list, which the keyboard can operate', async () => {
    mockApi({ 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': ok([CARD, BANK_TRANSFER]), 'POST payment/detail': ok(BANK_TRANSFER_FIELDS) });
    const { user } = renderPaymentDialog('deposit', { methodId: BANK_TRANSFER.id, title: BANK_TRANSFER.name });

    await user.click(await screen.findByRole('button', { name: paymentsTr.form.back }));
    expect(await screen.findByRole('dialog', { name: paymentsTr.deposit.title })).toBeInTheDocument();

    const bank = await screen.findByRole('button', { name: /Havale \/ EFT/ });
    bank.focus();
    await user.keyboard('{Enter}');
    expect(openDialogState.get()?.props).toEqual({ methodId: BANK_TRANSFER.id, title: BANK_TRANSFER.name });
  });

  it('a failed list shows the reason and loads again on retry', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': fail('Ödeme servisi geçici olarak kullanılamıyor', 503) });
    const { user } = renderPaymentDialog('deposit');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(paymentsTr.methods.loadFailed);
    expect(alert).toHaveTextContent('Ödeme servisi geçici olarak kullanılamıyor');

    api.set('GET payment/methods', ok([CARD]));
    const before = api.count('GET payment/methods');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('button', { name: /Kredi Kartı/ })).toBeInTheDocument();
    expect(api.count('GET payment/methods')).toBe(before + 1);
  });

  it('closing through its close button clears the shared dialog state', async () => {
    mockApi({ 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': ok([CARD]) });
    const { user } = renderPaymentDialog('deposit');
    await user.click(await screen.findByRole('button', { name: paymentsTr.close }));
    expect(openDialogState.get()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks English when the player chose it', async () => {
    mockApi({ 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': ok([CARD]) });
    await act(() => i18n.changeLanguage('en'));
    try {
      renderPaymentDialog('deposit');
      const dialog = await screen.findByRole('dialog', { name: paymentsEn.deposit.title });
      await waitFor(() => expect(dialog).toHaveTextContent(paymentsEn.deposit.choose));
      await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Min ₺50.00 – Max ₺50,000.00'));
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });
});

describe('withdraw modal', () => {
  it('lists the withdrawal methods with the withdrawable cash and says bonus money is not withdrawable', async () => {
    const api = mockApi({ 'GET payment/methods': ok([TO_IBAN, TO_WALLET]), 'GET user/balance': ok(BALANCE) });
    renderPaymentDialog('withdraw');

    const dialog = await screen.findByRole('dialog', { name: paymentsTr.withdraw.title });
    expect(await within(dialog).findByTestId('withdrawable-cash')).toHaveTextContent('₺1.000,00');
    expect(dialog).toHaveTextContent(paymentsTr.withdraw.bonusNote);
    expect(await within(dialog).findByRole('button', { name: /Banka hesabına \(IBAN\)/ })).toHaveTextContent('Min ₺100,00 – Max ₺100.000,00');
    expect(within(dialog).getByRole('button', { name: /Cüzdana/ })).toBeInTheDocument();
    expect(api.callsTo('GET payment/methods')[0]?.url.searchParams.get('type')).toBe('2');
  });

  it("the withdrawable cash follows the site's one balance entry, which the shell writes the hub's pushes into", async () => {
    const api = mockApi({ 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
    const { queryClient } = renderPaymentDialog('withdraw');
    const cash = await screen.findByTestId('withdrawable-cash');
    await waitFor(() => expect(cash).toHaveTextContent('₺1.000,00'));

    act(() => queryClient.setQueryData(paymentKeys.balance, { balance: 1750, cash: 1500, bonus: 250, held: 0 }));
    await waitFor(() => expect(screen.getByTestId('withdrawable-cash')).toHaveTextContent('₺1.500,00'));
    expect(api.count('GET user/balance')).toBe(1);
  });

  it('is full screen on mobile', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 900px') })) as typeof window.matchMedia;
    try {
      mockApi({ 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
      renderPaymentDialog('withdraw');
      expect(await screen.findByRole('dialog', { name: paymentsTr.withdraw.title })).toHaveAttribute('data-full-screen', 'true');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('is medium size, not full screen, on wider screens', async () => {
    mockApi({ 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
    renderPaymentDialog('withdraw');
    expect(await screen.findByRole('dialog', { name: paymentsTr.withdraw.title })).not.toHaveAttribute('data-full-screen');
  });

  it('names the form after the method when the caller gave only its id', async () => {
    mockApi({ 'GET payment/methods': ok([TO_IBAN, TO_WALLET]), 'GET user/balance': ok(BALANCE), 'POST payment/detail': never });
    renderPaymentDialog('withdraw', { methodId: TO_WALLET.id });
    expect(await screen.findByRole('dialog', { name: TO_WALLET.name })).toBeInTheDocument();
  });
});

it('ignores the dialogs other parts own', () => {
  mockApi({});
  renderWithProviders(<PaymentDialogs />);
  act(() => openDialog('login'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
