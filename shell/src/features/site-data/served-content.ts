import { readLanguage, type SiteContent } from '@arcadia/shared';

/** Id of the JSON block the server puts into the home page's HTML (server/src/site/first-screen.ts). */
export const SITE_CONTENT_ELEMENT_ID = 'arc-site-content';

/**
 * The site content the server delivered with the page, when it is in the player's language (the
 * server writes the default language; a player who chose another one waits for `cms/grouped`).
 * `null` when the page came without it (another route, a static deployment) or it is unreadable.
 */
export function readServedSiteContent(doc: Document = document): SiteContent | null {
  const text = doc.getElementById(SITE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const content = JSON.parse(text) as SiteContent;
    return content?.language?.locale === readLanguage() ? content : null;
  } catch {
    return null;
  }
}
