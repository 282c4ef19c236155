import { useEffect, useRef } from 'react';
import { useLocation } from '@arcadia/ui/router';

/**
 * A new page starts at its top. The first page stays where the browser put it (the top, or where
 * a reload left it): scrolling there would force a layout of the whole new page inside its first
 * commit, the home page's longest task on a phone.
 */
export function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
}
