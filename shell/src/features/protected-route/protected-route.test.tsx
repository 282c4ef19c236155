import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { ProtectedRoute, useReturnAfterLogin } from './protected-route';
import { pendingReturnPath } from './return-after-login';
import { openDialogState, closeDialog } from '@arcadia/shared';
import { seedSession } from '@arcadia/shared/testing';
import type { AuthData } from '@arcadia/shared';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function App() {
  useReturnAfterLogin();
  return (
    <>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route
          path="/dashboard/*"
          element={
            <ProtectedRoute>
              <p>account hub</p>
            </ProtectedRoute>
          }
        />
      </Routes>
      <Where />
    </>
  );
}

beforeEach(() => {
  closeDialog();
  seedSession(null);
});

it('opens the login dialog for an anonymous player and keeps them on a safe page', () => {
  renderWithProviders(<App />, { routes: ['/dashboard/bonuses'] });
  expect(openDialogState.get()?.dialog).toBe('login');
  expect(screen.queryByText('account hub')).not.toBeInTheDocument();
  expect(screen.getByText('home page')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

it('lets a signed-in player through', () => {
  seedSession({ token: 'test-token', username: 'player01', balance: 0 } as AuthData);
  renderWithProviders(<App />, { routes: ['/dashboard'] });
  expect(screen.getByText('account hub')).toBeInTheDocument();
  expect(openDialogState.get()).toBeNull();
});

it('takes the player to the requested page after signing in', () => {
  renderWithProviders(<App />, { routes: ['/dashboard/bonuses'] });
  act(() => {
    seedSession({ token: 'test-token', username: 'player01', balance: 0 } as AuthData);
    closeDialog('login');
  });
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/bonuses');
  expect(screen.getByText('account hub')).toBeInTheDocument();
});

it('forgets the requested page when the dialog is closed without signing in', () => {
  renderWithProviders(<App />, { routes: ['/dashboard'] });
  expect(pendingReturnPath()).toBe('/dashboard');
  act(() => closeDialog());
  expect(pendingReturnPath()).toBeNull();
  act(() => seedSession({ token: 'test-token', username: 'player01', balance: 0 } as AuthData));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});
