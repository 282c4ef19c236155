/**
 * Unit tests mock the network at the boundary: `fetch`, not the API client, so the client's
 * envelope handling, headers and toasts run as in the browser.
 */
export interface Reply {
  status?: number;
  success?: boolean;
  message?: string;
  data?: unknown;
}
type Route = Reply | ((body: Record<string, unknown>) => Reply);

export interface ApiMock {
  fetch: jest.Mock;
  /** JSON bodies sent to `METHOD path` (e.g. `POST auth/login`), in order. */
  bodies: (route: string) => Record<string, unknown>[];
  /** How many times `METHOD path` was called. */
  count: (route: string) => number;
  /** Replaces or adds a route's answer. */
  set: (route: string, reply: Route) => void;
}

/** Installs a `fetch` answering `{ 'POST auth/login': { data: … } }`; unknown routes answer 404. */
export function mockApi(routes: Record<string, Route> = {}): ApiMock {
  const table = new Map(Object.entries(routes));
  const log: { route: string; body: Record<string, unknown> }[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const route = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : Object.fromEntries(url.searchParams);
    log.push({ route, body });
    const entry = table.get(route);
    const reply: Reply = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, success: false, message: `no route ${route}` });
    const status = reply.status ?? (reply.success === false ? 400 : 200);
    const envelope = { success: reply.success ?? status < 400, message: reply.message ?? '', data: reply.data ?? null };
    return { status, ok: status < 400, json: async () => envelope } as unknown as Response;
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    fetch: fetchMock,
    bodies: (route) => log.filter((entry) => entry.route === route).map((entry) => entry.body),
    count: (route) => log.filter((entry) => entry.route === route).length,
    set: (route, reply) => void table.set(route, reply),
  };
}

/** An `authData` as the server returns it after login or registration. */
export const sampleAuthData = {
  token: 'token-123',
  balance: 0,
  username: 'player1',
  usercode: 'U-1',
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905321234567',
  smsVerified: false,
};
