import { registerTranslations } from '@arcadia/shared';

/** The `casino` namespace of this remote (here: the game page, until the launch exists). */
export const CASINO_NS = 'casino';

const tr = {
  comingSoon: {
    badge: 'Çok yakında',
    lobbyTitle: 'Casino lobisi çok yakında',
    areaTitle: '{{area}} çok yakında',
    description: 'Oyunlar yakında burada açılacak. O zamana kadar lobilerde oyunlara göz atabilir, favorilerinizi seçebilirsiniz.',
    areasLabel: 'Hazırlanan bölümler',
    areas: { live: 'Canlı Casino', slot: 'Slot Oyunları', bingo: 'Tombala', games: 'Oyunlar', tvbets: 'TV Oyunları', play: 'Oyun' },
    home: 'Ana sayfaya dön',
  },
};

const en: typeof tr = {
  comingSoon: {
    badge: 'Coming soon',
    lobbyTitle: 'The casino lobby is coming soon',
    areaTitle: '{{area}} is coming soon',
    description: 'Games will open here soon. Until then, browse the lobbies and pick your favourites.',
    areasLabel: 'Sections in the works',
    areas: { live: 'Live Casino', slot: 'Slots', bingo: 'Bingo', games: 'Games', tvbets: 'TV Bets', play: 'The game' },
    home: 'Back to home',
  },
};

export type CasinoArea = keyof typeof tr.comingSoon.areas;
/** The lobby's sections, in menu order. */
export const CASINO_AREAS: CasinoArea[] = ['live', 'slot', 'bingo', 'games', 'tvbets'];

registerTranslations(CASINO_NS, { tr, en });
