import { act, fireEvent, screen, within } from '@testing-library/react';
import { authDataFixture, mockApi, ok, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { i18n, type KycStatus } from '@arcadia/shared';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { BottomBar } from './bottom-bar';
import { Header } from './header';

const kyc = (level: KycStatus['level']): KycStatus => ({ level, documents: [], depositsBeforeVerification: { used: 0, limit: 2000 } });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const render = (ui: React.ReactNode) =>
  renderWithProviders(
    <>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { routes: ['/'] },
  );

describe('the identity reminder', () => {
  it('the header shows "verify your identity" while the identity is not verified, leading to the verification page', async () => {
    seedSession(authDataFixture({ token: 'token-1' }));
    mockApi({ 'GET kyc/status': ok(kyc('pending')) });
    render(<Header mobile={false} />);
    const badge = await within(screen.getByTestId('header-signed-in')).findByRole('link', { name: 'Kimliğini doğrula' });
    fireEvent.click(badge);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/verification');
  });

  it('a verified player, or a visitor, sees none (a visitor\'s status is never asked for)', async () => {
    seedSession(authDataFixture({ token: 'token-1' }));
    const api = mockApi({ 'GET kyc/status': ok(kyc('verified')) });
    const { unmount } = render(<Header mobile={false} />);
    await screen.findByTestId('header-signed-in');
    // The status has arrived and been rendered: still no badge.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.count('GET kyc/status')).toBe(1);
    expect(screen.queryByTestId('verify-identity-badge')).not.toBeInTheDocument();
    unmount();

    seedSession(null);
    const visitor = mockApi({ 'GET kyc/status': ok(kyc('none')) });
    render(<Header mobile={false} />);
    expect(screen.getByTestId('header-signed-out')).toBeInTheDocument();
    expect(visitor.count('GET kyc/status')).toBe(0);
  });

  it('a player whose identity showed them under 18 sees none: their withdrawals do not wait for verification', async () => {
    seedSession(authDataFixture({ token: 'token-1' }));
    const api = mockApi({ 'GET kyc/status': ok({ ...kyc('pending'), withdrawalsNeedVerification: false }) });
    render(<Header mobile={false} />);
    await screen.findByTestId('header-signed-in');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.count('GET kyc/status')).toBe(1);
    expect(screen.queryByTestId('verify-identity-badge')).not.toBeInTheDocument();
  });

  it('on phones the account tab carries a dot and says why in its name', async () => {
    seedSession(authDataFixture({ token: 'token-1', username: 'deniz1990' }));
    mockApi({ 'GET kyc/status': ok(kyc('none')) });
    render(<BottomBar />);
    expect(await screen.findByTestId('verify-identity-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hesap: deniz1990 · Kimliğini doğrula' })).toBeInTheDocument();
  });

  it('reads in English in the header and on the phone\'s account tab', async () => {
    seedSession(authDataFixture({ token: 'token-1', username: 'deniz1990' }));
    mockApi({ 'GET kyc/status': ok(kyc('none')) });
    await act(() => i18n.changeLanguage('en'));
    try {
      render(
        <>
          <Header mobile={false} />
          <BottomBar />
        </>,
      );
      const badge = await within(screen.getByTestId('header-signed-in')).findByRole('link', { name: 'Verify your identity' });
      expect(badge).toHaveTextContent('Verify your identity');
      expect(badge).toHaveAttribute('href', '/dashboard/verification');
      expect(await screen.findByRole('link', { name: 'Account: deniz1990 · Verify your identity' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });
});
