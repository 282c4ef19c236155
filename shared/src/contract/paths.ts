/**
 * The paths one part of the site links to in another part's pages. The owner of a page serves it
 * (its manifest routes); everyone else links through these names, so a page moves in one place.
 */
export const PATHS = {
  home: '/',
  /** remote-content: the promotions, the content pages and one of them. */
  promotions: '/promotions',
  pages: '/pages',
  page: (id: number) => `/pages/${id}`,
  /** remote-content: About Us, page 3 of the CMS (the footer's licence and studio links lead there). */
  aboutUs: '/pages/3',
  /** remote-account: the player's dashboard and some of its pages. */
  account: '/dashboard',
  bonuses: '/dashboard/bonuses',
  /** remote-account: the deposit page, which opens remote-payments' dialog on arrival (see `DIALOG_OPENED_ARRIVAL`). */
  deposit: '/dashboard/deposit',
  /** remote-account: the player's game rounds (the reality check links here). */
  gameHistory: '/dashboard/game-history',
  /** remote-account: the player's limits, reality check, time-out and self-exclusion. */
  responsibleGaming: '/dashboard/responsible-gaming',
  /** remote-account: the player's identity documents (the payment dialogs and the header's badge link here). */
  verification: '/dashboard/verification',
  /** remote-content: what the tools are, the 18+ notice and where to find help (the footer, side menu and exclusion banner link here). */
  responsibleGamingInfo: '/responsible-gaming',
  /** remote-casino: the lobbies the header's search opens. */
  casinoLobby: '/casino/slot',
  liveCasinoLobby: '/casino/live',
} as const;

/** Search leads to the live lobby from the live lobby, otherwise to the slots. */
export const gameSearchPath = (pathname: string): string =>
  pathname === PATHS.liveCasinoLobby || pathname.startsWith(`${PATHS.liveCasinoLobby}/`) ? PATHS.liveCasinoLobby : PATHS.casinoLobby;

/**
 * The history state of a link to a payment page (`PATHS.deposit`) whose part opened the dialog
 * itself as it left (the celebration's Deposit: one dialog takes the other's place, with no moment
 * between that the shell's own once-only dialogs would fill). The page then leaves the dialog as
 * the player has it by the time the page has loaded, open or already closed.
 */
export const DIALOG_OPENED_ARRIVAL = { dialogOpened: true } as const;

/** Whether a location's state is `DIALOG_OPENED_ARRIVAL`. */
export const isDialogOpenedArrival = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { dialogOpened?: unknown }).dialogOpened === true;
