import { useEffect, useMemo, useState } from 'react';
import { useCategoryGames, useGameSearch, type CasinoCategory, type Game } from '@arcadia/shared';
import { ALL_TAB, FAVORITES_TAB, PAGE_SIZE, categoryOf } from '../lobby-areas';

interface LobbyQuery {
  categories: CasinoCategory[];
  tab: string;
  /** A non-empty search lists `casino/games` results instead of the tab's games. */
  search: string;
  provider: string;
  /** The live lobby searches live tables. */
  live: boolean;
  favoriteCodes: Set<string>;
  /** The favourites tab waits for the player's favourite codes. */
  favoritesLoading: boolean;
}

export interface LobbyGames {
  games: Game[];
  /** Nothing to show yet: the grid shows skeletons. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The games the lobby shows. A tab's games come whole from `casino/categorygames` and are paged here,
 * PAGE_SIZE at a time, filtered by provider; a search pages through `casino/games` on the server,
 * with the provider as a filter of the request.
 */
export function useLobbyGames({ categories, tab, search, provider, live, favoriteCodes, favoritesLoading }: LobbyQuery): LobbyGames {
  const searching = search.length > 0;
  const categoryIds = useMemo(() => {
    if (searching) return [];
    if (tab === ALL_TAB || tab === FAVORITES_TAB) return categories.map((c) => c.id);
    const category = categoryOf(categories, tab);
    return category ? [category.id] : [];
  }, [searching, tab, categories]);

  const byCategory = useCategoryGames(categoryIds);
  const bySearch = useGameSearch({ live, search, ...(provider ? { providerName: provider } : {}) }, PAGE_SIZE, { enabled: searching });

  const [shown, setShown] = useState(PAGE_SIZE);
  useEffect(() => setShown(PAGE_SIZE), [tab, provider, search]);

  const tabGames = useMemo(() => {
    let games = byCategory.data ?? [];
    if (tab === FAVORITES_TAB) games = games.filter((g) => favoriteCodes.has(g.gameCode));
    if (provider) games = games.filter((g) => g.providerName === provider);
    return games;
  }, [byCategory.data, tab, favoriteCodes, provider]);

  if (searching) {
    return {
      games: bySearch.data?.pages.flat() ?? [],
      loading: bySearch.isPending || (bySearch.isPlaceholderData && bySearch.isFetching),
      failed: bySearch.isError && !bySearch.isFetchNextPageError,
      retry: () => void bySearch.refetch(),
      hasMore: bySearch.hasNextPage,
      loadingMore: bySearch.isFetchingNextPage,
      loadMore: () => void bySearch.fetchNextPage(),
    };
  }
  return {
    games: tabGames.slice(0, shown),
    loading: (categoryIds.length > 0 && byCategory.isPending) || (tab === FAVORITES_TAB && favoritesLoading),
    failed: byCategory.isError,
    retry: () => void byCategory.refetch(),
    hasMore: tabGames.length > shown,
    loadingMore: false,
    loadMore: () => setShown((n) => n + PAGE_SIZE),
  };
}
