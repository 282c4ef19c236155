import { defineRemoteManifest } from '@arcadia/shared';

/** remote-casino's pages, menu entries and home-page sections, as the shell reads them. */
export default defineRemoteManifest({
  // Each area by name: any other /casino/… address is the shell's 404 page, not a casino page.
  // `casino/play/*` is also /casino/play itself, where a game search (`?search=`) opens its first match.
  routes: ['casino', 'casino/live', 'casino/slot', 'casino/bingo', 'casino/games', 'casino/tvbets', 'casino/play/*'].map((path) => ({
    path,
    module: 'CasinoRoutes',
  })),
  menu: [
    { group: 'casino', order: 10, title: { tr: 'Canlı Casino', en: 'Live Casino' }, icon: 'live-casino', url: '/casino/live' },
    { group: 'casino', order: 20, title: { tr: 'Slot Oyunları', en: 'Slots' }, icon: 'slots', url: '/casino/slot' },
    {
      group: 'games',
      order: 10,
      title: { tr: 'Aviator', en: 'Aviator' },
      icon: 'aviator',
      // Searches the game and opens the first match (casino/play also answers /casino/play?search=…).
      url: '/casino/play?search=Aviator',
      badge: { tr: 'Popüler', en: 'Popular' },
    },
    { group: 'games', order: 20, title: { tr: 'Tombala', en: 'Bingo' }, icon: 'bingo', url: '/casino/bingo' },
    { group: 'games', order: 30, title: { tr: 'Oyunlar', en: 'Games' }, icon: 'games', url: '/casino/games' },
    { group: 'games', order: 40, title: { tr: 'TV Oyunları', en: 'TV Bets' }, icon: 'tv-bets', url: '/casino/tvbets' },
  ],
  crumbs: [
    { path: '/casino', label: { tr: 'Casino', en: 'Casino' }, url: '/casino/slot' },
    { path: '/casino/live', label: { tr: 'Canlı Casino', en: 'Live Casino' } },
    { path: '/casino/slot', label: { tr: 'Slot Oyunları', en: 'Slots' } },
    { path: '/casino/bingo', label: { tr: 'Tombala', en: 'Bingo' } },
    { path: '/casino/games', label: { tr: 'Oyunlar', en: 'Games' } },
    { path: '/casino/tvbets', label: { tr: 'TV Oyunları', en: 'TV Bets' } },
    // No crumb of its own for /casino/play: a game played there may be a slot, a live table or
    // Aviator, so its trail is Casino › Game.
    { path: '/casino/play/:game', label: { tr: 'Oyun', en: 'Game' } },
  ],
  dialogs: { module: 'CasinoDialogs', names: ['playGame'] },
  homeSections: [
    { id: 'categories', module: 'HomeSections', order: 10, minHeight: 180 },
    { id: 'jackpots', module: 'HomeSections', order: 20, minHeight: 220 },
  ],
});
