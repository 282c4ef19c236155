import { FINGERPRINT_TIMEOUT_MS, STORAGE_KEYS, readString, writeString } from '@arcadia/shared';

/**
 * Browser properties that stay the same between visits of one browser. Hashing them (instead of
 * storing a random id only) keeps the fingerprint stable when a logout clears local storage.
 */
export function browserTraits(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    /* old engines */
  }
  return [
    nav?.userAgent,
    nav?.language,
    (nav?.languages ?? []).join(','),
    nav?.platform,
    nav?.hardwareConcurrency,
    nav?.maxTouchPoints,
    scr?.width,
    scr?.height,
    scr?.colorDepth,
    timeZone,
    new Date(2024, 0, 1).getTimezoneOffset(),
  ].join('|');
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http test hosts still need an id
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

async function sha256Hex(text: string): Promise<string> {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (!subtle) throw new Error('SubtleCrypto unavailable');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Returns the stored fingerprint, or computes one (SHA-256 of the browser traits; a random UUID
 * when hashing is unavailable or takes longer than 5 s) and stores it.
 */
export async function ensureFingerprint(timeoutMs: number = FINGERPRINT_TIMEOUT_MS): Promise<string> {
  const stored = readString(STORAGE_KEYS.fingerprint);
  if (stored) return stored;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(randomId()), timeoutMs);
  });
  // The traits in a task of their own: the time zone is the page's first use of Intl, which loads
  // its data (~0.1 s on a slow phone), and the caller is the site's startup, already a long task.
  const traits = new Promise<string>((resolve) => setTimeout(() => resolve(browserTraits()), 0));
  const hashed = traits
    .then(sha256Hex)
    .then((hex) => hex.slice(0, 32))
    .catch(() => randomId());
  const fingerprint = await Promise.race([hashed, timeout]);
  clearTimeout(timer);
  writeString(STORAGE_KEYS.fingerprint, fingerprint);
  return fingerprint;
}
