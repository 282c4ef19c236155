/**
 * What went wrong with an API call, by what the caller can do about it:
 * - `aborted`: the caller cancelled (page left, query replaced); show nothing.
 * - `network`: no answer at all (offline, DNS, CORS); retrying may help.
 * - `unauthorized` (401): the session is gone; the client has already emitted `auth:logout`.
 * - `forbidden` (403), `not-found` (404), `rate-limited` (429).
 * - `validation` (400, 422): the request was refused; `fieldErrors` says which fields, when the server says.
 * - `server` (5xx): the server failed; its message is a generic text.
 * - `http`: any other refusal, or an answer that is not the `{success, message, data}` envelope.
 */
export type ApiErrorKind = 'aborted' | 'network' | 'unauthorized' | 'forbidden' | 'not-found' | 'validation' | 'rate-limited' | 'server' | 'http';

export function errorKindOf(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 400 || status === 422) return 'validation';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'http';
}

/** A failed API call: the API client throws it, so a resolved call always carries typed data. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The player-facing text: the server's envelope message, or the client's own for network failures. */
    message: string,
    /** The HTTP status; 0 when no answer arrived. */
    readonly status = 0,
    /** The server's text per field (`data.errors` of a validation failure), empty when it sent none. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /** The failure envelope's `data` (e.g. `retryAfterSeconds` of a 429, `attemptsLeft` of a refused login); null when none. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** `data.errors` of a failure envelope when it is a map of texts; anything else is no field errors. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
