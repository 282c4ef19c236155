import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@arcadia/shared/testing';
import { authState$, STORAGE_KEYS, type AuthData } from '@arcadia/shared';
import AccountRoutes from '../routes';

type Reply = { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

/** `{ 'GET customer/profile': { body: {...} } }` → a `fetch` mock answering those calls; anything else is a 404. */
export function mockApi(replies: Record<string, Reply>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^.*\/api\//, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const reply = replies[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const { status = 200, body: payload } =
      typeof reply === 'function' ? reply(body) : (reply ?? { status: 404, body: { success: false, message: `no reply for ${key}`, data: null } });
    return { status, ok: status < 400, json: async () => payload } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls a `fetch` mock saw, as `METHOD path` strings. */
export const calls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^.*\/api\//, '')}`);

export const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });

export const PLAYER: AuthData = {
  token: 'token-1',
  balance: 125.5,
  username: 'ayse1990',
  usercode: '100042',
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905321234567',
  smsVerified: true,
};

/** Signs a player in the way the shell does: stored `authData` plus `authState$`. */
export function signIn(patch: Partial<AuthData> = {}) {
  const authData = { ...PLAYER, ...patch };
  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(authData));
  authState$.next({ isLoggedIn: true, username: authData.username, balance: authData.balance });
  return authData;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders the remote's routes under `/dashboard/*` at `path`, with the current location in `location`. */
export function renderDashboard(path: string) {
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
