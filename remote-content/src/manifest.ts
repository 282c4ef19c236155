import { defineRemoteManifest } from '@arcadia/shared';

/**
 * remote-content's pages, menu entries, breadcrumbs, dialog and home-page section, as the shell reads
 * them: the CMS content pages, the promotions and the public responsible gaming page. The paths are
 * those of `PATHS` in the contract (`promotions`, `pages`, `page(id)`, `responsibleGamingInfo`):
 * other parts link here through those names, this file is where the pages are served.
 */
export default defineRemoteManifest({
  routes: ['pages', 'pages/:id', 'promotions', 'responsible-gaming'].map((path) => ({ path, module: 'ContentRoutes' })),
  // In the menu's last group, after the shell's call request form (order 10).
  menu: [
    { group: 'other', order: 20, title: { tr: 'Promosyonlar', en: 'Promotions' }, icon: 'promotions', url: '/promotions' },
    // Page 3 of the CMS is About Us (the footer's licence link leads there too).
    { group: 'other', order: 30, title: { tr: 'Hakkımızda', en: 'About Us' }, icon: 'about', url: '/pages/3' },
    { group: 'other', order: 40, title: { tr: 'İçerikler', en: 'Information' }, icon: 'contents', url: '/pages' },
    { group: 'other', order: 50, title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' }, icon: 'responsible-gaming', url: '/responsible-gaming' },
  ],
  crumbs: [
    { path: '/promotions', label: { tr: 'Promosyonlar', en: 'Promotions' } },
    { path: '/pages', label: { tr: 'İçerikler', en: 'Information' } },
    // The page's own title, from the site content the shell holds (no crumb for a page it does not list).
    { path: '/pages/:id', label: { tr: 'Sayfa', en: 'Page' }, contentPageParam: 'id' },
    { path: '/responsible-gaming', label: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' } },
  ],
  dialogs: { module: 'ContentDialogs', names: ['promotion'] },
  // Under the casino's sections (10, 20): the first three promotions and a link to all of them.
  homeSections: [{ id: 'promotions', module: 'HomeSections', order: 30, minHeight: 360 }],
});
