import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The demo partners' request signing (DemoPay both ways, the studio's and the sportsbook's wallet
 * calls, the operator's calls to the sportsbook):
 *   X-Signature-Timestamp: <unix seconds>
 *   X-Signature: sha256=<hex HMAC-SHA256(key, `${timestamp}.${rawBody}`)>
 * A timestamp more than 5 minutes from the receiver's clock is refused, so a captured request cannot
 * be replayed later and a retried call is signed afresh each time. The partners are other companies
 * than the operator: this is their own copy, never the site's code.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The signature headers of `rawBody`.
 * @param {string} secret
 * @param {string} rawBody
 * @param {number} [timestamp] unix seconds
 * @returns {Record<string, string>}
 */
export function signBody(secret, rawBody, timestamp = nowInSeconds()) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: `sha256=${digest}` };
}

/**
 * True when the headers carry a valid signature of `rawBody` made within 5 minutes of `nowSeconds`.
 * @param {string} secret
 * @param {string} rawBody
 * @param {Record<string, string | string[] | undefined>} headers lower-case names, as Node gives them
 * @param {number} [nowSeconds]
 */
export function verifySignature(secret, rawBody, headers, nowSeconds = nowInSeconds()) {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signBody(secret, rawBody, Number(timestamp))[SIGNATURE_HEADER] ?? '');
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
