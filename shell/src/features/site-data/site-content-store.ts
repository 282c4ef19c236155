import { BehaviorSubject } from 'rxjs';
import { writeSiteContent } from '@arcadia/shared/shell';
import {
  STORAGE_KEYS,
  getSiteContent,
  mergeServerTranslations,
  readSiteContent,
  siteContent,
  writeJson,
  type SiteContent,
  type SiteOption,
} from '@arcadia/shared';
import { readServedSiteContent } from './served-content';

export type SiteContentStatus = 'loading' | 'ready' | 'failed';

/**
 * The content to render before `cms/grouped` answers: the copy served with the page (fresh, and
 * there on a first visit), else the stored one, so the first render already holds every section
 * and nothing is inserted above the player's view later.
 */
const initialSiteContent = (): SiteContent | null => readServedSiteContent() ?? readSiteContent();

export const siteContentStatus$ = new BehaviorSubject<SiteContentStatus>('loading');

/**
 * Starts the site's content (shared's read-only `siteContent`) from the served or stored copy, with
 * its translations, before the first render, so the page renders complete at once.
 */
export function applyStoredSiteContent(): void {
  const initial = initialSiteContent();
  if (initial) {
    mergeServerTranslations(initial.translationList);
    writeSiteContent(initial);
  }
}

const sameContent = (a: SiteContent | null, b: SiteContent) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Loads the siteContent, stores it and merges its translations. A failure does not stop start-up:
 * the stored copy, if any, stays in use and the result is `false`.
 */
export async function loadSiteContent(): Promise<boolean> {
  const content = await getSiteContent().catch(() => null);
  if (!content) {
    siteContentStatus$.next('failed');
    return false;
  }
  writeJson(STORAGE_KEYS.siteContent, content);
  // Usually what the page came with: a second render of every section would only cost time.
  if (!sameContent(siteContent.get(), content)) {
    mergeServerTranslations(content.translationList);
    writeSiteContent(content);
  }
  siteContentStatus$.next('ready');
  return true;
}

/** The value of an active site option, or `null` when it is missing, disabled or empty. */
export function siteOptionValue(options: SiteOption[] | undefined | null, key: string): string | null {
  const option = options?.find((o) => o.key === key);
  if (!option || option.status === false) return null;
  const value = option.value?.trim();
  return value ? value : null;
}
