import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@arcadia/ui/router';
import { useGoTo } from './use-go-to';

function GoToDeposit({ state }: { state?: unknown }) {
  const goTo = useGoTo();
  return (
    <button type="button" onClick={() => goTo('/dashboard/deposit', state)}>
      deposit
    </button>
  );
}

function DepositPage() {
  const { state } = useLocation();
  return <p>deposit page {JSON.stringify(state)}</p>;
}

/** The button at `/`, going to the deposit page with `state`, inside a router. */
function renderInRouter(state?: unknown) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<GoToDeposit state={state} />} />
        <Route path="/dashboard/deposit" element={<DepositPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useGoTo', () => {
  it('navigates client-side inside a router, without a page load', async () => {
    renderInRouter();
    await userEvent.click(screen.getByRole('button', { name: 'deposit' }));
    expect(screen.getByText('deposit page null')).toBeInTheDocument();
  });

  it('carries a history state to the page', async () => {
    renderInRouter({ dialogOpened: true });
    await userEvent.click(screen.getByRole('button', { name: 'deposit' }));
    expect(screen.getByText('deposit page {"dialogOpened":true}')).toBeInTheDocument();
  });

  it('falls back to a page load outside a router instead of throwing', async () => {
    // jsdom cannot load pages (and its location cannot be mocked): it reports the attempt instead.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<GoToDeposit />);
      await userEvent.click(screen.getByRole('button', { name: 'deposit' }));
      const messages = reported.mock.calls.map((args) => String(args[0]?.message ?? args[0]));
      expect(messages.some((message) => /not implemented: navigation/i.test(message))).toBe(true);
    } finally {
      reported.mockRestore();
    }
  });
});
