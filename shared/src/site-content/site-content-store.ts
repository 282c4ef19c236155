import { createStore } from '../bus/store';
import type { SiteContent } from '../model/types';

/** Internal to shared: `site-content.ts` is the read side; the shell writes through `@arcadia/shared/shell`. */
export const store = createStore<SiteContent | null>(null);

export const writeSiteContent = (content: SiteContent | null): void => store.set(content);
