/**
 * The player-protection steps of the deposit dialog (Deposit Money), answered the way a player
 * does: before a first deposit it asks the date of birth when the site does not know it (a fast
 * registration may not send one; registerByApi does), then a deposit limit, or No limit confirmed a
 * second time. Texts in both languages: the journeys run in English, the Turkish site reads the same.
 */
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { typeInto } from './journeys';

export type LimitPeriod = 'day' | 'week' | 'month';

/** What the player answers the deposit-limit step: an amount in lira per period, or no limit (confirmed). */
export type DepositLimitChoice = { amount: number; period: LimitPeriod } | 'no limit';

/** The choice of most journeys: high enough that no journey's deposits come near it. */
export const GENEROUS_DEPOSIT_LIMIT: DepositLimitChoice = { amount: 100_000, period: 'month' };

const TEXT = {
  birthTitle: /^(Your date of birth|Doğum tarihiniz)$/,
  // Not anchored at the end: the label of a required field may read with its asterisk.
  birthLabel: /^(Date of birth|Doğum tarihi)/,
  save: /^(Save|Kaydet)$/,
  limitTitle: /^(Set a deposit limit|Para yatırma limiti belirleyin)$/,
  limitAmount: /^(Limit amount|Limit tutarı)/,
  setLimit: /^(Set limit|Limiti belirle)$/,
  noLimit: /^(No limit|Limit istemiyorum)$/,
  areYouSure: /^(Are you sure\?|Emin misiniz\?)/,
  confirm: /^(Confirm|Onayla)$/,
  /** Shown above the methods and the form once the steps are behind the player. */
  /** Beside a deposit limit in force "Limits"; without one (no box) "Set a deposit limit". */
  limitsLink: /^(Limits|Limitler|Set a deposit limit|Para yatırma limiti belirle)$/,
} as const;

const PERIOD: Record<LimitPeriod, RegExp> = {
  day: /^(Per day|Günlük)$/,
  week: /^(Per week|Haftalık)$/,
  month: /^(Per month|Aylık)$/,
};

/** `YYYY-MM-DD` of the day `years` ago: 30 years makes any player old enough. */
export function birthDateYearsAgo(years = 30, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), Math.min(today.getUTCDate(), 28)));
  return date.toISOString().slice(0, 10);
}

/** The date-of-birth step: a date 30 years ago, saved; the step gives way to the next one. */
export async function answerBirthDateStep(dialog: Locator, birthDate = birthDateYearsAgo()): Promise<void> {
  const title = dialog.getByRole('heading', { name: TEXT.birthTitle });
  await expect(title).toBeVisible();
  // A native date input: fill takes the ISO date whatever the browser's display format.
  await dialog.getByLabel(TEXT.birthLabel).fill(birthDate);
  await dialog.getByRole('button', { name: TEXT.save }).click();
  await expect(title).toBeHidden();
}

/** The deposit-limit step: an amount per period, or No limit and then Confirm. */
export async function answerDepositLimitStep(dialog: Locator, choice: DepositLimitChoice = GENEROUS_DEPOSIT_LIMIT): Promise<void> {
  const title = dialog.getByRole('heading', { name: TEXT.limitTitle });
  await expect(title).toBeVisible();
  if (choice === 'no limit') {
    await dialog.getByRole('button', { name: TEXT.noLimit }).click();
    // Asked a second time: one click alone never waives the limit.
    await expect(dialog.getByText(TEXT.areYouSure)).toBeVisible();
    await dialog.getByRole('button', { name: TEXT.confirm }).click();
  } else {
    await typeInto(dialog.getByRole('textbox', { name: TEXT.limitAmount }), String(choice.amount));
    await dialog.getByRole('radio', { name: PERIOD[choice.period] }).check();
    await dialog.getByRole('button', { name: TEXT.setLimit }).click();
  }
  await expect(title).toBeHidden();
}

/**
 * Takes the deposit dialog past whatever it asks first (date of birth, deposit limit) to its usual
 * content, with the Limits link above it. A player who settled both already goes straight through.
 */
export async function passDepositChecks(dialog: Locator, choice: DepositLimitChoice = GENEROUS_DEPOSIT_LIMIT): Promise<void> {
  const birthDate = dialog.getByRole('heading', { name: TEXT.birthTitle });
  const limit = dialog.getByRole('heading', { name: TEXT.limitTitle });
  const usual = dialog.getByRole('link', { name: TEXT.limitsLink });
  await expect(birthDate.or(limit).or(usual).first()).toBeVisible({ timeout: 15_000 });
  if (await birthDate.isVisible()) await answerBirthDateStep(dialog);
  await expect(limit.or(usual).first()).toBeVisible();
  if (await limit.isVisible()) await answerDepositLimitStep(dialog, choice);
  await expect(usual).toBeVisible();
}

/**
 * For journeys that deposit through the API rather than the dialog: the player's explicit choice of
 * no deposit limit (`POST responsiblegaming/nolimit`), without which the server refuses a deposit.
 */
export async function chooseNoDepositLimitByApi(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/responsiblegaming/nolimit', { headers: { Authorization: `Bearer ${token}`, Locale: 'en' }, data: { confirm: true } });
  expect(res.ok(), await res.text()).toBe(true);
}
