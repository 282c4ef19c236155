import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok, recordBus, renderDashboard, signIn } from '../../../testing';
import type { BonusList } from '@arcadia/shared';

const CASHBACK_TERMS = 'Haftalık net kaybınız üzerinden %10 iade, en fazla 500 ₺. Nakit olarak ödenir, çevrim şartı yoktur. Yalnızca casino oyunlarında kullanılabilir.';

const LIST: BonusList = {
  bonuses: [
    { id: 1, code: 'WELCOME', title: 'Hoş Geldin Bonusu', product: 'casino', amount: 100, status: 'credited', createdAt: '2026-11-01T10:00:00Z' },
    { id: 2, code: 'WEEKEND', title: 'Hafta Sonu Bonusu', product: 'casino', amount: 50, status: 'active', createdAt: '2026-11-08T10:00:00Z' },
    { id: 3, code: 'SPORT', title: 'Spor Bonusu', product: 'sports', amount: 75, status: 'requested', createdAt: '2026-11-10T10:00:00Z' },
    { id: 4, code: 'VIP', title: 'VIP Bonusu', product: 'casino', amount: 500, status: 'rejected', createdAt: '2026-11-11T10:00:00Z' },
  ],
  offers: [
    { code: 'CASHBACK', title: 'Kayıp Bonusu', description: 'Haftalık kayıplarınızın %10 u iade.', product: 'casino', terms: CASHBACK_TERMS, amount: 250 },
    { code: 'SPORT', title: 'Spor Bonusu', description: 'İlk spor bahsinize ek bakiye.', product: 'sports', terms: 'Yalnızca spor bahislerinde kullanılabilir.', amount: 75 },
    { code: 'WELCOME', title: 'Hoş Geldin Bonusu', description: 'İlk yatırımınıza %100.', product: 'casino', terms: '10 katı çevrim, 30 gün içinde.', amount: 100 },
  ],
};

beforeEach(() => {
  localStorage.clear();
  signIn();
});

it("shows each of the player's bonuses with its state", async () => {
  mockApi({ 'GET bonus/list': ok(LIST), 'GET bonus/trialbonusamount': ok(0) });
  renderDashboard('/dashboard/bonuses');

  const status = async (code: string) => (await screen.findByTestId(`bonus-${code}`)).querySelector('[data-status]');
  expect(await status('WELCOME')).toHaveTextContent('Hesaba Geçti');
  expect(await status('WEEKEND')).toHaveTextContent('Aktif');
  expect(await status('SPORT')).toHaveTextContent('Talep Edildi');
  expect(await status('VIP')).toHaveTextContent('Reddedildi');
  expect(screen.queryByRole('heading', { name: 'Deneme Bonusu' })).not.toBeInTheDocument();
});

it('requests an offer, confirms it and refreshes the list; an offer still open cannot be requested again', async () => {
  let requested = false;
  const api = mockApi({
    'GET bonus/list': () =>
      ok(
        requested
          ? { ...LIST, bonuses: [{ id: 9, code: 'CASHBACK', title: 'Kayıp Bonusu', amount: 250, status: 'requested', createdAt: '2026-11-12T10:00:00Z' }, ...LIST.bonuses] }
          : LIST,
      ),
    'GET bonus/trialbonusamount': ok(0),
    'POST bonus/request': (body) => {
      requested = (body as { code: string }).code === 'CASHBACK';
      return ok(null, 'Bonus talebiniz alındı.');
    },
  });
  renderDashboard('/dashboard/bonuses');

  const sport = within(await screen.findByTestId('offer-SPORT'));
  expect(sport.getByRole('button', { name: 'Talep Edildi' })).toBeDisabled();
  // credited earlier, so no longer open: it may be asked for again
  expect(within(screen.getByTestId('offer-WELCOME')).getByRole('button', { name: 'Talep Et' })).toBeEnabled();

  const bus = recordBus();
  const cashback = within(screen.getByTestId('offer-CASHBACK'));
  fireEvent.click(cashback.getByRole('button', { name: 'Talep Et' }));
  // The terms come first: nothing is sent until the player accepts them.
  const dialog = within(await screen.findByRole('dialog', { name: 'Bonus şartları' }));
  expect(dialog.getByTestId('claim-terms')).toHaveTextContent(CASHBACK_TERMS);
  expect(api.count('POST bonus/request')).toBe(0);
  fireEvent.click(dialog.getByRole('button', { name: 'Kabul et ve talep et' }));

  await waitFor(() => expect(cashback.getByRole('button', { name: 'Talep Edildi' })).toBeDisabled());
  bus.stop();
  expect(api.bodies('POST bonus/request')).toEqual([{ code: 'CASHBACK' }]);
  expect(bus.events).toContainEqual({ type: 'toast', payload: { kind: 'success', message: 'Bonus talebiniz alındı.' } });
  expect(api.count('GET bonus/list')).toBe(2);
  expect(screen.getByTestId('bonus-CASHBACK')).toHaveTextContent('Talep Edildi');
});

it("a refused request toasts the server's message and leaves the offer open", async () => {
  const api = mockApi({
    'GET bonus/list': ok(LIST),
    'GET bonus/trialbonusamount': ok(0),
    'POST bonus/request': fail('Bu teklif için açık bir talebiniz var.', 409),
  });
  renderDashboard('/dashboard/bonuses');

  const cashback = within(await screen.findByTestId('offer-CASHBACK'));
  const bus = recordBus();
  fireEvent.click(cashback.getByRole('button', { name: 'Talep Et' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Kabul et ve talep et' }));
  await waitFor(() => expect(bus.events).toContainEqual({ type: 'toast', payload: { kind: 'error', message: 'Bu teklif için açık bir talebiniz var.' } }));
  bus.stop();
  await waitFor(() => expect(cashback.getByRole('button', { name: 'Talep Et' })).toBeEnabled());
  expect(api.count('GET bonus/list')).toBe(1);
});

it('shows on each offer the product it is tied to and its terms, before the claim button', async () => {
  mockApi({ 'GET bonus/list': ok(LIST), 'GET bonus/trialbonusamount': ok(0) });
  renderDashboard('/dashboard/bonuses');

  const cashback = await screen.findByTestId('offer-CASHBACK');
  expect(within(cashback).getByText('Casino').closest('[data-product]')).toHaveAttribute('data-product', 'casino');
  expect(within(cashback).getByTestId('offer-terms-CASHBACK')).toHaveTextContent(`Şartlar: ${CASHBACK_TERMS}`);
  // The terms are read before the button, in the card's order.
  const button = within(cashback).getByRole('button', { name: 'Talep Et' });
  expect(within(cashback).getByTestId('offer-terms-CASHBACK').compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const sport = screen.getByTestId('offer-SPORT');
  expect(within(sport).getByText('Spor').closest('[data-product]')).toHaveAttribute('data-product', 'sports');
  expect(within(sport).queryByText('Casino')).not.toBeInTheDocument();
  // The player's own bonuses say their product too.
  expect(within(screen.getByTestId('bonus-SPORT')).getByText('Spor')).toBeInTheDocument();
  expect(within(screen.getByTestId('bonus-VIP')).getByText('Casino')).toBeInTheDocument();
});

it('cancelling the terms dialog sends no request and leaves the offer open', async () => {
  const api = mockApi({ 'GET bonus/list': ok(LIST), 'GET bonus/trialbonusamount': ok(0), 'POST bonus/request': ok(null) });
  renderDashboard('/dashboard/bonuses');

  const cashback = within(await screen.findByTestId('offer-CASHBACK'));
  fireEvent.click(cashback.getByRole('button', { name: 'Talep Et' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Bonus şartları' })).getByRole('button', { name: 'Vazgeç' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.count('POST bonus/request')).toBe(0);
  expect(cashback.getByRole('button', { name: 'Talep Et' })).toBeEnabled();
});

it('claims the trial bonus for a verified phone and passes the new balance to the shell', async () => {
  let claimed = false;
  mockApi({
    'GET bonus/list': ok(LIST),
    'GET bonus/trialbonusamount': () => ok(claimed ? 0 : 50),
    'GET bonus/definetrialbonus': () => {
      claimed = true;
      return ok({ balance: 175.5 });
    },
  });
  renderDashboard('/dashboard/bonuses');

  // One click claims it, so its terms stand beside the button.
  expect(await screen.findByTestId('trial-bonus-terms')).toHaveTextContent(
    'Deneme bonusu yalnızca casino oyunlarında kullanılabilir; çekilebilmesi için 10 katı çevrilmelidir.',
  );
  const bus = recordBus();
  fireEvent.click(await screen.findByRole('button', { name: 'Hemen Al' }));
  await waitFor(() => expect(bus.events).toContainEqual({ type: 'auth:balance', payload: { balance: 175.5 } }));
  bus.stop();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Hemen Al' })).not.toBeInTheDocument());
});

it('sends a player with an unverified phone to phone verification instead of claiming', async () => {
  signIn({ smsVerified: false });
  const api = mockApi({ 'GET bonus/list': ok(LIST), 'GET bonus/trialbonusamount': ok(50) });
  renderDashboard('/dashboard/bonuses');

  const bus = recordBus();
  fireEvent.click(await screen.findByRole('button', { name: 'Hemen Al' }));
  bus.stop();
  expect(bus.events).toEqual([{ type: 'dialog:open', payload: { dialog: 'phoneVerification' } }]);
  expect(api.count('GET bonus/definetrialbonus')).toBe(0);
});

it('an offer whose condition is not met says what is missing and cannot be requested', async () => {
  const requirement = 'Bu bonusu talep etmek için en az 100 ₺ tutarında ilk yatırımınızı yapın.';
  const api = mockApi({
    'GET bonus/list': ok({
      bonuses: [],
      offers: [
        { code: 'WELCOME100', title: 'Hoş Geldin Bonusu', description: 'İlk yatırımınıza %100.', product: 'casino', terms: '10 katı çevrim.', amount: 1000, available: false, requirement },
        { code: 'CASHBACK10', title: 'Kayıp Bonusu', description: '%10 iade.', product: 'casino', terms: 'Nakit.', amount: 500, available: true, requirement: null },
      ],
    } satisfies BonusList),
    'GET bonus/trialbonusamount': ok(0),
  });
  renderDashboard('/dashboard/bonuses');

  const welcome = within(await screen.findByTestId('offer-WELCOME100'));
  expect(welcome.getByTestId('offer-requirement-WELCOME100')).toHaveTextContent(requirement);
  expect(welcome.getByRole('button', { name: 'Talep Et' })).toBeDisabled();
  const cashback = within(screen.getByTestId('offer-CASHBACK10'));
  expect(cashback.queryByTestId('offer-requirement-CASHBACK10')).not.toBeInTheDocument();
  expect(cashback.getByRole('button', { name: 'Talep Et' })).toBeEnabled();
  expect(api.count('POST bonus/request')).toBe(0);
});
