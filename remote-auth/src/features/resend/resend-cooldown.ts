import { RESEND_TIMER_SECONDS, isApiError } from '@arcadia/shared';

/**
 * When a new code may be asked for again, per limit subject ("sms:account:ayse",
 * "sms:to:905321234567", "reset:ayse"), kept outside any dialog and in the tab's sessionStorage,
 * so it survives a reload too. The server limits sends per account and per destination, so a
 * countdown must survive going back to change the number, leaving a step, closing the dialog or
 * reloading the page: the button stays disabled as long as the server would refuse.
 */
const STORAGE_KEY = 'arcadia:code-cooldowns';
const listeners = new Set<() => void>();

function readAll(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // storage refused: the countdown lasts until a reload, and the server still refuses early sends
  }
}

/** Milliseconds until every one of `keys` may send again; 0 when they all may. */
export function cooldownMs(keys: readonly string[], now = Date.now()): number {
  const all = readAll();
  return Math.max(0, ...keys.map((key) => (typeof all[key] === 'number' ? all[key] : 0) - now));
}

/** Starts (or replaces) the wait of `keys`: after a send, or with the server's own answer to a refused one. */
export function startCooldown(keys: readonly string[], seconds: number): void {
  const now = Date.now();
  const until = now + seconds * 1000;
  // Waits already over are dropped, so the stored list stays short.
  const all = Object.fromEntries(Object.entries(readAll()).filter(([, at]) => at > now));
  for (const key of keys) all[key] = until;
  writeAll(all);
  listeners.forEach((listener) => listener());
}

export function onCooldownChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets every wait (tests start from a fresh page). */
export function clearCooldowns(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
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
