import { closeDialog, openDialogState } from '@arcadia/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderDashboard, signIn } from '../testing';

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

it.each([['/dashboard/game-history', 'Bu sayfa çok yakında hizmetinizde']])('%s shows an honest coming-soon panel', (path, heading) => {
  renderDashboard(path);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByText('Çok yakında')).toBeInTheDocument();
});

it('titles a page and marks it in the side menu', () => {
  renderDashboard('/dashboard/game-history');
  expect(screen.getByRole('heading', { level: 1, name: 'Oyun Geçmişi' })).toBeInTheDocument();
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  expect(nav.getByRole('link', { name: 'Oyun Geçmişi' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Bonuslar' })).not.toHaveAttribute('aria-current');
});

it('goes back to the hub from the side menu and from the coming-soon panel', () => {
  renderDashboard('/dashboard/game-history');
  fireEvent.click(screen.getByRole('link', { name: 'Hesabıma dön' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);

  fireEvent.click(screen.getAllByRole('link', { name: /Oyun Geçmişi/ })[0]!);
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/game-history');
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  fireEvent.click(nav.getByRole('link', { name: 'Hesabım' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
});

it('sends an unknown dashboard address back to the hub', () => {
  renderDashboard('/dashboard/no-such-page');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  expect(screen.getByRole('heading', { name: 'Hoş geldin, ayse1990' })).toBeInTheDocument();
});
