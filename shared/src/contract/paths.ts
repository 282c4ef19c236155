/**
 * The paths one part of the site links to in another part's pages. The owner of a page serves it
 * (its manifest routes); everyone else links through these names, so a page moves in one place.
 */
export const PATHS = {
  home: '/',
  promotions: '/promotions',
  pages: '/pages',
  page: (id: number) => `/pages/${id}`,
  /** remote-account: the player's dashboard and some of its pages. */
  account: '/dashboard',
  bonuses: '/dashboard/bonuses',
  /** remote-account: the player's game rounds (the reality check links here). */
  gameHistory: '/dashboard/game-history',
  /** remote-account: the player's limits, reality check, time-out and self-exclusion. */
  responsibleGaming: '/dashboard/responsible-gaming',
  /** shell: what the tools are, the 18+ notice and where to find help (the footer and side menu link here). */
  responsibleGamingInfo: '/responsible-gaming',
  /** remote-casino: the lobbies the header's search opens. */
  casinoLobby: '/casino/slot',
  liveCasinoLobby: '/casino/live',
} as const;

/** Search leads to the live lobby from the live lobby, otherwise to the slots. */
export const gameSearchPath = (pathname: string): string =>
  pathname === PATHS.liveCasinoLobby || pathname.startsWith(`${PATHS.liveCasinoLobby}/`) ? PATHS.liveCasinoLobby : PATHS.casinoLobby;
