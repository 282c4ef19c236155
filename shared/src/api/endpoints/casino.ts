import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favorite, Game } from '../../model/types';
import type { LanguageCode } from '../../config/constants';
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
  game: (code: string) => ['casino', 'game', code] as const,
};

/** `GET casino/game/{code}`: one game by its code, the address of its page (`/casino/play/{code}`); 404 when there is none. */
export const getGame = (code: string, signal?: AbortSignal) => request<Game>('GET', `casino/game/${encodeURIComponent(code)}`, { signal });

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

/** Digitain: `POST casino/dtlaunchurl`. */
export interface DigitainLaunch {
  code: string;
}
/** EveryMatrix: `POST casino/emlaunchurl`. */
export interface EveryMatrixLaunch {
  code: string;
  productId: number;
}
/** Amusnet: `POST casino/amusnetlaunchurl`. */
export interface AmusnetLaunch {
  code: string;
  isMobile: boolean;
}
/** Egt Digital and Hub88 (`casino/egtlaunchurl`, `casino/hub88launchurl`): the lobby URL is where the game's own exit leads. */
export interface PlatformLaunch {
  /** 1 desktop, 2 mobile. */
  platform: 1 | 2;
  gameCode: string;
  language: LanguageCode;
  /** Absolute URL of the site's lobby. */
  lobbyUrl: string;
}
/** SoftGamings: `POST casino/softgamingslaunchurl`. */
export interface SoftGamingsLaunch {
  system: string;
  /** The game's code. */
  pageCode: string;
  isMobile: 1 | 0;
}

// Launches are never cached or retried by a query: each answer carries a launch token that works once.

/** `POST casino/dtlaunchurl {code}`: the URL of a Digitain game. */
export const getDigitainLaunchUrl = (body: DigitainLaunch, signal?: AbortSignal) => request<string>('POST', 'casino/dtlaunchurl', { body, signal });

/** `POST casino/emlaunchurl {code, productId}`: the URL of an EveryMatrix game. */
export const getEveryMatrixLaunchUrl = (body: EveryMatrixLaunch, signal?: AbortSignal) => request<string>('POST', 'casino/emlaunchurl', { body, signal });

/** `POST casino/amusnetlaunchurl {code, isMobile}`: the URL of an Amusnet game. */
export const getAmusnetLaunchUrl = (body: AmusnetLaunch, signal?: AbortSignal) => request<string>('POST', 'casino/amusnetlaunchurl', { body, signal });

/** `POST casino/egtlaunchurl {platform, gameCode, language, lobbyUrl}`: the URL of an Egt Digital game. */
export const getEgtLaunchUrl = (body: PlatformLaunch, signal?: AbortSignal) => request<string>('POST', 'casino/egtlaunchurl', { body, signal });

/** `POST casino/hub88launchurl {platform, gameCode, language, lobbyUrl}`: the URL of a Hub88 game. */
export const getHub88LaunchUrl = (body: PlatformLaunch, signal?: AbortSignal) => request<string>('POST', 'casino/hub88launchurl', { body, signal });

/**
 * `POST casino/softgamingslaunchurl {system, pageCode, isMobile}`: markup, not a URL (an element and
 * the script that draws the game's frame into it).
 */
export const getSoftGamingsLaunchMarkup = (body: SoftGamingsLaunch, signal?: AbortSignal) =>
  request<string>('POST', 'casino/softgamingslaunchurl', { body, signal });

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
