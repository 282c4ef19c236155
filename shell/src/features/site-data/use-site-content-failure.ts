import { useCallback, useEffect, useState } from 'react';
import { useSiteContent } from '@arcadia/shared';
import { loadSiteContent, siteContentStatus$ } from './site-content-store';
import { useSiteContentStatus } from './use-site-content';

/** How long a section waits for the site content before it says it failed (a hung answer never fails by itself). */
export const SITE_CONTENT_TIMEOUT_MS = 8000;

/**
 * For a section that renders from the site content: `failed` once there is none and its load failed
 * or took longer than SITE_CONTENT_TIMEOUT_MS; `retry` loads it again (and waits afresh).
 */
export function useSiteContentFailure(): { failed: boolean; retry: () => void } {
  const content = useSiteContent();
  const status = useSiteContentStatus();
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (content) return undefined;
    const timer = setTimeout(() => setTimedOut(true), SITE_CONTENT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [content, attempt]);

  const retry = useCallback(() => {
    setTimedOut(false);
    setAttempt((n) => n + 1);
    siteContentStatus$.next('loading');
    void loadSiteContent();
  }, []);

  return { failed: !content && (status === 'failed' || timedOut), retry };
}
