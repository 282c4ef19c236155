import { useCallback } from 'react';
import { useSearchParams } from '@arcadia/ui/router';

export interface LobbyFilters {
  /** `?category=`: a category's slug, `all` or `favorites`; null for the lobby's own category. */
  tab: string | null;
  /** `?search=`: what the player typed (the Aviator menu entry links `?search=Aviator`). */
  search: string;
  /** `?provider=`: one of the game providers, or '' for all. */
  provider: string;
  setTab: (tab: string) => void;
  setSearch: (search: string) => void;
  setProvider: (provider: string) => void;
}

/**
 * The lobby's choices live in the address, so a link (a home-page tile, the Aviator menu entry)
 * opens the lobby on them and the back button returns to them. Typing replaces the entry instead of
 * adding one per letter; choosing a tab clears the search, since the tab is what the player wants now.
 */
export function useLobbyFilters(): LobbyFilters {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    tab: params.get('category'),
    search: params.get('search') ?? '',
    provider: params.get('provider') ?? '',
    setTab: useCallback((tab) => update({ category: tab, search: null }, false), [update]),
    setSearch: useCallback((search) => update({ search: search.trim() || null }, true), [update]),
    setProvider: useCallback((provider) => update({ provider: provider || null }, false), [update]),
  };
}
