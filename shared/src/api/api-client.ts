import type { ApiResponse } from '../model/types';
import { eventBus } from '../bus/event-bus';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readAuthData, readLanguage, readString, removeKey, writeString } from '../storage/local-store';
import { FORBIDDEN_RELOAD_DELAY_MS, MAX_RELOAD_ATTEMPTS } from '../config/constants';
import { i18n } from '../i18n/i18n';

/** An envelope plus the HTTP status it came with (0 when the network failed). */
export type ApiResult<T> = ApiResponse<T> & { status: number };

export interface RequestOptions {
  /** Do not toast a `success:false` answer (background polling, startup). */
  silent?: boolean;
  signal?: AbortSignal;
}

type Query = Record<string, string | number | boolean | undefined | null>;

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

/** 403: reload after 1 s, at most 3 times in a row; any other outcome clears the counter. */
function handleForbidden(): void {
  const attempts = Number(readString(STORAGE_KEYS.reloadAttempts) ?? 0);
  if (attempts >= MAX_RELOAD_ATTEMPTS) {
    removeKey(STORAGE_KEYS.reloadAttempts);
    return;
  }
  writeString(STORAGE_KEYS.reloadAttempts, String(attempts + 1));
  setTimeout(() => window.location.reload(), FORBIDDEN_RELOAD_DELAY_MS);
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, query: Query | undefined, options: RequestOptions): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers: apiHeaders(),
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    const aborted = (error as Error)?.name === 'AbortError';
    const result: ApiResult<T> = { success: false, message: i18n.t('common:errors.network'), data: null as T, status: 0 };
    if (!options.silent && !aborted) eventBus.emit('toast', { kind: 'error', message: result.message });
    return result;
  }

  if (response.status === 403) handleForbidden();
  else removeKey(STORAGE_KEYS.reloadAttempts);

  let envelope: ApiResponse<T>;
  try {
    envelope = (await response.json()) as ApiResponse<T>;
    if (typeof envelope?.success !== 'boolean') throw new Error('not an envelope');
  } catch {
    envelope = { success: false, message: i18n.t('common:errors.unexpected'), data: null as T };
  }
  if (!response.ok && envelope.success) envelope = { ...envelope, success: false };

  if (response.status === 401 && readAuthData()) eventBus.emit('auth:logout', { reason: 'expired' });
  if (!envelope.success && !options.silent && envelope.message) {
    eventBus.emit('toast', { kind: 'error', message: envelope.message });
  }
  return { ...envelope, status: response.status };
}

/** The one API client. It never throws: failures come back as `success:false` with a message. */
export const api = {
  get: <T>(path: string, query?: Query, options: RequestOptions = {}) => request<T>('GET', path, undefined, query, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, undefined, options),
};
