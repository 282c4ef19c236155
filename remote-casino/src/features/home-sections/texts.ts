import { registerTranslations } from '@arcadia/shared';

const tr = {
  categories: 'Oyun Kategorileri',
  jackpots: 'Jackpotlar',
  play: 'Oyna',
  levels: { spades: 'Maça', hearts: 'Kupa', diamonds: 'Karo', clubs: 'Sinek' },
};
const en: typeof tr = {
  categories: 'Game Categories',
  jackpots: 'Jackpots',
  play: 'Play',
  levels: { spades: 'Spades', hearts: 'Hearts', diamonds: 'Diamonds', clubs: 'Clubs' },
};

registerTranslations('casino', { tr: { homeSections: tr }, en: { homeSections: en } });
