import type { CasinoCategory } from '@arcadia/shared';

/** Casino lobbies the shell can route to (`/casino/<lobby>`). */
const LOBBIES = ['live', 'slot', 'bingo', 'games', 'tvbets'];

/**
 * A casino category tile's route: the lobby its slugs name (e.g. `live` → `/casino/live`), else the
 * slots lobby with the category's first slug as a `category` filter the lobby may apply.
 */
export function casinoCategoryPath(category: CasinoCategory): string {
  const slugs = (category.slugList ?? []).map((s) => s.toLowerCase());
  const lobby = slugs.find((s) => LOBBIES.includes(s));
  if (lobby) return `/casino/${lobby}`;
  return slugs[0] ? `/casino/slot?category=${encodeURIComponent(slugs[0])}` : '/casino/slot';
}
