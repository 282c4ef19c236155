import type { Mode } from './integrations';

/** The origin of an http(s) URL, or null for anything else (a `javascript:` value, a relative path, garbage). */
export function httpOriginOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A frame base URL made comparable: no trailing slash, no query or fragment; null when it is no http(s) URL. */
export function normalBaseUrl(url: string | null | undefined): string | null {
  if (!httpOriginOf(url)) return null;
  const parsed = new URL(url as string);
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

export interface FrameAddressInput {
  /** The integration's base URL (`betsyUrl` / `betcoUrl`), e.g. `http://localhost:8083/fcg`. */
  baseUrl: string;
  mode: Mode;
  lang: string;
  /** The player's sportsbook token; empty when anonymous. */
  token: string;
  /** The frame's page, e.g. `/match/fb-20261126-3`. */
  path: string;
  /** The site's origin: the frame posts its messages to it and to nothing else. */
  parent: string;
}

/**
 * The frame's address: `{base}/?mode=…&lang=…&token=…&path=…&parent=…`, every value URL-encoded
 * (an anonymous player's token is present and empty).
 */
export function frameAddress({ baseUrl, mode, lang, token, path, parent }: FrameAddressInput): string {
  const query = new URLSearchParams({ mode, lang, token, path, parent });
  return `${baseUrl.replace(/\/+$/, '')}/?${query.toString()}`;
}
