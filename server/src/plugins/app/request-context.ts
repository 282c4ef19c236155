import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@arcadia/shared/core';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `Locale` header (tr|en); tr when missing or unknown. */
    locale: LanguageCode;
    /** The `Fingerprint` header (device id from the client), or null. */
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

export function parseBearer(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * Per-request context from the headers of spec section 7. The client IP is Fastify's `request.ip`
 * (honouring TRUST_PROXY).
 */
export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LANGUAGE);
    app.decorateRequest('fingerprint', null);
    app.decorateRequest('bearerToken', null);
    app.addHook('onRequest', async (request) => {
      request.locale = parseLocale(request.headers.locale);
      const fingerprint = request.headers.fingerprint;
      request.fingerprint = typeof fingerprint === 'string' && fingerprint.trim() !== '' ? fingerprint.trim().slice(0, 128) : null;
      request.bearerToken = parseBearer(request.headers.authorization);
    });
  },
  { name: 'request-context' },
);
