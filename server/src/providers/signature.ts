/**
 * The signature of every call between the site and its partners, both ways (studio and sportsbook
 * → the seamless wallet, the site → the sportsbook's operator API, the site ↔ the payment provider):
 * `@arcadia/shared/signing`, the same file the demo partners sign and verify with.
 *
 *   X-Signature-Timestamp: <unix seconds>                       refused beyond 5 minutes
 *   X-Signature: v2=<hex HMAC-SHA256(key, timestamp + "\n" + METHOD + "\n" + path + "\n" + hex SHA-256(raw body))>
 *
 * Keys are per partner and direction (see SECURITY.md); a setting may hold `new,old`: the site signs
 * with the first and accepts either.
 */
import type { FastifyRequest } from 'fastify';
import { verifyRequest } from '@arcadia/shared/signing';

export {
  SIGNATURE_HEADER,
  SIGNATURE_MAX_AGE_SECONDS,
  TIMESTAMP_HEADER,
  signRequest,
  signingKeys,
  stringToSign,
  verifyRequest,
  type ReceivedRequest,
  type SignedRequestTarget,
} from '@arcadia/shared/signing';

/** True when a request the site received is signed `v2` with one of `keys` over its method, its URL as sent and `rawBody`. */
export function verifyReceived(keys: string, request: FastifyRequest, rawBody: string): boolean {
  return verifyRequest(keys, { method: request.method, path: request.url, body: rawBody, headers: request.headers as Record<string, string | string[] | undefined> });
}

/** The path with the query of a URL the site calls, as it is sent (what the signature covers). */
export function pathOf(url: string | URL): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return parsed.pathname + parsed.search;
}
