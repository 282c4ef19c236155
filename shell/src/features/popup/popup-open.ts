import { createStore, readonlyStore } from '@arcadia/shared';

const store = createStore(false);

/**
 * Whether the promotional popup is on screen. It is not a bus dialog, so the shell's other
 * once-only dialogs read this to wait for it. A module of its own, outside the popup's lazy chunk.
 */
export const promoPopupOpen = readonlyStore(store);
export const setPromoPopupOpen = (open: boolean) => store.set(open);
