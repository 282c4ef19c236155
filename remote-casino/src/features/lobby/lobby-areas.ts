import type { CasinoCategory } from '@arcadia/shared';

/** The casino's lobbies, in menu order: each is `/casino/<area>`. */
export const LOBBY_AREAS = ['live', 'slot', 'bingo', 'games', 'tvbets'] as const;
export type LobbyArea = (typeof LOBBY_AREAS)[number];

export const isLobbyArea = (value: string | undefined): value is LobbyArea => LOBBY_AREAS.includes(value as LobbyArea);

/** The tab every game is under, and the signed-in player's favourites. */
export const ALL_TAB = 'all';
export const FAVORITES_TAB = 'favorites';

/** Games per page of the grid (and per `casino/games` request). */
export const PAGE_SIZE = 24;

/**
 * The category a lobby opens on: the one whose slugs name the lobby (`live` → Live Casino), else all
 * games (the Games lobby has no category of its own).
 */
const LOBBY_SLUG: Record<LobbyArea, string | null> = { live: 'live', slot: 'slot', bingo: 'bingo', games: null, tvbets: 'tvbets' };

/** A category's tab key: its first slug (what `?category=` carries, as the home page's tiles link it). */
export const tabOf = (category: CasinoCategory): string => category.slugList?.[0]?.toLowerCase() ?? String(category.id);

/** The category a tab key or any of its slugs names. */
export const categoryOf = (categories: CasinoCategory[], key: string): CasinoCategory | undefined =>
  categories.find((c) => tabOf(c) === key || (c.slugList ?? []).some((slug) => slug.toLowerCase() === key) || String(c.id) === key);

export function defaultTab(area: LobbyArea, categories: CasinoCategory[]): string {
  const slug = LOBBY_SLUG[area];
  const category = slug ? categoryOf(categories, slug) : undefined;
  return category ? tabOf(category) : ALL_TAB;
}
