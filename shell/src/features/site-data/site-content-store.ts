import { BehaviorSubject } from 'rxjs';
import {
  STORAGE_KEYS,
  api,
  mergeServerTranslations,
  readSiteContent,
  writeJson,
  type SiteContent,
  type SiteOption,
} from '@arcadia/shared';

export type SiteContentStatus = 'loading' | 'ready' | 'failed';

/** The site's content (`GET cms/grouped`); starts from the stored copy so a revisit renders at once. */
export const siteContent$ = new BehaviorSubject<SiteContent | null>(readSiteContent());
export const siteContentStatus$ = new BehaviorSubject<SiteContentStatus>('loading');

/** Applies the stored site content's translations before the first render. */
export function applyStoredSiteContent(): void {
  const stored = readSiteContent();
  if (stored) {
    mergeServerTranslations(stored.translationList);
    siteContent$.next(stored);
  }
}

/**
 * Loads the siteContent, stores it and merges its translations. A failure does not stop start-up:
 * the stored copy, if any, stays in use and the result is `false`.
 */
export async function loadSiteContent(): Promise<boolean> {
  const result = await api.get<SiteContent>('cms/grouped', undefined, { silent: true });
  if (!result.success || !result.data) {
    siteContentStatus$.next('failed');
    return false;
  }
  writeJson(STORAGE_KEYS.siteContent, result.data);
  mergeServerTranslations(result.data.translationList);
  siteContent$.next(result.data);
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
