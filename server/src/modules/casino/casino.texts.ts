import type { Localized } from '../../plugins/app/messages.js';

export const casinoTexts = {
  // The favourite toasts of the spec (section 8).
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
  gameNotFound: { tr: 'Oyun bulunamadı.', en: 'Game not found.' },
  jackpotNotFound: { tr: 'Jackpot bulunamadı.', en: 'Jackpot not found.' },
} satisfies Record<string, Localized>;
