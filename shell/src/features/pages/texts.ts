import { registerTranslations } from '@arcadia/shared';

const tr = {
  title: 'İçerikler',
  intro: 'Arcadia hakkında bilmeniz gereken her şey: kurallar, gizlilik, sorumlu oyun ve daha fazlası.',
  read: 'Oku',
  empty: 'Henüz içerik bulunmuyor.',
  notFound: 'Aradığınız sayfa bulunamadı.',
  allPages: 'Tüm içerikler',
  loadFailed: 'Sayfa yüklenemedi.',
};
const en: typeof tr = {
  title: 'Information',
  intro: 'Everything you need to know about Arcadia: rules, privacy, responsible gaming and more.',
  read: 'Read',
  empty: 'There is no content yet.',
  notFound: 'The page you are looking for was not found.',
  allPages: 'All information pages',
  loadFailed: 'The page could not be loaded.',
};

registerTranslations('shell', { tr: { pages: tr }, en: { pages: en } });
