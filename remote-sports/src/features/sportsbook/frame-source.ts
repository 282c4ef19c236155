import type { AuthData, SiteContent } from '@arcadia/shared';
import { normalBaseUrl } from './frame-address';
import type { Integration } from './integrations';

/** The authData fields of each integration (the contract names fcg's after its old provider, Betsy). */
const AUTH_FIELDS = {
  fcg: { url: 'betsyUrl', token: 'betsyToken' },
  betco: { url: 'betcoUrl', token: 'betcoToken' },
} as const satisfies Record<Integration, { url: keyof AuthData; token: keyof AuthData }>;

/** Site options (`siteOption` of the site content) an operator may set to show the sportsbook to visitors. */
export const SITE_OPTION_KEYS: Record<Integration, string> = {
  fcg: 'sportsbook-fcg-url',
  betco: 'sportsbook-betco-url',
};

/**
 * The last base URLs a signed-in player's authData carried, kept so a visitor who has played here
 * before sees the sportsbook without signing in. A full logout clears local storage, so this only
 * bridges what the site content does not say; it is never trusted beyond being an http(s) URL.
 */
export const REMEMBERED_URLS_KEY = 'sportsbookUrls';

export interface FrameSource {
  /** The integration's frame base URL, normalised; null when no source names one. */
  baseUrl: string | null;
  /** The player's sportsbook token; empty when anonymous. */
  token: string;
}

export const tokenOf = (session: AuthData | null, integration: Integration): string => {
  const token = session?.[AUTH_FIELDS[integration].token];
  return typeof token === 'string' ? token : '';
};

const sessionUrlOf = (session: AuthData | null, integration: Integration): string | null =>
  normalBaseUrl(session?.[AUTH_FIELDS[integration].url] as string | undefined);

function siteOptionUrlOf(content: SiteContent | null, integration: Integration): string | null {
  const options = Array.isArray(content?.siteOption) ? content.siteOption : [];
  const option = options.find((o) => o?.key === SITE_OPTION_KEYS[integration] && o.status !== false);
  return normalBaseUrl(typeof option?.value === 'string' ? option.value.trim() : null);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, a sandboxed frame)
  }
}

function readRemembered(): Partial<Record<Integration, unknown>> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(REMEMBERED_URLS_KEY) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Partial<Record<Integration, unknown>>) : {};
  } catch {
    return {};
  }
}

/** Keeps the signed-in player's base URLs for a later anonymous visit (see `REMEMBERED_URLS_KEY`). */
export function rememberUrls(session: AuthData | null): void {
  const fcg = sessionUrlOf(session, 'fcg');
  const betco = sessionUrlOf(session, 'betco');
  if (!fcg && !betco) return;
  const before = readRemembered();
  if (before.fcg === fcg && before.betco === betco) return;
  try {
    storage()?.setItem(REMEMBERED_URLS_KEY, JSON.stringify({ fcg, betco }));
  } catch {
    // a full storage only costs the anonymous fallback
  }
}

/**
 * Where the frame of an integration is served from: the signed-in player's authData, else the site
 * content's option (what an operator sets for visitors), else the URL remembered from the player's
 * last session. There is no public endpoint for it: with none of these, the page says the sportsbook
 * is unavailable.
 */
export function resolveFrameSource(integration: Integration, session: AuthData | null, content: SiteContent | null): FrameSource {
  const remembered = readRemembered()[integration];
  const baseUrl =
    sessionUrlOf(session, integration) ??
    siteOptionUrlOf(content, integration) ??
    normalBaseUrl(typeof remembered === 'string' ? remembered : null);
  return { baseUrl, token: tokenOf(session, integration) };
}
