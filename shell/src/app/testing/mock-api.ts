/** Test-only: answers the API client's `fetch` calls from handlers keyed by `METHOD path`. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface Reply {
  status: number;
  body: unknown;
}

type Handler = (body: unknown, url: URL) => unknown | Reply | Promise<unknown | Reply>;

export const ok = <T>(data: T) => ({ success: true, message: '', data });
export const fail = (message: string, status = 400): Reply => ({ status, body: { success: false, message, data: null } });
export const networkError = Symbol('network error');

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/**
 * Replaces `fetch`. A handler returns an envelope (sent with 200), a `Reply` with its own status,
 * or `networkError` to make the request fail. Unknown paths answer 404.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^.*?\/api\//, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${path}`];
    const result = handler ? await handler(body, url) : fail('not found', 404);
    if (result === networkError) throw new TypeError('Failed to fetch');
    const reply = isReply(result) ? result : { status: 200, body: result };
    return { status: reply.status, ok: reply.status < 400, json: async () => reply.body } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetchMock,
    /** Calls of one `METHOD path`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
