import {
  birthDateSchema,
  formatMoney,
  parseAmountText,
  isApiError,
  limitAmountProblem,
  validateField,
  type BelowMinimumDeposit,
  type DepositLimitUndecided,
  type Exclusion,
  type ExclusionRefusal,
  type LimitPeriod,
  type LimitRefusal,
  type PaymentMethod,
  type ResponsibleGamingLimit,
  type ResponsibleGamingStatus,
  type ValidationError,
} from '@arcadia/shared';

/** The steps before the usual deposit content, in the order the server requires them. */
export type DepositStep = 'birthDate' | 'limit' | null;

/** The step the player must take first: the date of birth, then the deposit limit; null when both are settled. */
export function pendingStepOf(status: Pick<ResponsibleGamingStatus, 'birthDateKnown' | 'depositLimitDecided'>): DepositStep {
  if (!status.birthDateKnown) return 'birthDate';
  if (!status.depositLimitDecided) return 'limit';
  return null;
}

/** A date of birth (YYYY-MM-DD) is required, a real date, and makes the player 18 or older: the rule `customer/birthdate` runs too. */
export const birthDateError = (value: string): ValidationError | null => validateField(birthDateSchema.birthDate, value, { birthDate: value });

/**
 * `YYYY-MM-DD` of the same day `years` before `today` (UTC, as the age rule counts): the latest
 * birth date that makes a player that old today. For 29 February in a year without one, the 28th.
 */
export function dateYearsAgo(years: number, today = new Date()): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastOfMonth))).toISOString().slice(0, 10);
}

const LIMIT_PROBLEM_KEYS = { positive: 'validation.positive', decimals: 'validation.kurus', max: 'tooHigh' } as const;

/**
 * A deposit limit as the player typed it, read in their language (`parseAmountText`: a minus sign
 * is kept, letters are not dropped), then held to the shared rule (`limitAmountProblem`): a number
 * above zero, in whole kuruş (at most two decimals), and no more than the highest limit the server
 * accepts. `validation.amountFormat` carries an example of the language's format.
 */
export function limitAmountError(value: unknown, language: string): ValidationError | null {
  if (value === '' || value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { key: 'validation.required' };
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? parseAmountText(value, language) : NaN;
  if (!Number.isFinite(amount)) return { key: 'validation.amountFormat', values: { example: formatMoney(1500.5, language).replace('₺', '') } };
  const problem = limitAmountProblem(amount);
  return problem ? { key: LIMIT_PROBLEM_KEYS[problem] } : null;
}

/** What is left of a deposit limit, never below zero. */
export const leftOf = (limit: Pick<ResponsibleGamingLimit, 'amount' | 'used'>) => Math.max(0, limit.amount - limit.used);

/**
 * The deposit limit that binds first: the one with the least left. Where periods overlap the most
 * restrictive wins, so that is what the player can still deposit.
 */
export function tightestDepositLimit(limits: readonly ResponsibleGamingLimit[]): (ResponsibleGamingLimit & { left: number }) | null {
  let tightest: (ResponsibleGamingLimit & { left: number }) | null = null;
  for (const limit of limits) {
    if (limit.type !== 'deposit') continue;
    const left = leftOf(limit);
    if (!tightest || left < tightest.left) tightest = { ...limit, left };
  }
  return tightest;
}

/** What a deposit refused by player protection (422) means for the dialog. */
export type DepositRefusal =
  | { kind: 'limit'; message: string; limit: LimitRefusal['limit']; left: number; freesAt: string | null }
  | { kind: 'exclusion'; message: string; exclusion: ExclusionRefusal['exclusion'] }
  | { kind: 'step'; message: string; step: Exclude<DepositStep, null> };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Reads `data` of a refused deposit: a limit, an exclusion, or a step not taken yet; null for any other failure. */
export function depositRefusalOf(error: unknown): DepositRefusal | null {
  if (!isApiError(error) || error.status !== 422 || !isObject(error.data)) return null;
  const data = error.data;
  const { message } = error;
  if (isObject(data.limit) && typeof data.left === 'number') {
    const limit = data.limit as LimitRefusal['limit'];
    if (!PERIODS.includes(limit.period)) return null;
    return { kind: 'limit', message, limit, left: Math.max(0, data.left), freesAt: typeof data.freesAt === 'string' ? data.freesAt : null };
  }
  if (isObject(data.exclusion)) return { kind: 'exclusion', message, exclusion: data.exclusion as unknown as ExclusionRefusal['exclusion'] };
  if (data.birthDateRequired === true) return { kind: 'step', message, step: 'birthDate' };
  if ((data as Partial<DepositLimitUndecided>).depositLimitDecided === false) return { kind: 'step', message, step: 'limit' };
  return null;
}

/** The smallest deposit any method takes (lira), or null while the methods are unknown. */
export const smallestDepositOf = (methods: readonly Pick<PaymentMethod, 'min'>[] | undefined): number | null => (methods?.length ? Math.min(...methods.map((method) => method.min)) : null);

/** The smallest deposit named by a limit the server refused as below it (`BelowMinimumDeposit`), or null for any other failure. */
export function belowMinimumOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 422 || !isObject(error.data)) return null;
  const minimum = (error.data as Partial<BelowMinimumDeposit>).minimumDeposit;
  return typeof minimum === 'number' && Number.isFinite(minimum) ? minimum : null;
}

/** The exclusion (time-out, self-exclusion, the operator's) in force now, or null when there is none or it has ended. */
export function runningExclusion(exclusion: Exclusion | null | undefined, now = Date.now()): Exclusion | null {
  return exclusion && (exclusion.until === null || Date.parse(exclusion.until) > now) ? exclusion : null;
}
