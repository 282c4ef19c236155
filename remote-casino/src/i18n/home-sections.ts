import { registerTranslations } from '@arcadia/shared';
import { CASINO_NS } from '.';

const tr = {
  categories: 'Oyun Kategorileri',
  jackpots: 'Jackpotlar',
  play: 'Oyna',
  loadFailed: 'Bu bölüm yüklenemedi.',
  retry: 'Tekrar dene',
  levels: { spades: 'Maça', hearts: 'Kupa', diamonds: 'Karo', clubs: 'Sinek' },
};
const en: typeof tr = {
  categories: 'Game Categories',
  jackpots: 'Jackpots',
  play: 'Play',
  loadFailed: 'This section could not be loaded.',
  retry: 'Try again',
  levels: { spades: 'Spades', hearts: 'Hearts', diamonds: 'Diamonds', clubs: 'Clubs' },
};

registerTranslations(CASINO_NS, { tr: { homeSections: tr }, en: { homeSections: en } });
