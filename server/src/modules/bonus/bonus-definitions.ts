/**
 * The operator's bonus offers: the one source of truth for every percentage, cap, minimum and code.
 * The dashboard (`bonus/list`), the requests, the CMS promotions, slides and popup
 * (cms/seed/content.ts) and the content images (server/scripts/content-images.mjs) all read
 * their numbers and codes from here. This module imports nothing, so the image generator can load it.
 *
 * The numbers are the ones the dashboard already granted (a 100 % match up to ₺1,000, a weekly
 * 10 % cashback up to ₺500) and not the larger ones the banners once promised (up to ₺5,000,
 * 25 % back): the conservative figures are what the operator can honour, so advertising keeps to them.
 *
 * Every bonus is tied to one product and its money can be staked only there: the deposit match,
 * the cashback (a share of the casino net loss) and the trial bonus are casino money, the free bet
 * is a sports bet. No wagering requirement is above MAX_WAGERING_MULTIPLIER times the bonus.
 */

export type Locale = 'tr' | 'en';
type Texts = Record<Locale, string>;

/** Where a bonus's money can be staked: casino games or sports bets, never both. */
export type BonusProduct = 'casino' | 'sports';

/** The most any bonus may ask to be wagered, in times its amount (the trial bonus's setting included). */
export const MAX_WAGERING_MULTIPLIER = 10;

/** The trial bonus is casino money (its multiplier is the TRIAL_BONUS_WAGERING_MULTIPLIER setting). */
export const trialBonusProduct: BonusProduct = 'casino';

interface BaseDefinition {
  code: string;
  title: Texts;
  product: BonusProduct;
  /** Position on the dashboard. */
  sort: number;
}

/** A percentage of the player's first qualifying deposit, up to a cap; needs that deposit first. */
export interface DepositMatchDefinition extends BaseDefinition {
  kind: 'deposit_match';
  percent: number;
  /** Lira, "1000.00". */
  cap: string;
  /** The smallest confirmed deposit that qualifies. */
  minDeposit: string;
  wageringMultiplier: number;
  wageringDays: number;
}

/** A percentage of the weekly net loss paid back every Monday, up to a cap. */
export interface CashbackDefinition extends BaseDefinition {
  kind: 'cashback';
  percent: number;
  cap: string;
  /** 0: paid as cash, no wagering. */
  wageringMultiplier: number;
}

/** A fixed free bet for accumulators. */
export interface FreeBetDefinition extends BaseDefinition {
  kind: 'free_bet';
  amount: string;
}

export type BonusDefinition = DepositMatchDefinition | CashbackDefinition | FreeBetDefinition;

export const welcomeBonus: DepositMatchDefinition = {
  code: 'WELCOME100',
  kind: 'deposit_match',
  title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
  product: 'casino',
  percent: 100,
  cap: '1000.00',
  minDeposit: '100.00',
  wageringMultiplier: 10,
  wageringDays: 30,
  sort: 10,
};

export const weeklyCashback: CashbackDefinition = {
  code: 'CASHBACK10',
  kind: 'cashback',
  title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Cashback' },
  product: 'casino',
  percent: 10,
  cap: '500.00',
  wageringMultiplier: 0,
  sort: 20,
};

export const sportsFreeBet: FreeBetDefinition = {
  code: 'SPORTS25',
  kind: 'free_bet',
  title: { tr: 'Spor Freebet', en: 'Sports Free Bet' },
  product: 'sports',
  amount: '250.00',
  sort: 30,
};

export const bonusDefinitions: readonly BonusDefinition[] = [welcomeBonus, weeklyCashback, sportsFreeBet];

/** What must be wagered, in times the bonus: a free bet is a stake in itself and asks for none. */
export const wageringMultiplierOf = (d: BonusDefinition): number => (d.kind === 'free_bet' ? 0 : d.wageringMultiplier);

export const bonusDefinition = (code: string): BonusDefinition | undefined => bonusDefinitions.find((d) => d.code === code);

/** Whole lira in the reader's format: "1.000 ₺" (tr, with a no-break space), "₺1,000" (en); kuruş only when there are any. */
export function formatLira(amount: string, locale: Locale): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'tr' ? '.' : ',');
  const value = cents === '00' ? grouped : `${grouped}${locale === 'tr' ? ',' : '.'}${cents}`;
  // A no-break space keeps "1.000 ₺" on one line.
  return locale === 'tr' ? `${value}\u00a0₺` : `₺${value}`;
}

/** "%100" (tr), "100%" (en). */
export const formatPercent = (percent: number, locale: Locale): string => (locale === 'tr' ? `%${percent}` : `${percent}%`);

/** Turkish dative suffix after an amount in lira ("1.000 ₺'ye kadar"). */
const upToTr = (amount: string) => `${formatLira(amount, 'tr')}'ye kadar`;

/** The amount shown big on the dashboard card: the most the offer can pay. */
export const offerAmount = (d: BonusDefinition): string => (d.kind === 'free_bet' ? d.amount : d.cap);

/** The short description of the dashboard card (`bonus/list`). */
export function offerDescription(d: BonusDefinition, locale: Locale): string {
  switch (d.kind) {
    case 'deposit_match':
      return locale === 'tr'
        ? `İlk yatırımınıza ${formatPercent(d.percent, 'tr')}, ${upToTr(d.cap)} bonus. En az yatırım: ${formatLira(d.minDeposit, 'tr')}.`
        : `${formatPercent(d.percent, 'en')} on your first deposit, up to ${formatLira(d.cap, 'en')}. Minimum deposit: ${formatLira(d.minDeposit, 'en')}.`;
    case 'cashback':
      return locale === 'tr'
        ? `Haftalık net kaybınızın ${formatPercent(d.percent, 'tr')}'u, ${upToTr(d.cap)} hesabınıza iade edilir.`
        : `${formatPercent(d.percent, 'en')} of your weekly net loss back, up to ${formatLira(d.cap, 'en')}.`;
    case 'free_bet':
      return locale === 'tr'
        ? `Kombine kuponlarınız için ${formatLira(d.amount, 'tr')} değerinde bedava bahis.`
        : `A ${formatLira(d.amount, 'en')} free bet for your accumulator bets.`;
  }
}

/** The dashboard card's title; the numbers in it come from the definition. */
export function offerTitle(d: BonusDefinition, locale: Locale): string {
  switch (d.kind) {
    case 'deposit_match':
      return d.title[locale];
    case 'cashback':
      return locale === 'tr' ? `Haftalık ${formatPercent(d.percent, 'tr')} Kayıp Bonusu` : `Weekly ${formatPercent(d.percent, 'en')} Cashback`;
    case 'free_bet':
      return `${d.title[locale]} ${formatLira(d.amount, locale)}`;
  }
}

const productTexts: Record<BonusProduct, Texts> = {
  casino: { tr: 'Yalnızca casino oyunlarında kullanılabilir.', en: 'Can be used on casino games only.' },
  sports: { tr: 'Yalnızca spor bahislerinde kullanılabilir.', en: 'Can be used on sports bets only.' },
};

/** "Can be used on casino games only." */
export const productTerms = (product: BonusProduct, locale: Locale): string => productTexts[product][locale];

/** "10 katı çevrim, 30 gün içinde." / "Wager 10× within 30 days." */
function wageringText(multiplier: number, days: number | null, locale: Locale): string {
  if (locale === 'tr') return days === null ? `Çekilebilmesi için ${multiplier} katı çevrilmelidir.` : `${multiplier} katı çevrim, ${days} gün içinde.`;
  return days === null ? `Wager it ${multiplier}× before it can be withdrawn.` : `Wager ${multiplier}× within ${days} days.`;
}

/**
 * The offer's terms as the player reads them before requesting it (`bonus/list`): what it pays,
 * its cap and minimum, the wagering, the product, and the rules the server applies to a request
 * (a deposit match once per account; one open request per offer).
 */
export function offerTerms(d: BonusDefinition, locale: Locale): string {
  const tr = locale === 'tr';
  const parts: string[] = [];
  switch (d.kind) {
    case 'deposit_match':
      parts.push(
        tr
          ? `İlk yatırımınıza ${formatPercent(d.percent, 'tr')} bonus, en fazla ${formatLira(d.cap, 'tr')}. En az yatırım: ${formatLira(d.minDeposit, 'tr')}.`
          : `${formatPercent(d.percent, 'en')} of your first deposit, at most ${formatLira(d.cap, 'en')}. Minimum deposit: ${formatLira(d.minDeposit, 'en')}.`,
        wageringText(d.wageringMultiplier, d.wageringDays, locale),
        productTexts[d.product][locale],
        tr ? 'Hesap başına bir kez verilir.' : 'Given once per account.',
      );
      break;
    case 'cashback':
      parts.push(
        tr
          ? `Haftalık net kaybınız üzerinden ${formatPercent(d.percent, 'tr')} iade, en fazla ${formatLira(d.cap, 'tr')}.`
          : `${formatPercent(d.percent, 'en')} of your weekly net loss, at most ${formatLira(d.cap, 'en')}.`,
        d.wageringMultiplier === 0
          ? tr ? 'Nakit olarak ödenir, çevrim şartı yoktur.' : 'Paid as cash, with no wagering.'
          : wageringText(d.wageringMultiplier, null, locale),
        productTexts[d.product][locale],
      );
      break;
    case 'free_bet':
      parts.push(
        tr ? `${formatLira(d.amount, 'tr')} değerinde bedava bahis, kombine kuponlar için.` : `A ${formatLira(d.amount, 'en')} free bet for accumulator bets.`,
        productTexts[d.product][locale],
      );
      break;
  }
  parts.push(tr ? 'Her teklif için aynı anda tek bir açık talebiniz olabilir.' : 'You can have one open request per offer at a time.');
  return parts.join(' ');
}

