import { useMediaQuery } from '@mantine/hooks';
import { MENU_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX } from '@arcadia/shared';

// Read synchronously on the first render, so the first frame already has the right layout.
const SYNC = { getInitialValueInEffect: false } as const;

/** 900 px and below: the mobile layout. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, SYNC);

/** Above 1100 px the side menu stays open beside the page; at and below it is a drawer. */
export const useIsWide = () => useMediaQuery(`(min-width: ${MENU_BREAKPOINT_PX + 1}px)`, false, SYNC);
