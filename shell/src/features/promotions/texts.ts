import { registerTranslations } from '@arcadia/shared';

const tr = {
  title: 'Promosyonlar',
  intro: 'Size özel bonuslar ve kampanyalar. Detaylar için bir promosyon seçin.',
  details: 'Detaylar',
  all: 'Tüm promosyonlar',
  empty: 'Şu anda aktif promosyon bulunmuyor.',
  loadFailed: 'Promosyonlar yüklenemedi.',
  join: 'Hemen Katıl',
  close: 'Kapat',
};
const en: typeof tr = {
  title: 'Promotions',
  intro: 'Bonuses and campaigns made for you. Pick a promotion for the details.',
  details: 'Details',
  all: 'All promotions',
  empty: 'There are no active promotions right now.',
  loadFailed: 'Promotions could not be loaded.',
  join: 'Join Now',
  close: 'Close',
};

registerTranslations('shell', { tr: { promotions: tr }, en: { promotions: en } });
