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
