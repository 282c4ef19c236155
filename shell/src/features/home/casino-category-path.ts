import type { CasinoCategory } from '@arcadia/shared';

/** Casino lobbies the shell can route to (spec section 2). */
const LOBBIES = ['live', 'slot', 'bingo', 'games', 'tvbets'];

/** A casino category tile's route: its first slug that names a lobby, else the slots lobby. */
export function casinoCategoryPath(category: CasinoCategory): string {
  const slug = category.slugList?.find((s) => LOBBIES.includes(s.toLowerCase()));
  return `/casino/${slug ? slug.toLowerCase() : 'slot'}`;
}
