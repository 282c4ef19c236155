import { registerTranslations } from '@arcadia/shared';

const tr = {
  title: 'Menü',
  open: 'Menüyü aç',
  close: 'Menüyü kapat',
  groups: { casino: 'Casino', sports: 'Spor Bahisleri', games: 'Oyunlar', other: 'Diğer' },
  items: {
    callRequest: 'Çağrı Talep Formu',
  },
  language: 'Dil',
  languages: { tr: 'Türkçe', en: 'English' },
  followMe: 'Bizi Takip Edin',
  social: { discord: 'Discord', twitter: 'Twitter', instagram: 'Instagram', telegram: 'Telegram', youtube: 'YouTube' },
};
const en: typeof tr = {
  title: 'Menu',
  open: 'Open menu',
  close: 'Close menu',
  groups: { casino: 'Casino', sports: 'Sports Betting', games: 'Games', other: 'Other' },
  items: {
    callRequest: 'Call Request Form',
  },
  language: 'Language',
  languages: { tr: 'Türkçe', en: 'English' },
  followMe: 'Follow Me',
  social: { discord: 'Discord', twitter: 'Twitter', instagram: 'Instagram', telegram: 'Telegram', youtube: 'YouTube' },
};

registerTranslations('shell', { tr: { sideMenu: tr }, en: { sideMenu: en } });
