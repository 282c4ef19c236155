import type { LanguageCode } from '../config/constants';

/**
 * The messages between the site and a sportsbook frame (fcg, betco), posted with `postMessage` as
 * plain objects. Both sides post with the other's exact origin and accept only from it; the site
 * also accepts only from the frame's own window.
 */

/** What the frame tells the site. */
export type SportsbookFrameMessage =
  /** The frame's content height in px: the site sizes the frame to it, so it never scrolls inside. */
  | { type: 'size'; height: number }
  /** The frame's page changed (`/match/fb-20261126-3`): the site's address follows it. */
  | { type: 'route'; path: string }
  /** Open the site's login, registration or deposit dialog. */
  | { type: 'login' }
  | { type: 'register' }
  | { type: 'deposit' }
  /** A slip was accepted; `stake` in lira. */
  | { type: 'betPlaced'; slipId: string; stake: number }
  /** A stake was refused for the balance: the site offers a deposit. */
  | { type: 'notEnoughBalance' };

/** What the site tells the frame. */
export type SportsbookSiteMessage =
  /** The playable balance in lira, after every change. */
  | { type: 'balance'; amount: number }
  /** The player signed in: the frame switches to this sportsbook token without a reload. */
  | { type: 'loggedIn'; token: string }
  | { type: 'loggedOut' }
  /** The site's language changed. */
  | { type: 'locale'; locale: LanguageCode }
  /**
   * The site listens (again): the frame answers with its `size` whether or not it changed. Sent when
   * the frame's page has loaded and whenever the site's listener is attached anew, so a first `size`
   * the site missed (posted while its page was hidden by a loading part, or before it listened)
   * never leaves the frame waiting to be shown.
   */
  | { type: 'hello' };

export type SportsbookFrameMessageType = SportsbookFrameMessage['type'];

/** Bounds of what a frame may say: a page is never taller, a path never longer, a stake never larger. */
export const SPORTSBOOK_MESSAGE_LIMITS = {
  maxHeightPx: 100_000,
  maxPathLength: 2048,
  maxSlipIdLength: 128,
  maxStake: 1_000_000_000,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** C0 and C1 controls and DEL: nothing a page path or an id carries, and what hides a redirect or forges a log line. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * A path inside the frame: starts with one `/` (so it can never name another host, as `//evil.example`
 * or `/\evil.example` would), no control characters, bounded length.
 */
function isFramePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= SPORTSBOOK_MESSAGE_LIMITS.maxPathLength &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !hasControlCharacter(value)
  );
}

/** A slip id as a non-empty string, or a positive whole number the frame may send instead (kept as its string). */
function slipIdOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const id = value.trim();
    return id && id.length <= SPORTSBOOK_MESSAGE_LIMITS.maxSlipIdLength && !hasControlCharacter(id) ? id : null;
  }
  return Number.isSafeInteger(value) && (value as number) > 0 ? String(value) : null;
}

/**
 * Reads one message a sportsbook frame posted: the typed message, or `null` for anything else (not
 * a plain object, an unknown `type`, a missing or mistyped field, a value out of bounds). Only the
 * fields of the contract are kept, so nothing else the sender put in the object travels further.
 */
export function parseSportsbookMessage(data: unknown): SportsbookFrameMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'size': {
      const { height } = data;
      if (!finite(height) || height < 0 || height > SPORTSBOOK_MESSAGE_LIMITS.maxHeightPx) return null;
      return { type: 'size', height };
    }
    case 'route':
      return isFramePath(data.path) ? { type: 'route', path: data.path } : null;
    case 'login':
    case 'register':
    case 'deposit':
    case 'notEnoughBalance':
      return { type: data.type };
    case 'betPlaced': {
      const slipId = slipIdOf(data.slipId);
      const { stake } = data;
      if (slipId === null || !finite(stake) || stake < 0 || stake > SPORTSBOOK_MESSAGE_LIMITS.maxStake) return null;
      return { type: 'betPlaced', slipId, stake };
    }
    default:
      return null;
  }
}
