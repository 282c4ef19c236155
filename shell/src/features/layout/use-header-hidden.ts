import { useEffect, useState } from 'react';
import { HEADER_HIDE_SCROLL_PX } from '@arcadia/shared';

/**
 * The header slides up once the page is scrolled beyond 100 px and comes back as soon as the
 * player scrolls back up.
 *
 * `scrollY` is read in scroll events only, never at mount: read right after the first page's
 * commit it forces the browser to lay out the whole new page inside React's task (a quarter of a
 * second on a slow phone), where the frame would otherwise do it on its own. The first event only
 * notes the position (its direction is unknown), unless it is within the threshold.
 */
export function useHeaderHidden(threshold: number = HEADER_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last: number | null = null;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (last !== null && y !== last) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
