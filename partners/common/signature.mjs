/**
 * The demo partners' request signing (DemoPay both ways, the studio's and the sportsbook's wallet
 * calls, the operator's calls to the sportsbook): the `v2` signature of `@arcadia/shared/signing`,
 * the same file the site signs and verifies with, so the two sides cannot drift.
 *
 *   X-Signature-Timestamp: <unix seconds>
 *   X-Signature: v2=<hex HMAC-SHA256(key, timestamp + "\n" + METHOD + "\n" + path + "\n" + hex SHA-256(raw body))>
 *
 * A timestamp more than 5 minutes from the receiver's clock is refused, so a captured request cannot
 * be replayed later and a retried call is signed afresh each time. A key setting may hold `new,old`:
 * a partner signs with the first and accepts either.
 */
export {
  SIGNATURE_HEADER,
  SIGNATURE_MAX_AGE_SECONDS,
  TIMESTAMP_HEADER,
  signRequest,
  signingKeys,
  stringToSign,
  verifyRequest,
} from '@arcadia/shared/signing';
