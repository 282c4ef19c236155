import type { PlayerSession } from '@arcadia/shared';

/** Fingerprints are long hashes: the first and last characters are enough to tell two apart. */
export function shortenFingerprint(fingerprint: string): string {
  return fingerprint.length > 14 ? `${fingerprint.slice(0, 6)}…${fingerprint.slice(-4)}` : fingerprint;
}

export const isSessionActive = (session: PlayerSession) => !session.revokedAt;

/** Phones and tablets get the phone icon; anything else is a computer. */
export const isMobileDevice = (session: PlayerSession) =>
  /mobile|android|iphone|ipad|tablet|phone/i.test(`${session.device} ${session.userAgent}`);
