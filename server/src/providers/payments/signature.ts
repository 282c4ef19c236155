import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing between the site and its payment provider, both ways:
 *   X-Signature-Timestamp: <unix seconds>
 *   X-Signature: sha256=<hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`)>
 * A request whose timestamp is more than 5 minutes from now is refused (a captured request
 * cannot be replayed later); the receiver's idempotency by event id covers replays within it.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

export function signBody(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: `sha256=${digest}` };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
};

/** True when the headers carry a valid signature of `rawBody` made within 5 minutes of `nowSeconds`. */
export function verifySignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = header(headers, TIMESTAMP_HEADER);
  const signature = header(headers, SIGNATURE_HEADER);
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signBody(secret, rawBody, Number(timestamp))[SIGNATURE_HEADER]!);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
