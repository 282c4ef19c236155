import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../config/constants';

/** Whether a media query matches now; read during render, so the first frame already has it right. */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at the mobile breakpoint (900 px and below): the mobile layout, full-screen dialogs. */
export const useIsMobile = (): boolean => useMediaMatch(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
