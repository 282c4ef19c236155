import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favorite, Game } from '../../model/types';
import { request, requestWithMessage } from '../api-client';

/** What `casino/games` searches: a name, live tables or not, one provider, a page. */
export interface GameSearch {
  live: boolean;
  search: string;
  skip: number;
  take: number;
  /** One of `GAME_PROVIDERS`; all providers when left out. */
  providerName?: string;
}

/** Query keys of the casino; a favourite toggled changes only `favorites`. */
export const casinoKeys = {
  all: ['casino'] as const,
  categoryGames: (systemCategory: number[]) => ['casino', 'category-games', [...systemCategory].sort((a, b) => a - b)] as const,
  search: (search: Omit<GameSearch, 'skip' | 'take'>, take: number) => ['casino', 'games', search, take] as const,
  favorites: ['casino', 'favorites'] as const,
};

/** `POST casino/categorygames {systemCategory}`: the games of these casino categories, each with its `systemCategory`. */
export const getCategoryGames = (systemCategory: number[], signal?: AbortSignal) =>
  request<Game[]>('POST', 'casino/categorygames', { body: { systemCategory }, signal });

/** `POST casino/games {live, search, skip, take, providerName?}`: one page of the games matching a search. */
export const searchGames = (search: GameSearch, signal?: AbortSignal) => request<Game[]>('POST', 'casino/games', { body: search, signal });

/** `POST casino/togglefavorite {code, providerId}`: adds or removes a favourite; `data.favorite` is the new state. */
export const toggleFavorite = (favorite: Favorite) =>
  requestWithMessage<{ favorite: boolean }>('POST', 'casino/togglefavorite', { body: favorite });

/** `GET casino/favorites`: the game codes the signed-in player keeps as favourites. */
export const getFavoriteCodes = (signal?: AbortSignal) => request<string[]>('GET', 'casino/favorites', { signal });

/** The games of some casino categories (nothing is fetched for an empty list). */
export const useCategoryGames = (systemCategory: number[]) =>
  useQuery({
    queryKey: casinoKeys.categoryGames(systemCategory),
    queryFn: ({ signal }) => getCategoryGames(systemCategory, signal),
    enabled: systemCategory.length > 0,
  });

/**
 * A search of `casino/games`, page by page (`take` games each): the pages loaded so far stay while
 * the next one comes; a page shorter than `take` is the last.
 */
export const useGameSearch = (search: Omit<GameSearch, 'skip' | 'take'>, take: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({
    queryKey: casinoKeys.search(search, take),
    queryFn: ({ signal, pageParam }) => searchGames({ ...search, skip: pageParam, take }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < take ? undefined : pages.length * take),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The signed-in player's favourite game codes (not fetched while anonymous). */
export const useFavoriteCodes = ({ enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: casinoKeys.favorites, queryFn: ({ signal }) => getFavoriteCodes(signal), enabled });

interface ToggleFavoriteOptions {
  /** After the server's answer: the game's new state and the server's text for the player. */
  onToggled: (game: Game, favorite: boolean, message: string) => void;
  onError: (error: unknown) => void;
}

/** Toggles a game's favourite; the cached favourite codes follow the server's answer. */
export function useToggleFavorite({ onToggled, onError }: ToggleFavoriteOptions) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (game: Game) => toggleFavorite({ code: game.gameCode, providerId: game.mainProviderId }),
    onSuccess: ({ data, message }, game) => {
      const favorite = Boolean(data?.favorite);
      queryClient.setQueryData<string[]>(casinoKeys.favorites, (codes = []) =>
        favorite ? [...codes.filter((c) => c !== game.gameCode), game.gameCode] : codes.filter((c) => c !== game.gameCode),
      );
      onToggled(game, favorite, message);
    },
    onError,
  });
  return { toggle: (game: Game) => mutation.mutate(game), pendingCode: mutation.isPending ? (mutation.variables?.gameCode ?? null) : null };
}
