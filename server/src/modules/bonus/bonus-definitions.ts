/**
 * The operator's bonus offers: the one source of truth for every percentage, cap, minimum and code.
 * The dashboard (`bonus/list`), the requests, the CMS promotions, slides and popup
 * (cms/seed/content.ts) and the content images (server/scripts/content-images.mjs) all read
 * their numbers and codes from here. This module imports nothing, so the image generator can load it.
 *
 * The numbers are the ones the dashboard already granted (a 100 % match up to ₺1,000, a weekly
 * 10 % cashback up to ₺500) and not the larger ones the banners once promised (up to ₺5,000,
 * 25 % back): the conservative figures are what the operator can honour, so advertising keeps to them.
 */

export type Locale = 'tr' | 'en';
type Texts = Record<Locale, string>;

interface BaseDefinition {
  code: string;
  title: Texts;
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
  percent: 100,
  cap: '1000.00',
  minDeposit: '100.00',
  wageringMultiplier: 20,
  wageringDays: 30,
  sort: 10,
};

export const weeklyCashback: CashbackDefinition = {
  code: 'CASHBACK10',
  kind: 'cashback',
  title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Cashback' },
  percent: 10,
  cap: '500.00',
  wageringMultiplier: 0,
  sort: 20,
};

export const sportsFreeBet: FreeBetDefinition = {
  code: 'SPORTS25',
  kind: 'free_bet',
  title: { tr: 'Spor Freebet', en: 'Sports Free Bet' },
  amount: '250.00',
  sort: 30,
};

export const bonusDefinitions: readonly BonusDefinition[] = [welcomeBonus, weeklyCashback, sportsFreeBet];

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
