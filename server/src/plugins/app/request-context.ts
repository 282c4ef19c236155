import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@arcadia/shared/core';
import { ApiError } from './api-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `Locale` header (tr|en); tr when missing or unknown. */
    locale: LanguageCode;
    /** The `Fingerprint` header (device id from the client), or null; see `parseFingerprint`. */
    fingerprint: string | null;
    /** The `Authorization: Bearer` token, or null. */
    bearerToken: string | null;
  }
}

/** Reads a `Locale` header value such as `en`, `EN`, `en-GB` or `tr-TR`. */
export function parseLocale(header: unknown): LanguageCode {
  const raw = typeof header === 'string' ? header.trim().toLowerCase().slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(raw) ? (raw as LanguageCode) : DEFAULT_LANGUAGE;
}

/**
 * A device fingerprint is 1 to 128 visible ASCII characters (the client sends a SHA-256 in hex or a
 * UUID). Missing or blank is null; anything else (spaces, control or non-ASCII characters, longer)
 * is `undefined`: the request is refused rather than the value cut or cleaned into someone else's.
 */
export function parseFingerprint(header: unknown): string | null | undefined {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const value = header.trim();
  return /^[\x21-\x7e]{1,128}$/.test(value) ? value : undefined;
}

/** The longest user agent kept: parsers and the sessions table see at most this much. */
export const USER_AGENT_MAX_LENGTH = 512;

/** A user agent fit to store and parse: control characters (C0, DEL, C1) removed, cut at 512 characters. */
export function cleanUserAgent(header: unknown): string {
  if (typeof header !== 'string') return '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return header.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim().slice(0, USER_AGENT_MAX_LENGTH);
}

const invalidFingerprint = { tr: 'Cihaz kimliği (Fingerprint başlığı) geçersiz.', en: 'The device id (Fingerprint header) is invalid.' };

export function parseBearer(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * Per-request context from the headers (Bearer token, locale, fingerprint). The client IP is
 * Fastify's `request.ip` (honouring TRUST_PROXY).
 */
export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LANGUAGE);
    app.decorateRequest('fingerprint', null);
    app.decorateRequest('bearerToken', null);
    app.addHook('onRequest', async (request) => {
      request.locale = parseLocale(request.headers.locale);
      request.bearerToken = parseBearer(request.headers.authorization);
      // Rewritten in place, so every reader (sessions, device labels, logs) sees the cleaned value.
      if (request.headers['user-agent'] !== undefined) request.headers['user-agent'] = cleanUserAgent(request.headers['user-agent']);
      const fingerprint = parseFingerprint(request.headers.fingerprint);
      if (fingerprint === undefined) throw new ApiError(400, invalidFingerprint);
      request.fingerprint = fingerprint;
    });
  },
  { name: 'request-context' },
);
