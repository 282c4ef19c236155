import Bowser from 'bowser';

/**
 * A short human label for a session's device ("Chrome on Windows", "Safari on iPhone"),
 * shown in the session history.
 *
 * The user agent is whatever the client sends (up to the server's header limit, 16 KB), so it is
 * cut to `USER_AGENT_PARSE_LIMIT` characters before parsing: every real browser's fits, and the
 * parser (bowser) never sees more than that however the header is built. A home-made regex here
 * once took 280 ms on a crafted 16 KB header.
 */
export const USER_AGENT_PARSE_LIMIT = 512;

/** bowser's names, shortened to what fits a session card. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Yandex Browser': 'Yandex',
  'Chromium': 'Chrome',
};
const SYSTEM_NAMES: Record<string, string> = { 'Chrome OS': 'ChromeOS' };

export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_PARSE_LIMIT);
  if (ua.trim() === '') return 'Unknown device';
  const parsed = Bowser.parse(ua);
  const browserName = parsed.browser.name ?? '';
  const browser = BROWSER_NAMES[browserName] ?? (browserName || undefined);
  const model = parsed.platform.model;
  const osName = parsed.os.name ?? '';
  const system = model === 'iPhone' || model === 'iPad' ? model : SYSTEM_NAMES[osName] ?? (osName || undefined);
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  // Non-browser clients (scripts, apps): the product token, e.g. "node" or "curl/8.5.0" → "curl".
  const product = /^([A-Za-z][\w.-]{0,30})/.exec(ua)?.[1];
  return product ?? 'Unknown device';
}
