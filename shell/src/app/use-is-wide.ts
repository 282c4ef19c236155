import { MENU_BREAKPOINT_PX, useMediaMatch } from '@arcadia/shared';

/** Above 1100 px the side menu stays open beside the page; at and below it is a drawer. */
export const useIsWide = () => useMediaMatch(`(min-width: ${MENU_BREAKPOINT_PX + 1}px)`);
