import { useBehaviorSubject, type SiteContent } from '@arcadia/shared';
import { siteContent$, siteContentStatus$, siteOptionValue, type SiteContentStatus } from './site-content-store';

/** The current site content (`null` until the first one arrives on a first visit). */
export const useSiteContent = (): SiteContent | null => useBehaviorSubject(siteContent$);
export const useSiteContentStatus = (): SiteContentStatus => useBehaviorSubject(siteContentStatus$);

/** One site option's value (`null` when not set). */
export function useSiteOption(key: string): string | null {
  const siteContent = useSiteContent();
  return siteOptionValue(siteContent?.siteOption, key);
}
