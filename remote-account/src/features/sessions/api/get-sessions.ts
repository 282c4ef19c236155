import { api, useApiQuery } from '@arcadia/shared';

/** One login of the player (`GET customer/sessions`, newest first). */
export interface PlayerSession {
  id: number | string;
  /** ISO time of the login. */
  createdAt: string;
  lastSeenAt: string | null;
  ip: string;
  userAgent: string;
  device: string;
  fingerprint: string;
  /** The session this browser is using. */
  current: boolean;
  /** Set once the session was logged out or revoked. */
  revokedAt: string | null;
}

// Silent: the page shows the failure itself, with a retry.
export const getSessions = (signal?: AbortSignal) =>
  api.get<PlayerSession[]>('customer/sessions', undefined, { silent: true, signal });

export const useSessions = () => useApiQuery(getSessions);
