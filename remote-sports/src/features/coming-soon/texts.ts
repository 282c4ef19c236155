import { registerTranslations } from '@arcadia/shared';

/** The `sports` namespace of this remote (its coming-soon page until sports betting exists). */
export const SPORTS_NS = 'sports';

const tr = {
  comingSoon: {
    badge: 'Çok yakında',
    sportsTitle: 'Spor bahisleri çok yakında',
    liveTitle: 'Canlı bahis çok yakında',
    description:
      'Maç öncesi ve canlı bahis bültenlerimizi hazırlıyoruz: futbol, basketbol, tenis ve çok daha fazlası, yüksek oranlarla. Bu bölüm açıldığında burada olacak.',
    sportsLabel: 'Hazırlanan branşlar',
    sports: { football: 'Futbol', basketball: 'Basketbol', tennis: 'Tenis', volleyball: 'Voleybol', esports: 'E-spor' },
    home: 'Ana sayfaya dön',
  },
};

const en: typeof tr = {
  comingSoon: {
    badge: 'Coming soon',
    sportsTitle: 'Sports betting is coming soon',
    liveTitle: 'Live betting is coming soon',
    description:
      'We are preparing our pre-match and live betting markets: football, basketball, tennis and much more, with high odds. This section will be here as soon as it opens.',
    sportsLabel: 'Sports in the works',
    sports: { football: 'Football', basketball: 'Basketball', tennis: 'Tennis', volleyball: 'Volleyball', esports: 'Esports' },
    home: 'Back to home',
  },
};

export const SPORTS = Object.keys(tr.comingSoon.sports) as (keyof typeof tr.comingSoon.sports)[];

registerTranslations(SPORTS_NS, { tr, en });
