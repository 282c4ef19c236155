import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { authState$, closeDialog, dialogState$ } from '@arcadia/shared';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { ProtectedRoute, useReturnAfterLogin } from './protected-route';
import { pendingReturnPath } from './return-after-login';

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
  dialogState$.next(null);
  authState$.next({ isLoggedIn: false, username: '', balance: 0 });
});

it('opens the login dialog for an anonymous player and keeps them on a safe page', () => {
  renderWithProviders(<App />, { routes: ['/dashboard/bonuses'] });
  expect(dialogState$.value?.dialog).toBe('login');
  expect(screen.queryByText('account hub')).not.toBeInTheDocument();
  expect(screen.getByText('home page')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

it('lets a signed-in player through', () => {
  authState$.next({ isLoggedIn: true, username: 'player01', balance: 0 });
  renderWithProviders(<App />, { routes: ['/dashboard'] });
  expect(screen.getByText('account hub')).toBeInTheDocument();
  expect(dialogState$.value).toBeNull();
});

it('takes the player to the requested page after signing in', () => {
  renderWithProviders(<App />, { routes: ['/dashboard/bonuses'] });
  act(() => {
    authState$.next({ isLoggedIn: true, username: 'player01', balance: 0 });
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
  act(() => authState$.next({ isLoggedIn: true, username: 'player01', balance: 0 }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});
