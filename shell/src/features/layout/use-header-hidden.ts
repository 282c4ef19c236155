import { useEffect, useState } from 'react';
import { HEADER_HIDE_SCROLL_PX } from '@arcadia/shared';

/**
 * The header slides up once the page is scrolled beyond 100 px and comes back as soon as the
 * player scrolls back up.
 */
export function useHeaderHidden(threshold: number = HEADER_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
