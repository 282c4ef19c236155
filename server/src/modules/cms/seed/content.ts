/** Demo content put into an empty database: what a fresh install shows. Images live in server/static/content/. */
import type { LanguageCode } from '@arcadia/shared/core';
import { formatLira as lira, formatPercent as pct, offerTitle, weeklyCashback, welcomeBonus } from '../../bonus/bonus-definitions.js';

const IMG = '/static/content';

export const seedLanguages = [
  { code: 'tr', name: 'Türkçe', sort: 1 },
  { code: 'en', name: 'English', sort: 2 },
];

export const seedCategories = [
  { id: 1, name: 'Yardım ve kurallar' },
  { id: 2, name: 'Kurumsal (alt bilgi)' },
];

/** Banner names under /static/content/slider/: `<name>-<locale>-{sm,md,lg}.svg` for default, ≥992 px and ≥1200 px. */
export interface SeedSlide {
  slug: string;
  name: string;
  url: string | null;
}

export const seedSlides: SeedSlide[] = [
  { slug: 'home', name: 'welcome', url: '/promotions' },
  { slug: 'home', name: 'live-casino', url: '/casino/live' },
  { slug: 'home', name: 'sports', url: '/livespor' },
  { slug: 'home', name: 'aviator', url: null },
  { slug: 'home', name: 'telegram', url: 'https://t.me/arcadia_official' },
  { slug: 'home', name: 'jackpot', url: '/casino/slot' },
  { slug: 'casino', name: 'live-casino', url: '/casino/live' },
  { slug: 'casino', name: 'jackpot', url: '/casino/slot' },
];

export const slideImages = (name: string, locale: LanguageCode) =>
  (['sm', 'md', 'lg'] as const).map((size) => `${IMG}/slider/${name}-${locale}-${size}.svg`) as [string, string, string];

export const seedCasinoCategories = [
  { id: 1, name: { tr: 'Popüler', en: 'Popular' }, slugs: ['popular'], image: 'popular' },
  { id: 2, name: { tr: 'Yeni Oyunlar', en: 'New Games' }, slugs: ['new'], image: 'new' },
  { id: 3, name: { tr: 'Slot', en: 'Slots' }, slugs: ['slot', 'video-slots'], image: 'slots' },
  { id: 4, name: { tr: 'Canlı Casino', en: 'Live Casino' }, slugs: ['live', 'live-casino'], image: 'live-casino' },
  { id: 5, name: { tr: 'Masa Oyunları', en: 'Table Games' }, slugs: ['table', 'roulette', 'blackjack'], image: 'table-games' },
  { id: 6, name: { tr: 'Jackpot', en: 'Jackpots' }, slugs: ['jackpot'], image: 'jackpots' },
  { id: 7, name: { tr: 'Megaways', en: 'Megaways' }, slugs: ['megaways'], image: 'megaways' },
  { id: 8, name: { tr: 'Crash Oyunları', en: 'Crash Games' }, slugs: ['crash', 'aviator'], image: 'crash' },
  { id: 9, name: { tr: 'Bingo', en: 'Bingo' }, slugs: ['bingo', 'keno'], image: 'bingo' },
  { id: 10, name: { tr: 'TV Oyunları', en: 'TV Games' }, slugs: ['tvbets', 'tv-games'], image: 'tv-games' },
].map((c, i) => ({ ...c, sort: i + 1, imageUrl: `${IMG}/casino/${c.image}.svg` }));

/** Server-side overrides merged into the client's `common` namespace. */
export const seedTranslations: { locale: LanguageCode; key: string; value: string }[] = [
  {
    locale: 'tr',
    key: 'footer.operatorStatement',
    value:
      'Arcadia, 22-0025 numaralı lisans kapsamında lisanslı ve denetlenen Arcadia Entertainment tarafından işletilmektedir. 18 yaşından küçüklerin oyun oynaması yasaktır. Lütfen sorumlu oynayın.',
  },
  {
    locale: 'en',
    key: 'footer.operatorStatement',
    value:
      'Arcadia is operated by Arcadia Entertainment, licensed and regulated under licence number 22-0025. Players under 18 are not allowed to play. Please play responsibly.',
  },
  { locale: 'tr', key: 'footer.supportHours', value: 'E-posta ve geri arama ile destek' },
  { locale: 'en', key: 'footer.supportHours', value: 'Support by e-mail and call-back' },
  { locale: 'tr', key: 'promotions.terms', value: 'Tüm kampanyalarda Bonus Kuralları geçerlidir.' },
  { locale: 'en', key: 'promotions.terms', value: 'Bonus Rules apply to every promotion.' },
];

/** Site options. chat-site-id and chat-div-id are left out: the live-chat widget stays off until an operator sets both. */
export const seedSiteOptions = [
  { key: 'discord', value: 'https://discord.gg/arcadia', status: true },
  { key: 'twitter', value: 'https://x.com/arcadia_casino', status: true },
  { key: 'instagram', value: 'https://www.instagram.com/arcadia.casino', status: true },
  { key: 'telegram', value: 'https://t.me/arcadia_official', status: true },
  { key: 'youtube', value: 'https://www.youtube.com/@arcadiacasino', status: true },
  { key: 'whatsapp', value: '+90 850 555 22 25', status: true },
  { key: 'licence-url', value: '/pages/3', status: true },
  { key: 'developer-name', value: 'Arcadia Studio', status: true },
];

export const seedPopup = { name: 'weekly-cashback', url: '/promotions' };
export const popupImages = (locale: LanguageCode) =>
  (['sm', 'md', 'lg'] as const).map((size) => `${IMG}/popup/${seedPopup.name}-${locale}-${size}.svg`) as [string, string, string];

export const seedDomains = { current: 'arcadia.example', next: 'arcadia2.example' };

/** EGT-style jackpot cards: four levels named after the card suits; values in lira. */
const levels = (spades: number, hearts: number, diamonds: number, clubs: number) => [
  { level: 'Spades', value: spades },
  { level: 'Hearts', value: hearts },
  { level: 'Diamonds', value: diamonds },
  { level: 'Clubs', value: clubs },
];

export const seedJackpots = [
  { provider: 'egt', instanceName: 'Egypt Quest', levelStats: levels(412_885.17, 61_204.55, 8_913.4, 1_204.9), currentLevelI: 412_885.17, sort: 1 },
  { provider: 'site', instanceName: 'High Cash', levelStats: levels(1_284_310.42, 96_517.08, 12_840.66, 2_215.3), currentLevelI: 1_284_310.42, sort: 1 },
  { provider: 'site', instanceName: 'Clover Chance', levelStats: levels(735_902.81, 54_018.73, 7_420.19, 986.45), currentLevelI: 735_902.81, sort: 2 },
  // Shown by no client: only High Cash and Clover Chance with four levels are displayed.
  { provider: 'site', instanceName: 'Bell Link', levelStats: levels(98_450.0, 9_120.5, 1_045.25, 210.0).slice(0, 3), currentLevelI: 98_450.0, sort: 3 },
] as const;

export interface SeedPromotion {
  image: string;
  title: { tr: string; en: string };
  description: { tr: string; en: string };
}

export const seedPromotions: SeedPromotion[] = [
  // The numbers and codes of the bonus offers come from their definitions (bonus-definitions.ts),
  // so what a promotion promises is what the dashboard grants.
  {
    image: 'welcome-bonus',
    title: { tr: `${pct(welcomeBonus.percent, 'tr')} ${welcomeBonus.title.tr}`, en: `${pct(welcomeBonus.percent, 'en')} ${welcomeBonus.title.en}` },
    description: {
      tr: `<p>İlk para yatırma işleminize <strong>${pct(welcomeBonus.percent, 'tr')}, ${lira(welcomeBonus.cap, 'tr')}'ye kadar</strong> bonus!</p>
<ul><li>En az yatırım: ${lira(welcomeBonus.minDeposit, 'tr')}</li><li>Çevrim şartı: bonus tutarının ${welcomeBonus.wageringMultiplier} katı, ${welcomeBonus.wageringDays} gün içinde</li><li>Yatırımınız onaylandıktan sonra Bonuslarım sayfasından <strong>${welcomeBonus.code}</strong> koduyla talep edin.</li></ul>
<p><a href="/pages/5">Bonus Kuralları</a> geçerlidir.</p>`,
      en: `<p>Get a <strong>${pct(welcomeBonus.percent, 'en')} bonus up to ${lira(welcomeBonus.cap, 'en')}</strong> on your first deposit!</p>
<ul><li>Minimum deposit: ${lira(welcomeBonus.minDeposit, 'en')}</li><li>Wagering: ${welcomeBonus.wageringMultiplier} times the bonus within ${welcomeBonus.wageringDays} days</li><li>Once your deposit is confirmed, request it on the My Bonuses page with the code <strong>${welcomeBonus.code}</strong>.</li></ul>
<p><a href="/pages/5">Bonus Rules</a> apply.</p>`,
    },
  },
  {
    image: 'cashback',
    title: { tr: offerTitle(weeklyCashback, 'tr'), en: offerTitle(weeklyCashback, 'en') },
    description: {
      tr: `<p>Casino ve canlı casinodaki haftalık net kaybınızın <strong>${pct(weeklyCashback.percent, 'tr')}'u</strong> her pazartesi hesabınızda.</p>
<ul><li>En fazla iade: ${lira(weeklyCashback.cap, 'tr')}</li><li>Çevrim şartı yoktur.</li><li>Bonuslarım sayfasından <strong>${weeklyCashback.code}</strong> koduyla talep edin.</li></ul>`,
      en: `<p><strong>${pct(weeklyCashback.percent, 'en')}</strong> of your weekly net loss in casino and live casino, back in your account every Monday.</p>
<ul><li>Maximum cashback: ${lira(weeklyCashback.cap, 'en')}</li><li>No wagering requirement.</li><li>Request it on the My Bonuses page with the code <strong>${weeklyCashback.code}</strong>.</li></ul>`,
    },
  },
  {
    image: 'free-spins',
    title: { tr: 'Cuma 100 Free Spin', en: '100 Free Spins Friday' },
    description: {
      tr: `<p>Cuma günleri 500 ₺ ve üzeri yatırımlarınıza seçili slot oyunlarında <strong>100 free spin</strong>.</p>
<p>Free spin kazançları 10 kat çevrimle çekilebilir.</p>`,
      en: `<p>Deposit ₺500 or more on a Friday and get <strong>100 free spins</strong> on selected slots.</p>
<p>Free spin winnings can be withdrawn after 10x wagering.</p>`,
    },
  },
  {
    image: 'combo-boost',
    title: { tr: 'Kombine Oran Artışı', en: 'Combo Odds Boost' },
    description: {
      tr: `<p>4 ve daha fazla maçlı kombine kuponlarınızda kazancınıza <strong>%50'ye varan</strong> artış.</p>
<ul><li>Her maçın oranı en az 1,30 olmalıdır.</li><li>Canlı ve maç öncesi bahislerde geçerlidir.</li></ul>`,
      en: `<p>Boost your winnings by <strong>up to 50%</strong> on combo bets with 4 or more selections.</p>
<ul><li>Each selection needs odds of at least 1.30.</li><li>Valid for live and pre-match bets.</li></ul>`,
    },
  },
  {
    image: 'trial-bonus',
    title: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
    description: {
      tr: `<p>Telefon numaranızı doğrulayın, yatırım yapmadan <strong>deneme bonusu</strong> ile oynamaya başlayın.</p>
<p>Deneme bonusu kişi ve telefon numarası başına bir kez verilir.</p>`,
      en: `<p>Verify your phone number and start playing with a <strong>trial bonus</strong>, no deposit needed.</p>
<p>The trial bonus is given once per person and phone number.</p>`,
    },
  },
];

export const promotionImages = (name: string) => ({ imageUrl: `${IMG}/promotions/${name}-card.svg`, detailImageUrl: `${IMG}/promotions/${name}-detail.svg` });
