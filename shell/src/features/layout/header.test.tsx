import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { eventBus } from '@arcadia/shared';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { notifications$ } from '../notifications';
import { notificationFixture } from '../../app/testing/fixtures';
import { Header, searchTarget } from './header';
import { BottomBar } from './bottom-bar';
import { openDialogState, closeDialog, i18n, readAuthData } from '@arcadia/shared';
import { seedSession } from '@arcadia/shared/testing';
import type { AuthData } from '@arcadia/shared';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const renderHeader = (mobile = false, routes = ['/']) =>
  renderWithProviders(
    <>
      <Header mobile={mobile} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { routes },
  );

beforeEach(() => {
  seedSession(null);
  closeDialog();
  notifications$.next([]);
});

describe('signed out', () => {
  it('shows Register, Login, Live Chat and Claim Reward; Register and Login open their dialogs', () => {
    renderHeader();
    const end = screen.getByTestId('header-signed-out');
    for (const name of ['Kayıt Ol', 'Giriş Yap', 'Canlı Destek', 'Ödülünü Al']) {
      expect(within(end).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByTestId('header-signed-in')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(openDialogState.get()?.dialog).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(openDialogState.get()?.dialog).toBe('register');
  });
});

describe('signed in', () => {
  beforeEach(() => seedSession({ token: 'test-token', username: 'player01', balance: 1234.5 } as AuthData));

  it('shows Claim Reward, Deposit, name with balance in lira, My Account, bell, logout and Live Chat', () => {
    renderHeader();
    const end = screen.getByTestId('header-signed-in');
    fireEvent.click(within(end).getByRole('button', { name: 'Para Yatır' }));
    expect(openDialogState.get()?.dialog).toBe('deposit');
    expect(within(end).getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
    expect(within(end).getByText('player01')).toBeInTheDocument();
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₺1.234,50');
    expect(within(end).getByRole('button', { name: 'Bildirimleri aç' })).toBeInTheDocument();
    expect(within(end).getByRole('button', { name: 'Canlı Destek' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).not.toBeInTheDocument();

    fireEvent.click(within(end).getByRole('button', { name: 'Ödülünü Al' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/bonuses');
  });

  it('writes the balance in the English number format when the player reads in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderHeader();
      expect(screen.getByTestId('header-balance')).toHaveTextContent('₺1,234.50');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('updates the balance when the state changes', () => {
    renderHeader();
    act(() => seedSession({ ...readAuthData()!, balance: 20 }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₺20,00');
  });

  it('logout asks the session to sign out', () => {
    const logouts: unknown[] = [];
    const sub = eventBus.on('auth:logout').subscribe((e) => logouts.push(e));
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(logouts).toEqual([{ reason: 'user' }]);
    sub.unsubscribe();
  });

  it("badge shows the unread count, '9+' from 9 on, and nothing without unread", () => {
    renderHeader();
    const bell = () => screen.getByRole('button', { name: 'Bildirimleri aç' });
    expect(bell()).not.toHaveTextContent(/\d/);
    act(() => notifications$.next([1, 2, 3].map((id) => notificationFixture({ id })).concat(notificationFixture({ id: 4, isRead: true }))));
    expect(bell()).toHaveTextContent('3');
    act(() => notifications$.next(Array.from({ length: 9 }, (_, i) => notificationFixture({ id: i + 1 }))));
    expect(bell()).toHaveTextContent('9+');
  });

  it('the bell shakes again whenever the count changes', () => {
    renderHeader();
    act(() => notifications$.next([notificationFixture({ id: 1 })]));
    const first = document.querySelector('.arc-bell');
    expect(first).toHaveAttribute('data-shake');
    act(() => notifications$.next([notificationFixture({ id: 1 }), notificationFixture({ id: 2 })]));
    const second = document.querySelector('.arc-bell');
    // a new element restarts the CSS animation
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('data-shake');
  });
});

describe('navigation buttons', () => {
  it('the menu button toggles the side menu through the bus', () => {
    const toggles: unknown[] = [];
    const sub = eventBus.on('menu:toggle').subscribe((e) => toggles.push(e));
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Menü' }));
    expect(toggles).toEqual([{}]);
    sub.unsubscribe();
  });

  it('search goes to /casino/live from the live lobby and to /casino/slot elsewhere', () => {
    expect(searchTarget('/casino/live')).toBe('/casino/live');
    expect(searchTarget('/')).toBe('/casino/slot');
    expect(searchTarget('/casino/bingo')).toBe('/casino/slot');
    renderHeader(false, ['/casino/live']);
    fireEvent.click(screen.getByRole('button', { name: 'Oyun ara' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/casino/live');
  });

  it('the logo links home', () => {
    renderHeader(false, ['/pages']);
    expect(screen.getByRole('link', { name: 'Arcadia · Ana sayfa' })).toHaveAttribute('href', '/');
  });
});

describe('mobile', () => {
  it('header has the menu, the centred logo and the live chat icon only', () => {
    seedSession({ token: 'test-token', username: 'player01', balance: 5 } as AuthData);
    renderHeader(true);
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arcadia · Ana sayfa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Canlı Destek' })).toBeInTheDocument();
    expect(screen.queryByText('player01')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oyun ara' })).not.toBeInTheDocument();
  });

  it('bottom bar: Register and Login when signed out', () => {
    renderWithProviders(<BottomBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(openDialogState.get()?.dialog).toBe('register');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(openDialogState.get()?.dialog).toBe('login');
  });

  it('bottom bar: the balance in the English number format in English', async () => {
    seedSession({ token: 'test-token', username: 'player01', balance: 1500 } as AuthData);
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(<BottomBar />);
      expect(screen.getByTestId('bottom-balance')).toHaveTextContent('₺1,500.00');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('bottom bar: account link, bell, balance and Deposit when signed in', () => {
    seedSession({ token: 'test-token', username: 'player01', balance: 1500 } as AuthData);
    renderWithProviders(<BottomBar />);
    const account = screen.getByRole('link', { name: 'Hesap: player01' });
    expect(account).toHaveAttribute('href', '/dashboard');
    expect(account).toHaveTextContent('player01');
    fireEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    expect(openDialogState.get()?.dialog).toBe('deposit');
    expect(screen.getByTestId('bottom-balance')).toHaveTextContent('₺1.500,00');
    act(() => seedSession({ ...readAuthData()!, balance: 12345.5 }));
    expect(screen.getByTestId('bottom-balance')).toHaveTextContent('₺12.345,50');
    expect(screen.getByRole('button', { name: 'Bildirimleri aç' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });
});
