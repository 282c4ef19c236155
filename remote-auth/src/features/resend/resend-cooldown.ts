import { RESEND_TIMER_SECONDS, isApiError } from '@arcadia/shared';

/**
 * When a new code may be asked for again, per limit subject ("sms:account:ayse",
 * "sms:to:905321234567", "reset:ayse"), kept for the page's life outside any dialog. The server
 * limits sends per account and per destination, so a countdown must survive going back to change
 * the number, leaving a step or closing the dialog: the button stays disabled as long as the
 * server would refuse.
 */
const availableAt = new Map<string, number>();
const listeners = new Set<() => void>();

/** Milliseconds until every one of `keys` may send again; 0 when they all may. */
export function cooldownMs(keys: readonly string[], now = Date.now()): number {
  return Math.max(0, ...keys.map((key) => (availableAt.get(key) ?? 0) - now));
}

/** Starts (or replaces) the wait of `keys`: after a send, or with the server's own answer to a refused one. */
export function startCooldown(keys: readonly string[], seconds: number): void {
  const until = Date.now() + seconds * 1000;
  for (const key of keys) availableAt.set(key, until);
  listeners.forEach((listener) => listener());
}

export function onCooldownChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets every wait (tests start from a fresh page). */
export function clearCooldowns(): void {
  availableAt.clear();
  listeners.forEach((listener) => listener());
}

/**
 * How long the server said to wait before asking again: `data.retryAfterSeconds` of its 429.
 * A 429 without it is the per-minute send limit, which never lasts longer than a full countdown.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  const data = (error as { data?: { retryAfterSeconds?: unknown } } | null)?.data;
  if (typeof data?.retryAfterSeconds === 'number' && data.retryAfterSeconds > 0) return data.retryAfterSeconds;
  return isApiError(error) && error.status === 429 ? RESEND_TIMER_SECONDS : null;
}
