import type { Localized } from '../../plugins/app/messages.js';

export const casinoTexts = {
  // The favourite toasts of the spec (section 8).
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favorites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favorites' },
  gameNotFound: { tr: 'Oyun bulunamadı.', en: 'Game not found.' },
  // A launch names a game the provider (or the named system or product) does not serve.
  gameNotAtProvider: { tr: 'Bu oyun bu sağlayıcıda bulunamadı.', en: 'This game is not available from this provider.' },
  jackpotNotFound: { tr: 'Jackpot bulunamadı.', en: 'Jackpot not found.' },
} satisfies Record<string, Localized>;
