import { registerTranslations } from '@arcadia/shared';

registerTranslations('casino', {
  tr: { launch: { comingSoon: 'Oyun başlatma çok yakında' } },
  en: { launch: { comingSoon: 'Game launch is coming soon' } },
});
