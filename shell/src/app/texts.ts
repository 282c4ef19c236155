import { registerTranslations } from '@arcadia/shared';

/** Route labels (breadcrumbs) and the texts of the app frame. */
const tr = {
  routes: {
    home: 'Ana Sayfa',
    promotions: 'Promosyonlar',
    pages: 'İçerikler',
    responsibleGaming: 'Sorumlu Oyun',
  },
  frame: {
    sectionFailed: 'Bu bölüm görüntülenemedi.',
    dialogsUnavailable: 'Bu pencere şu anda açılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
};
const en: typeof tr = {
  routes: {
    home: 'Home',
    promotions: 'Promotions',
    pages: 'Information',
    responsibleGaming: 'Responsible Gaming',
  },
  frame: {
    sectionFailed: 'This section could not be shown.',
    dialogsUnavailable: 'This window cannot be opened right now. Please try again shortly.',
  },
};

registerTranslations('shell', { tr, en });
