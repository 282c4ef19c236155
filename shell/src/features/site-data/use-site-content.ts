import { useBehaviorSubject, useSiteContent } from '@arcadia/shared';
import { siteContentStatus$, siteOptionValue, type SiteContentStatus } from './site-content-store';

export { useSiteContent };
export const useSiteContentStatus = (): SiteContentStatus => useBehaviorSubject(siteContentStatus$);

/** One site option's value (`null` when not set). */
export function useSiteOption(key: string): string | null {
  const siteContent = useSiteContent();
  return siteOptionValue(siteContent?.siteOption, key);
}
