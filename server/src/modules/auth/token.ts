import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token: 32 random bytes (256 bits), base64url, 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issue are exactly 43 base64url characters; anything else is rejected without a lookup. */
export function looksLikeToken(token: string): boolean {
  return token.length === 43 && /^[A-Za-z0-9_-]+$/.test(token);
}

/** A 6-digit one-time code, uniformly drawn (leading zeros allowed). */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are kept hashed and bound to their purpose and player, so a leaked table row reveals nothing reusable elsewhere. */
export function hashCode(purpose: string, playerId: number, code: string): string {
  return createHash('sha256').update(`${purpose}:${playerId}:${code}`).digest('hex');
}

/** A stable public player code: 8 digits, first one non-zero. Uniqueness is the database's job. */
export function newUsercode(): string {
  return String(randomInt(10_000_000, 100_000_000));
}
