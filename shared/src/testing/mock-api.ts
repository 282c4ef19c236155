/**
 * Unit tests mock the network at the boundary: `fetch`, not the API client, so the client's
 * envelope handling, headers and errors run as in the browser.
 */

/** One request the mock saw. */
export interface ApiCall {
  method: string;
  /** The path under `/api/`, e.g. `auth/login`. */
  path: string;
  /** The JSON body of a POST; the search parameters of a GET (`{}` when none). */
  body: Record<string, unknown>;
  headers: Record<string, string>;
  url: URL;
}

/** Makes the call fail as a broken connection does (`fetch` rejects). */
export const networkError = Symbol('network error');

/**
 * An answer: the envelope's parts (`success` follows the status, the status follows `success`:
 * 200 or 400), or `{ status, body }` to send any body as it is, or `networkError`.
 */
export type MockReply =
  | { status?: number; success?: boolean; message?: string; data?: unknown; headers?: Record<string, string> }
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | typeof networkError;

/** A fixed answer, or a handler of the request's body (JSON, or the search parameters of a GET) and URL. */
export type MockRoute = MockReply | ((body: Record<string, unknown>, url: URL) => MockReply | Promise<MockReply>);

/** A success envelope with `data` (and the server's `message`, if any). */
export const ok = <T>(data: T, message = '') => ({ success: true, message, data });

/** A failure envelope with the server's `message`, sent with `status`. */
export const fail = (message: string, status = 400, data: unknown = null) => ({ status, success: false, message, data });

export interface ApiMock {
  /** The `fetch` stand-in. */
  fetch: jest.Mock;
  /** Every call, in order. */
  calls: ApiCall[];
  /** The calls of one `METHOD path`, e.g. `POST auth/login`. */
  callsTo: (route: string) => ApiCall[];
  /** How many times `METHOD path` was called. */
  count: (route: string) => number;
  /** The bodies sent to `METHOD path`, in order. */
  bodies: (route: string) => Record<string, unknown>[];
  /** Every call as `METHOD path`, in order. */
  routes: () => string[];
  /** Replaces or adds a route's answer. */
  set: (route: string, reply: MockRoute) => void;
}

const hasRawBody = (reply: object): reply is { status?: number; body: unknown } => 'body' in reply;

/**
 * Installs a `fetch` answering routes keyed by `METHOD path`:
 * `mockApi({ 'GET bonus/list': ok(list), 'POST auth/login': (body) => (body.password ? ok(auth) : fail('Wrong password')) })`.
 * A handler may return a promise that never settles, to hold a page in its loading state. Unknown routes answer 404.
 */
export function mockApi(routes: Record<string, MockRoute> = {}): ApiMock {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^.*?\/api\//, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : Object.fromEntries(url.searchParams);
    const route = `${method} ${path}`;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string>, url });
    const entry = table.get(route);
    const reply = typeof entry === 'function' ? await entry(body, url) : (entry ?? fail(`no route ${route}`, 404));
    if (reply === networkError) throw new TypeError('Failed to fetch');
    let status: number;
    let payload: unknown;
    if (hasRawBody(reply)) {
      status = reply.status ?? 200;
      payload = reply.body;
    } else {
      status = reply.status ?? (reply.success === false ? 400 : 200);
      payload = { success: reply.success ?? status < 400, message: reply.message ?? '', data: reply.data ?? null };
    }
    const headers = Object.fromEntries(Object.entries(('headers' in reply ? reply.headers : undefined) ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return { status, ok: status >= 200 && status < 300, json: async () => payload, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return {
    fetch: fetchMock,
    calls,
    callsTo,
    count: (route) => callsTo(route).length,
    bodies: (route) => callsTo(route).map((call) => call.body),
    routes: () => calls.map((call) => `${call.method} ${call.path}`),
    set: (route, reply) => void table.set(route, reply),
  };
}
