import { closeDialog, openDialogState } from '@arcadia/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok, renderDashboard, signIn } from '../../testing';

beforeEach(() => {
  closeDialog();
  localStorage.clear();
  mockApi({});
  signIn();
});

it.each([
  ['/dashboard/deposit', 'deposit', 'Para Yatır'],
  ['/dashboard/withdraw', 'withdraw', 'Para Çek'],
])('%s opens the %s dialog of remote-payments over its own page', (path, dialog, title) => {
  renderDashboard(path);
  expect(openDialogState.get()?.dialog).toBe(dialog);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Çekilebilir bakiye' })).toBeInTheDocument();
});

it('/dashboard/game-history shows the game history, no longer a coming-soon panel', async () => {
  mockApi({ 'POST games/history': ok({ items: [], total: 0 }) });
  renderDashboard('/dashboard/game-history');
  expect(await screen.findByText('Henüz oynadığınız bir oyun yok.')).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filtreler' })).toBeInTheDocument();
  expect(screen.queryByText('Çok yakında')).not.toBeInTheDocument();
});

it('titles a page and marks it in the side menu', () => {
  renderDashboard('/dashboard/game-history');
  expect(screen.getByRole('heading', { level: 1, name: 'Oyun Geçmişi' })).toBeInTheDocument();
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  expect(nav.getByRole('link', { name: 'Oyun Geçmişi' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Bonuslar' })).not.toHaveAttribute('aria-current');
});

it('goes back to the hub from the side menu', () => {
  renderDashboard('/dashboard/game-history');
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  fireEvent.click(nav.getByRole('link', { name: 'Hesabım' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);

  fireEvent.click(screen.getAllByRole('link', { name: /Oyun Geçmişi/ })[0]!);
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/game-history');
});

it('sends an unknown dashboard address back to the hub', () => {
  renderDashboard('/dashboard/no-such-page');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  expect(screen.getByRole('heading', { name: 'Hoş geldin, ayse1990' })).toBeInTheDocument();
});
