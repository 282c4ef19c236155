import { closeDialog, openDialogState } from '@arcadia/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, recordBus, renderDashboard, signIn } from '../../../testing';


beforeEach(() => {
  localStorage.clear();
  mockApi({});
  signIn();
});

it('greets the player with their name and balance', () => {
  renderDashboard('/dashboard');
  expect(screen.getByRole('heading', { name: 'Hoş geldin, ayse1990' })).toBeInTheDocument();
  expect(screen.getByTestId('dashboard-balance')).toHaveTextContent(/125,50/);
});

it('has a tile linking to every dashboard page', () => {
  renderDashboard('/dashboard');
  const tiles = within(screen.getByRole('region', { name: 'Hesap işlemleri' }));
  const expected: [string, string][] = [
    ['Para Yatır', '/dashboard/deposit'],
    ['Para Çek', '/dashboard/withdraw'],
    ['Oyun Geçmişi', '/dashboard/game-history'],
    ['Bonuslar', '/dashboard/bonuses'],
    ['Finansal Hareketler', '/dashboard/financial-activities'],
    ['Oturum Geçmişi', '/dashboard/session-history'],
    ['Hesap Bilgileri', '/dashboard/account'],
    ['Sorumlu Oyun', '/dashboard/responsible-gaming'],
    ['Kimlik Doğrulama', '/dashboard/verification'],
  ];
  for (const [name, href] of expected) {
    expect(tiles.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
  expect(tiles.getAllByRole('link')).toHaveLength(expected.length);
});

it('the withdraw tile opens remote-payments\' withdraw dialog through the bus over the withdraw page', () => {
  renderDashboard('/dashboard');
  const tiles = within(screen.getByRole('region', { name: 'Hesap işlemleri' }));
  fireEvent.click(tiles.getByRole('link', { name: /Para Çek/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/withdraw');
  expect(openDialogState.get()?.dialog).toBe('withdraw');
  expect(screen.getByRole('navigation', { name: 'Hesap menüsü' })).toBeInTheDocument();
  act(() => closeDialog());
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/withdraw');
  expect(screen.getByRole('heading', { level: 1, name: 'Para Çek' })).toBeInTheDocument();
});

it('opens the change password and phone verification dialogs and logs out over the bus', () => {
  renderDashboard('/dashboard');
  const actions = within(screen.getByRole('region', { name: 'Güvenlik ve oturum' }));
  const bus = recordBus();

  fireEvent.click(actions.getByRole('button', { name: /Şifre Değiştir/ }));
  fireEvent.click(actions.getByRole('button', { name: /SMS Doğrulama/ }));
  fireEvent.click(actions.getByRole('button', { name: /Çıkış Yap/ }));
  bus.stop();

  expect(bus.events).toEqual([
    { type: 'dialog:open', payload: { dialog: 'changePassword' } },
    { type: 'dialog:open', payload: { dialog: 'phoneVerification' } },
    { type: 'auth:logout', payload: { reason: 'user' } },
  ]);
});
