import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signature of every call between the site and its partners, both ways (studio → site
 * wallet, sportsbook → site wallet, site → sportsbook operator API, site ↔ payment provider):
 *
 *   X-Signature-Timestamp: <unix seconds>
 *   X-Signature: v2=<hex HMAC-SHA256(key, timestamp + "\n" + METHOD + "\n" + path + "\n" + hex SHA-256(raw body))>
 *
 * METHOD is upper case; path is the request's path as sent, with its query string if any; a request
 * without a body signs the hash of the empty string. So a signature is good for one method, one
 * path (one provider, one match, one action) and one body only, and for 5 minutes either side of
 * the receiver's clock. The old `sha256=` form (timestamp and body only) is refused.
 *
 * Rotation: a key setting may hold `new,old`. The sender signs with the first key; the receiver
 * accepts a signature made with any of them. A sender may also send several `v2=` values separated
 * by commas: one that verifies is enough.
 *
 * Browser-free and dependency-free plain JavaScript, so the site (TypeScript) and the demo partners
 * (Node without a build) run this same file and cannot drift.
 */

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';
export const SIGNATURE_VERSION = 'v2';
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;
const TIMESTAMP = /^\d{1,12}$/;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The keys of a setting: `"new,old"` (or one key, or a list) → `['new', 'old']`, blanks dropped.
 * @param {string | readonly string[] | null | undefined} keys
 * @returns {string[]}
 */
export function signingKeys(keys) {
  if (keys === null || keys === undefined) return [];
  const list = typeof keys === 'string' ? keys.split(',') : keys.flatMap((key) => key.split(','));
  return list.map((key) => key.trim()).filter((key) => key.length > 0);
}

/**
 * The text that is signed.
 * @param {number | string} timestamp unix seconds
 * @param {string} method
 * @param {string} path with its query string, as sent
 * @param {string} body the raw body ('' for none)
 */
export function stringToSign(timestamp, method, path, body) {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return `${timestamp}\n${method.toUpperCase()}\n${path}\n${bodyHash}`;
}

/**
 * The hex HMAC of one request with one key.
 * @param {string} key
 * @param {number | string} timestamp
 * @param {string} method
 * @param {string} path
 * @param {string} body
 */
export function signatureOf(key, timestamp, method, path, body) {
  return createHmac('sha256', key).update(stringToSign(timestamp, method, path, body), 'utf8').digest('hex');
}

/**
 * The signature headers of a request, signed with the first of `keys`.
 * @param {string | readonly string[]} keys
 * @param {{ method: string, path: string, body?: string | null }} request
 * @param {number} [timestamp] unix seconds
 * @returns {Record<string, string>}
 */
export function signRequest(keys, { method, path, body }, timestamp = nowInSeconds()) {
  const [key] = signingKeys(keys);
  if (!key) throw new Error('no key to sign with');
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: `${SIGNATURE_VERSION}=${signatureOf(key, timestamp, method, path, body ?? '')}` };
}

/**
 * True when `headers` carry a `v2` signature of this method, path and body made with one of `keys`
 * within 5 minutes of `nowSeconds`. Never throws.
 * @param {string | readonly string[]} keys
 * @param {{ method: string, path: string, body?: string | null, headers: Record<string, string | string[] | undefined> }} request
 * @param {number} [nowSeconds]
 */
export function verifyRequest(keys, { method, path, body, headers }, nowSeconds = nowInSeconds()) {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !TIMESTAMP.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
  const given = signature
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${SIGNATURE_VERSION}=`))
    .map((part) => part.slice(SIGNATURE_VERSION.length + 1).toLowerCase())
    .filter((hex) => HEX_SIGNATURE.test(hex))
    .map((hex) => Buffer.from(hex, 'hex'));
  if (given.length === 0) return false;
  const text = stringToSign(timestamp, method, path, body ?? '');
  let valid = false;
  for (const key of signingKeys(keys)) {
    const expected = createHmac('sha256', key).update(text, 'utf8').digest();
    // Every candidate is compared with every key (no early exit on the secret's bytes).
    for (const candidate of given) valid = timingSafeEqual(candidate, expected) || valid;
  }
  return valid;
}

/**
 * Signature headers a receiver must refuse although they sit beside a genuine signature or
 * timestamp: a timestamp that is no whole number of seconds, a `v2=` that is no signature, another
 * version, a cut signature, 5,000 commas, 8 KB. One list for every receiver's tests (the wallet, the
 * payment callback, the sportsbook's operator API), so each is tried with all of them.
 * @param {string} timestamp the genuine timestamp header
 * @param {string} signature the genuine signature header (`v2=<hex>`)
 * @returns {[timestamp: string, signature: string][]}
 */
export function garbledSignatureHeaders(timestamp, signature) {
  const hex = signature.slice(SIGNATURE_VERSION.length + 1);
  return [
    ['abc', signature],
    ['-1', signature],
    ['', signature],
    ['99999999999999999999', signature],
    [`${timestamp}.0`, signature],
    [`+${timestamp}`, signature],
    [`${timestamp}e0`, signature],
    [timestamp, `${SIGNATURE_VERSION}=`],
    [timestamp, `${SIGNATURE_VERSION}=zz`],
    [timestamp, `V2=${hex}`],
    [timestamp, `v1=${hex}`],
    [timestamp, `${SIGNATURE_VERSION}= ${hex}`],
    [timestamp, signature.slice(0, -1)],
    [timestamp, ','.repeat(5000)],
    [timestamp, `${SIGNATURE_VERSION}=${'a'.repeat(8000)}`],
    [timestamp, `${`${SIGNATURE_VERSION}=00,`.repeat(1000)}${SIGNATURE_VERSION}=zz`],
  ];
}
