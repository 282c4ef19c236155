import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIALOG_OPENED_ARRIVAL, closeDialog, i18n, openDialogState, paymentKeys, type WalletBalance } from '@arcadia/shared';
import { fail, mockApi, ok, renderDashboard, signIn } from '../../../testing';

const BALANCE: WalletBalance = { balance: 1350.5, cash: 1200.5, bonus: 150, held: 500 };

const part = (name: string) => within(screen.getByRole('group', { name }));
const amountOf = (name: string) => part(name).queryByText(/₺/);
/** Lets whatever a bus event started (a refetch) run before asserting that it did not happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

beforeEach(() => {
  localStorage.clear();
  closeDialog();
  signIn({ balance: BALANCE.balance });
});

it.each(['/dashboard/deposit', '/dashboard/withdraw'])('%s shows cash, bonus and held apart, in the Turkish number format', async (path) => {
  mockApi({ 'GET user/balance': ok(BALANCE) });
  renderDashboard(path);

  expect(await part('Çekilebilir bakiye').findByText('₺1.200,50')).toBeInTheDocument();
  expect(part('Bonus bakiyesi').getByText('₺150,00')).toBeInTheDocument();
  expect(part('Bonus bakiyesi').getByText('Oyunlarda kullanılır, çekilemez.')).toBeInTheDocument();
  expect(part('Ödeme bekleyen').getByText('₺500,00')).toBeInTheDocument();
  expect(screen.getByTestId('balance-playable')).toHaveTextContent('Oynanabilir bakiye (nakit + bonus): ₺1.350,50');
});

it('shows placeholders of the same size while the balance loads, no amount', () => {
  mockApi({ 'GET user/balance': () => new Promise(() => undefined) });
  renderDashboard('/dashboard/withdraw');
  expect(amountOf('Çekilebilir bakiye')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Çekilebilir bakiye' }).querySelector('.mantine-Skeleton-root')).not.toBeNull();
  expect(screen.queryByTestId('balance-playable')).not.toBeInTheDocument();
});

it("follows the site's one balance entry, which the shell writes the hub's pushes into, without asking the server again", async () => {
  const api = mockApi({ 'GET user/balance': ok(BALANCE) });
  const { queryClient } = renderDashboard('/dashboard/withdraw');
  await part('Çekilebilir bakiye').findByText('₺1.200,50');

  // a withdrawal of 200 moved from cash to held
  act(() => queryClient.setQueryData(paymentKeys.balance, { balance: 1150.5, cash: 1000.5, bonus: 150, held: 700 }));

  expect(await part('Çekilebilir bakiye').findByText('₺1.000,50')).toBeInTheDocument();
  expect(part('Ödeme bekleyen').getByText('₺700,00')).toBeInTheDocument();
  await settle();
  expect(api.count('GET user/balance')).toBe(1);
});

it('asks the server again when the entry is made stale (a payment, the hub back after a drop)', async () => {
  let answer = BALANCE;
  const api = mockApi({ 'GET user/balance': () => ok(answer) });
  const { queryClient } = renderDashboard('/dashboard/withdraw');
  await part('Ödeme bekleyen').findByText('₺500,00');

  // the payout was sent while the hub was away: held went out, the playable balance did not change
  answer = { ...BALANCE, held: 0 };
  act(() => void queryClient.invalidateQueries({ queryKey: paymentKeys.balance }));
  expect(await part('Ödeme bekleyen').findByText('₺0,00')).toBeInTheDocument();
  expect(api.count('GET user/balance')).toBe(2);
});

it('says so when the balance cannot be loaded, and tries again on request', async () => {
  const api = mockApi({ 'GET user/balance': fail('Bakiye okunamadı', 500) });
  renderDashboard('/dashboard/withdraw');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bakiye okunamadı');

  api.set('GET user/balance', ok(BALANCE));
  fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByText('₺1.200,50')).toBeInTheDocument();
  expect(amountOf('Çekilebilir bakiye')).toHaveTextContent('₺1.200,50');
});

it('opens the dialog again from the page after it was closed, and links to the financial activities', async () => {
  mockApi({ 'GET user/balance': ok(BALANCE) });
  renderDashboard('/dashboard/withdraw');
  expect(openDialogState.get()?.dialog).toBe('withdraw');
  act(() => closeDialog());
  expect(openDialogState.get()).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/withdraw');

  fireEvent.click(screen.getByRole('button', { name: 'Para Çek' }));
  expect(openDialogState.get()?.dialog).toBe('withdraw');
  act(() => closeDialog());

  // a link to the page followed while on it (the header's buttons) opens it too
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  fireEvent.click(nav.getByRole('link', { name: 'Para Çek' }));
  expect(openDialogState.get()?.dialog).toBe('withdraw');
  act(() => closeDialog());

  fireEvent.click(screen.getByRole('link', { name: 'Finansal hareketlerimi gör' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/financial-activities'));
});

it('writes the amounts in the English number format in English', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    mockApi({ 'GET user/balance': ok(BALANCE) });
    renderDashboard('/dashboard/withdraw');
    expect(await part('Withdrawable cash').findByText('₺1,200.50')).toBeInTheDocument();
    expect(part('Awaiting payout').getByText('₺500.00')).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('opens its dialog on arrival, unless the link that came here opened it (then it is left as the player has it)', () => {
  mockApi({ 'GET user/balance': () => ok(BALANCE) });
  renderDashboard('/dashboard/withdraw');
  expect(openDialogState.get()?.dialog).toBe('withdraw');
  act(() => closeDialog());

  // The celebration opened the deposit dialog as it left, and the player closed it before the page loaded.
  renderDashboard({ pathname: '/dashboard/deposit', state: DIALOG_OPENED_ARRIVAL });
  expect(screen.getByRole('heading', { level: 1, name: 'Para Yatır' })).toBeInTheDocument();
  expect(openDialogState.get()).toBeNull();
});
