import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { closeDialog, i18n, readAuthData, type AuthData, type BalanceParts } from '@arcadia/shared';
import { Header } from './header';
import { BottomBar } from './bottom-bar';

const signedIn = (balance: number, wallet?: BalanceParts) =>
  seedSession({ token: 'test-token', username: 'player01', balance, ...(wallet ? { wallet } : {}) } as AuthData);

/** The casino-only trial bonus of a player who has not deposited: what the header used to show as ₺50 playable anywhere. */
const TRIAL_ONLY: BalanceParts = { cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' };

const rowOf = (testId: string) => screen.getByTestId(testId);

beforeEach(() => {
  seedSession(null);
  closeDialog();
});

describe('the header balance', () => {
  it('is a button named with the total that opens a dialog: cash usable everywhere, bonus for the casino only, the total', () => {
    signedIn(50, TRIAL_ONLY);
    renderWithProviders(<Header mobile={false} />);
    const button = screen.getByRole('button', { name: 'player01, bakiyeniz ₺50,00' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'player01, bakiyeniz ₺50,00' });
    expect(within(dialog).getByTestId('wallet-cash')).toHaveTextContent('NakitHer yerde kullanılabilir₺0,00');
    expect(within(dialog).getByTestId('wallet-bonus')).toHaveTextContent('BonusYalnızca casino₺50,00');
    expect(within(dialog).getByTestId('wallet-total')).toHaveTextContent('Toplam bakiye₺50,00');
    // nothing is held for a withdrawal, so no such row
    expect(within(dialog).queryByTestId('wallet-held')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('term').map((term) => term.textContent)).toEqual(['NakitHer yerde kullanılabilir', 'BonusYalnızca casino', 'Toplam bakiye']);
  });

  it('lists money held for a withdrawal when there is some, and a sports bonus as sports money', () => {
    signedIn(130, { cash: 100, bonus: 30, held: 200, bonusProduct: 'sports' });
    renderWithProviders(<Header mobile={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'player01, bakiyeniz ₺130,00' }));
    expect(rowOf('wallet-bonus')).toHaveTextContent('BonusYalnızca spor bahisleri₺30,00');
    expect(rowOf('wallet-held')).toHaveTextContent('Çekim için ayrıldıToplama dahil değil; ödenmeyi bekliyor₺200,00');
    expect(rowOf('wallet-total')).toHaveTextContent('₺130,00');
  });

  it('speaks English in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      signedIn(1234.5, { cash: 1184.5, bonus: 50, held: 10, bonusProduct: 'casino' });
      renderWithProviders(<Header mobile={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'player01, your balance is ₺1,234.50' }));
      expect(rowOf('wallet-cash')).toHaveTextContent('CashUsable everywhere₺1,184.50');
      expect(rowOf('wallet-bonus')).toHaveTextContent('BonusCasino only₺50.00');
      expect(rowOf('wallet-held')).toHaveTextContent('Held for withdrawalNot in the total; waiting to be paid out₺10.00');
      expect(rowOf('wallet-total')).toHaveTextContent('Total balance₺1,234.50');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('takes focus into the dialog; Escape closes it and gives focus back to the button', async () => {
    signedIn(50, TRIAL_ONLY);
    renderWithProviders(<Header mobile={false} />);
    const button = screen.getByRole('button', { name: 'player01, bakiyeniz ₺50,00' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('follows the session: new parts are listed while open; before any are known only the total is', () => {
    signedIn(50);
    renderWithProviders(<Header mobile={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'player01, bakiyeniz ₺50,00' }));
    expect(screen.queryByTestId('wallet-cash')).not.toBeInTheDocument();
    expect(rowOf('wallet-total')).toHaveTextContent('₺50,00');
    act(() => seedSession({ ...readAuthData()!, balance: 70, wallet: { cash: 20, bonus: 50, held: 0, bonusProduct: 'casino' } }));
    expect(rowOf('wallet-cash')).toHaveTextContent('₺20,00');
    expect(rowOf('wallet-bonus')).toHaveTextContent('Yalnızca casino₺50,00');
    expect(screen.getByRole('button', { name: 'player01, bakiyeniz ₺70,00' })).toBeInTheDocument();
  });
});

describe('the bottom bar balance (phones)', () => {
  it('is a button named with the total that opens the same details', () => {
    signedIn(50, TRIAL_ONLY);
    renderWithProviders(<BottomBar />);
    const button = screen.getByRole('button', { name: 'Bakiye ₺50,00' });
    expect(screen.getByTestId('bottom-balance')).toHaveTextContent('₺50,00');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Bakiye ₺50,00' });
    expect(within(dialog).getByTestId('wallet-cash')).toHaveTextContent('NakitHer yerde kullanılabilir₺0,00');
    expect(within(dialog).getByTestId('wallet-bonus')).toHaveTextContent('BonusYalnızca casino₺50,00');
    expect(within(dialog).getByTestId('wallet-total')).toHaveTextContent('Toplam bakiye₺50,00');
  });
});
