import { BehaviorSubject } from 'rxjs';
import {
  STORAGE_KEYS,
  api,
  mergeServerTranslations,
  readBootstrap,
  writeJson,
  type Bootstrap,
  type SiteOption,
} from '@arcadia/shared';

export type BootstrapStatus = 'loading' | 'ready' | 'failed';

/** The site's bootstrap (`GET cms/grouped`); starts from the stored copy so a revisit renders at once. */
export const bootstrap$ = new BehaviorSubject<Bootstrap | null>(readBootstrap());
export const bootstrapStatus$ = new BehaviorSubject<BootstrapStatus>('loading');

/** Applies the stored bootstrap's translations before the first render. */
export function applyStoredBootstrap(): void {
  const stored = readBootstrap();
  if (stored) {
    mergeServerTranslations(stored.translationList);
    bootstrap$.next(stored);
  }
}

/**
 * Loads the bootstrap, stores it and merges its translations. A failure does not stop start-up:
 * the stored copy, if any, stays in use and the result is `false`.
 */
export async function loadBootstrap(): Promise<boolean> {
  const result = await api.get<Bootstrap>('cms/grouped', undefined, { silent: true });
  if (!result.success || !result.data) {
    bootstrapStatus$.next('failed');
    return false;
  }
  writeJson(STORAGE_KEYS.bootstrap, result.data);
  mergeServerTranslations(result.data.translationList);
  bootstrap$.next(result.data);
  bootstrapStatus$.next('ready');
  return true;
}

/** The value of an active site option, or `null` when it is missing, disabled or empty. */
export function siteOptionValue(options: SiteOption[] | undefined | null, key: string): string | null {
  const option = options?.find((o) => o.key === key);
  if (!option || option.status === false) return null;
  const value = option.value?.trim();
  return value ? value : null;
}
