import { registerTranslations } from '@arcadia/shared';

/** The home page's breadcrumb label and the texts of the app frame. */
const tr = {
  routes: {
    home: 'Ana Sayfa',
  },
  /** Page titles (`document.title`) where the route label alone is not the title. */
  titles: {
    /** The home page's whole title: the site's name first. */
    home: 'Arcadia · Online Casino ve Spor Bahisleri',
    notFound: 'Sayfa bulunamadı',
    /** Any other page: its name, then the site's. */
    page: '{{name}} · Arcadia',
  },
  frame: {
    sectionFailed: 'Bu bölüm görüntülenemedi.',
    dialogsUnavailable: 'Bu pencere şu anda açılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
};
const en: typeof tr = {
  routes: {
    home: 'Home',
  },
  titles: {
    home: 'Arcadia · Online Casino and Sports Betting',
    notFound: 'Page not found',
    page: '{{name}} · Arcadia',
  },
  frame: {
    sectionFailed: 'This section could not be shown.',
    dialogsUnavailable: 'This window cannot be opened right now. Please try again shortly.',
  },
};

registerTranslations('shell', { tr, en });
