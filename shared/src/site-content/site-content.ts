import { readonlyStore, useStore, type ReadonlyStore } from '../bus/store';
import type { SiteContent } from '../model/types';
import { store } from './site-content-store';

/**
 * The site's content (`GET cms/grouped`: slider, menus, casino categories, jackpots, options), as
 * the shell loaded it. Remotes render their home-page sections from it without fetching it again.
 */
export const siteContent: ReadonlyStore<SiteContent | null> = readonlyStore(store);

/** The current site content (`null` until the first one arrives on a first visit). */
export const useSiteContent = (): SiteContent | null => useStore(siteContent);
