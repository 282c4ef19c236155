import type { ApiResponse } from '../model/types';
import { eventBus } from '../bus/event-bus';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readLanguage, readString } from '../storage/local-store';
import { readAuthData } from '../session/session';
import { i18n } from '../i18n/i18n';
import { FINGERPRINT_TIMEOUT_MS } from '../config/constants';
import { ApiError, errorKindOf, fieldErrorsOf } from './api-error';

/** A successful answer with the text the server wrote for the player (e.g. "Bonus credited"). */
export interface ApiAnswer<T> {
  data: T;
  /** Empty when the server sent none; callers fall back to their own text. */
  message: string;
  /** The answer's `Location`: where what the call created can be read (a new deposit), when the server names it. */
  location?: string | null;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  /** JSON body of a POST. */
  body?: unknown;
  /** Search parameters; `undefined` and `null` values are left out. */
  query?: Query;
  /** Cancels the call (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
}

/** All calls go to the relative base `./api/`; the shell's `<base href="/">` anchors it. */
export function apiUrl(path: string, query?: Query): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  const url = new URL(`./api/${path.replace(/^\/+/, '')}`, base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Locale: readLanguage(),
  };
  const token = readAuthData()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const fingerprint = readString(STORAGE_KEYS.fingerprint);
  if (fingerprint) headers.Fingerprint = fingerprint;
  return headers;
}

let fingerprintPending: Promise<unknown> | null = null;

/**
 * The page computes the device fingerprint while its first requests are already made (the home
 * page asks for `cms/promotions` during its first render). Handing that computation here makes
 * every request wait for it, at most the fingerprint timeout (5 s), so none goes without the
 * `Fingerprint` header. A stored fingerprint makes requests go at once.
 */
export function awaitFingerprintBeforeRequests(pending: Promise<unknown>): void {
  fingerprintPending = pending;
}

/** What a request waits for first: `null` (go at once, in the same tick) unless the fingerprint is still being computed. */
function fingerprintGate(): Promise<void> | null {
  if (!fingerprintPending || readString(STORAGE_KEYS.fingerprint)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FINGERPRINT_TIMEOUT_MS);
  });
  return Promise.race([fingerprintPending.then(() => undefined, () => undefined), timeout]).finally(() => clearTimeout(timer));
}

type ResponseListener = (status: number) => void;
const responseListeners = new Set<ResponseListener>();

/**
 * Hears the HTTP status of every answer (not of network failures). The client only reports: what a
 * status means for the page (the shell reloads on 403, say) is decided by whoever listens.
 * Returns the unsubscribe.
 */
export function onApiResponse(listener: ResponseListener): () => void {
  responseListeners.add(listener);
  return () => void responseListeners.delete(listener);
}

/** One call's `data`, or an `ApiError`. The endpoint functions in `./endpoints` are its callers. */
export const request = <T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<T> =>
  send(method, path, options, (envelope: ApiResponse<T>) => envelope.data);

/** One call's `data` with the text the server wrote for the player, or an `ApiError`. */
export const requestWithMessage = <T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<ApiAnswer<T>> =>
  send(method, path, options, (envelope: ApiResponse<T>, response) => ({ data: envelope.data, message: envelope.message ?? '', location: response.headers?.get('Location') ?? null }));

/**
 * Resolves to `pick` of a success envelope, or throws an `ApiError`. A 401 while signed in emits
 * `auth:logout` (reason 'expired'): the session is over whoever made the call. It never shows a
 * toast or reloads the page; the caller decides what the player sees.
 */
async function send<T, R>(method: 'GET' | 'POST', path: string, { body, query, signal }: RequestOptions = {}, pick: (envelope: ApiResponse<T>, response: Response) => R): Promise<R> {
  const gate = fingerprintGate();
  if (gate) await gate;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers: apiHeaders(),
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError' || signal?.aborted) throw new ApiError('aborted', (error as Error).message || 'aborted');
    throw new ApiError('network', i18n.t('common:errors.network'));
  }
  responseListeners.forEach((listener) => listener(response.status));

  let envelope: ApiResponse<T> | null = null;
  try {
    const parsed = (await response.json()) as ApiResponse<T>;
    if (typeof parsed?.success === 'boolean') envelope = parsed;
  } catch {
    // not JSON: handled below as an answer without an envelope
  }

  if (response.status === 401 && readAuthData()) eventBus.emit('auth:logout', { reason: 'expired' });
  if (response.ok && envelope?.success) return pick(envelope, response);

  const message = envelope?.message || i18n.t('common:errors.unexpected');
  // A 200 without an envelope, or whose envelope says `success:false`, is a failure all the same.
  throw new ApiError(response.ok ? 'http' : errorKindOf(response.status), message, response.status, fieldErrorsOf(envelope?.data), envelope?.data ?? null);
}
