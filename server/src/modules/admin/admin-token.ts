import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Constant-time comparison of a presented admin token with the configured one. Both sides are
 * hashed first, so the comparison takes the same time whatever the presented length.
 */
export function adminTokenMatches(presented: string | null, configured: string): boolean {
  if (presented === null) return false;
  return timingSafeEqual(digest(presented), digest(configured));
}

/**
 * Who used the admin API, as the audit trail and the logs name it: the first 8 hex digits of the
 * token's SHA-256. It tells tokens apart (the configured one, a stale one, guesses) and says nothing
 * usable about the token itself.
 */
export function adminTokenId(token: string): string {
  return digest(token).toString('hex').slice(0, 8);
}
