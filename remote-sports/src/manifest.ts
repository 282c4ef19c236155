import { defineRemoteManifest } from '@arcadia/shared';

const highRate = { tr: 'Yüksek Oran', en: 'High Rate' };

/** remote-sports' pages and menu entries (live and pre-match, through the fcg and betco frames). */
export default defineRemoteManifest({
  // Each integration by name: any other /spor/… or /livespor/… address is the shell's 404 page. Under
  // an integration the rest of the address is the frame's own page (`/spor/fcg/match/…`).
  routes: ['spor', 'spor/fcg/*', 'spor/betco/*', 'livespor', 'livespor/fcg/*', 'livespor/betco/*'].map((path) => ({
    path,
    module: 'SportsRoutes',
  })),
  menu: [
    {
      group: 'sports',
      order: 10,
      title: { tr: 'Canlı Bahis', en: 'Live Betting' },
      icon: 'live-betting',
      children: [
        { title: { tr: 'Tüm Canlı Maçlar', en: 'All Live Matches' }, url: '/livespor' },
        { title: { tr: 'Canlı Bahis Plus', en: 'Live Betting Plus' }, url: '/livespor/fcg', badge: highRate },
        { title: { tr: 'Canlı Bahis Klasik', en: 'Live Betting Classic' }, url: '/livespor/betco' },
      ],
    },
    {
      group: 'sports',
      order: 20,
      title: { tr: 'Spor', en: 'Sports' },
      icon: 'sports',
      children: [
        { title: { tr: 'Tüm Sporlar', en: 'All Sports' }, url: '/spor' },
        { title: { tr: 'Spor Plus', en: 'Sports Plus' }, url: '/spor/fcg', badge: highRate },
        { title: { tr: 'Spor Klasik', en: 'Sports Classic' }, url: '/spor/betco' },
      ],
    },
  ],
  crumbs: [
    { path: '/livespor', label: { tr: 'Canlı Bahis', en: 'Live Betting' } },
    { path: '/livespor/fcg', label: highRate, title: { tr: 'Canlı Bahis Plus', en: 'Live Betting Plus' } },
    { path: '/livespor/betco', label: { tr: 'Klasik', en: 'Classic' }, title: { tr: 'Canlı Bahis Klasik', en: 'Live Betting Classic' } },
    { path: '/spor', label: { tr: 'Spor', en: 'Sports' } },
    { path: '/spor/fcg', label: highRate, title: { tr: 'Spor Plus', en: 'Sports Plus' } },
    { path: '/spor/betco', label: { tr: 'Klasik', en: 'Classic' }, title: { tr: 'Spor Klasik', en: 'Sports Classic' } },
  ],
  dialogs: null,
  homeSections: [],
});
