import { registerTranslations } from '@arcadia/shared';

const tr = {
  categories: 'Oyun Kategorileri',
  jackpots: 'Jackpotlar',
  play: 'Oyna',
  levels: { 0: 'Sinek', 1: 'Karo', 2: 'Kupa', 3: 'Maça' },
  welcome: 'Arcadia’ya hoş geldiniz',
};
const en: typeof tr = {
  categories: 'Game Categories',
  jackpots: 'Jackpots',
  play: 'Play',
  levels: { 0: 'Clubs', 1: 'Diamonds', 2: 'Hearts', 3: 'Spades' },
  welcome: 'Welcome to Arcadia',
};

registerTranslations('shell', { tr: { home: tr }, en: { home: en } });
