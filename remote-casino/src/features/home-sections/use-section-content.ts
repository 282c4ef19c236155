import { useEffect, useState } from 'react';
import { getSiteContent, useSiteContent, type SiteContent } from '@arcadia/shared';

/**
 * How long a section waits for the shell's site content before it says it failed: long enough for
 * a slow answer, short enough that a player is not left looking at grey boxes.
 */
export const SECTION_TIMEOUT_MS = 8000;

export interface SectionContent {
  /** The shell's site content, or the one a retry of this section fetched. */
  content: SiteContent | null;
  /** No content after the timeout (or after a failed retry): the section shows its error. */
  failed: boolean;
  retry: () => void;
}

/**
 * The site content a home section renders, with its failure: the shell loads it at start-up and
 * these sections only read it, but a section cannot tell a slow answer from none, so it waits
 * SECTION_TIMEOUT_MS; its retry asks `cms/grouped` itself and renders what that returns.
 */
export function useSectionContent(): SectionContent {
  const shared = useSiteContent();
  const [fetched, setFetched] = useState<SiteContent | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const content = shared ?? fetched;

  useEffect(() => {
    if (content || timedOut) return undefined;
    const timer = setTimeout(() => setTimedOut(true), SECTION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [content, timedOut]);

  const retry = () => {
    setRetrying(true);
    getSiteContent()
      .then(setFetched, () => undefined)
      .finally(() => setRetrying(false));
  };

  return { content, failed: !content && timedOut && !retrying, retry };
}
