import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { renderWithProviders } from '@arcadia/shared/testing';
import type { AuthData } from '@arcadia/shared';
import AccountRoutes from '../features/routes';
import { authDataFixture, seedSession } from '@arcadia/shared/testing';

export const PLAYER: AuthData = authDataFixture({ token: 'token-1', balance: 125.5, username: 'ayse1990', usercode: '100042', smsVerified: true });

/** Signs a player in the way the shell does: the session (stored `authData`). */
export function signIn(patch: Partial<AuthData> = {}) {
  const authData = { ...PLAYER, ...patch };
  seedSession(authData);
  return authData;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <output data-testid="location-search">{search}</output>
    </>
  );
}

/** Renders the remote's routes under `/dashboard/*` at `path` (with its history state, if given), with the current path in `location` and its search in `location-search`. */
export function renderDashboard(path: string | { pathname: string; state?: unknown }) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/*" element={<AccountRoutes />} />
      </Routes>
      <LocationProbe />
    </>,
    { routes: [path] },
  );
}
