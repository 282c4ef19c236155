import { eventBus } from '../bus/event-bus';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { fail, mockApi, networkError, ok } from '../testing/mock-api';
import { ApiError } from './api-error';
import { awaitFingerprintBeforeRequests, onApiResponse, request, requestWithMessage } from './api-client';

/** Everything the bus carries while `run` runs. */
async function busDuring(run: () => Promise<unknown>) {
  const seen: { type: string; payload: unknown }[] = [];
  const sub = eventBus.all().subscribe((event) => seen.push(event));
  try {
    await run();
  } catch {
    // the caller asserts the error separately
  } finally {
    sub.unsubscribe();
  }
  return seen;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

beforeEach(() => localStorage.clear());

describe('request', () => {
  it("resolves to the envelope's data, with the server's message beside it when asked", async () => {
    const api = mockApi({ 'GET bonus/list': ok({ bonuses: [] }), 'POST bonus/request': ok({ id: 3 }, 'Talebiniz alındı.') });
    await expect(request('GET', 'bonus/list')).resolves.toEqual({ bonuses: [] });
    await expect(requestWithMessage('POST', 'bonus/request', { body: { code: 'VIP' } })).resolves.toEqual({ data: { id: 3 }, message: 'Talebiniz alındı.', location: null });
    expect(api.bodies('POST bonus/request')).toEqual([{ code: 'VIP' }]);
  });

  it('sends the language, the token and the fingerprint the player has stored', async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify({ token: 'token-9' }));
    localStorage.setItem(STORAGE_KEYS.fingerprint, 'fp-1');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    const api = mockApi({ 'GET customer/profile': ok({}) });
    await request('GET', 'customer/profile', { query: { page: 2, search: undefined } });
    expect(api.calls[0]?.headers).toMatchObject({ Authorization: 'Bearer token-9', Fingerprint: 'fp-1', Locale: 'en' });
    expect(api.calls[0]?.url.search).toBe('?page=2');
  });

  it('throws a validation error with the server message and its field errors, and shows no toast', async () => {
    mockApi({ 'POST auth/login': fail('Kullanıcı adı: 5 ile 30 karakter arasında olmalıdır', 400, { errors: { username: 'kısa', other: 7 } }) });
    let error: ApiError | undefined;
    const bus = await busDuring(async () => {
      error = await rejection(request('POST', 'auth/login', { body: {} }));
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', status: 400, message: 'Kullanıcı adı: 5 ile 30 karakter arasında olmalıdır' });
    expect(error?.fieldErrors).toEqual({ username: 'kısa' });
    expect(bus).toEqual([]);
  });

  it.each([
    [403, 'forbidden'],
    [404, 'not-found'],
    [429, 'rate-limited'],
    [500, 'server'],
    [409, 'http'],
  ])('names a %i answer %s', async (status, kind) => {
    mockApi({ 'GET cms/promotions': fail('Olmadı', status) });
    await expect(rejection(request('GET', 'cms/promotions'))).resolves.toMatchObject({ kind, status, message: 'Olmadı' });
  });

  it('carries the failure envelope\'s data, e.g. how long a 429 asks to wait', async () => {
    mockApi({ 'POST customer/updatephone': fail('Çok sık', 429, { retryAfterSeconds: 57 }), 'GET cms/promotions': fail('Olmadı', 500) });
    await expect(rejection(request('POST', 'customer/updatephone', { body: {} }))).resolves.toMatchObject({ kind: 'rate-limited', data: { retryAfterSeconds: 57 } });
    await expect(rejection(request('GET', 'cms/promotions'))).resolves.toMatchObject({ data: null });
  });

  it('treats a success answer that is not the envelope, or says success:false, as a failure', async () => {
    mockApi({ 'GET cms/grouped': { body: '<!doctype html>' }, 'GET cms/promotions': { status: 200, body: { success: false, message: 'Kapalı', data: null } } });
    await expect(rejection(request('GET', 'cms/grouped'))).resolves.toMatchObject({ kind: 'http', status: 200, message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.' });
    await expect(rejection(request('GET', 'cms/promotions'))).resolves.toMatchObject({ kind: 'http', message: 'Kapalı' });
  });

  it('reports a broken connection as a network error, and a cancelled call as aborted, without toasts', async () => {
    mockApi({ 'GET user/balance': networkError });
    const bus = await busDuring(async () => {
      await expect(rejection(request('GET', 'user/balance'))).resolves.toMatchObject({ kind: 'network', status: 0, message: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.' });
    });
    expect(bus).toEqual([]);

    const controller = new AbortController();
    globalThis.fetch = jest.fn(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as unknown as typeof fetch;
    await expect(rejection(request('GET', 'user/balance', { signal: controller.signal }))).resolves.toMatchObject({ kind: 'aborted' });
  });

  it('a 401 while signed in emits the logout event (reason expired); a 401 to a visitor does not', async () => {
    mockApi({ 'GET user/balance': fail('Oturumunuz sona erdi.', 401) });
    const visitor = await busDuring(() => request('GET', 'user/balance'));
    expect(visitor).toEqual([]);

    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify({ token: 'token-1' }));
    let error: ApiError | undefined;
    const player = await busDuring(async () => {
      error = await rejection(request('GET', 'user/balance'));
    });
    expect(player).toEqual([{ type: 'auth:logout', payload: { reason: 'expired' } }]);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('tells response listeners every status it received, and stops after unsubscribing', async () => {
    mockApi({ 'GET a': fail('yasak', 403), 'GET b': ok(1), 'GET c': networkError });
    const statuses: number[] = [];
    const stop = onApiResponse((status) => statuses.push(status));
    await request('GET', 'a').catch(() => undefined);
    await request('GET', 'b');
    await request('GET', 'c').catch(() => undefined);
    stop();
    await request('GET', 'b');
    expect(statuses).toEqual([403, 200]);
  });
});

describe('the fingerprint before the first request', () => {
  afterEach(() => awaitFingerprintBeforeRequests(Promise.resolve()));

  it('makes a request issued while the fingerprint is computed wait for it and carry it', async () => {
    const api = mockApi({ 'GET cms/promotions': ok([]) });
    let finish: () => void = () => undefined;
    awaitFingerprintBeforeRequests(
      new Promise<void>((resolve) => {
        finish = () => {
          localStorage.setItem(STORAGE_KEYS.fingerprint, 'fp-first');
          resolve();
        };
      }),
    );
    const answer = request('GET', 'cms/promotions');
    await Promise.resolve();
    expect(api.calls).toHaveLength(0);
    finish();
    await answer;
    expect(api.calls[0]?.headers).toMatchObject({ Fingerprint: 'fp-first' });
  });

  it('waits at most the 5 s fingerprint timeout, then sends without it', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ 'GET cms/promotions': ok([]) });
      awaitFingerprintBeforeRequests(new Promise(() => undefined));
      const answer = request('GET', 'cms/promotions');
      await jest.advanceTimersByTimeAsync(4_900);
      expect(api.calls).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(200);
      await answer;
      expect(api.calls).toHaveLength(1);
      expect(api.calls[0]?.headers).not.toHaveProperty('Fingerprint');
    } finally {
      jest.useRealTimers();
    }
  });
});
