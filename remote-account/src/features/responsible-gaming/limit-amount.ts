import { MAX_RESPONSIBLE_GAMING_LIMIT } from '@arcadia/shared';

/** Text key under `account:responsibleGaming.limits.form.errors.*`. */
export type LimitAmountError = 'required' | 'invalid' | 'positive' | 'decimals' | 'max';

/**
 * A limit is an amount in lira, more than zero, with whole kuruş (at most two decimals) and at most
 * `MAX_RESPONSIBLE_GAMING_LIMIT`. Takes what the amount input holds: a number, or the text it could
 * not read as one ('' when empty).
 */
export function validateLimitAmount(value: number | string | null | undefined): LimitAmountError | null {
  if (value === null || value === undefined || value === '') return 'required';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalid';
  if (value <= 0) return 'positive';
  // Compare in kuruş with a tolerance: 0.1 + 0.2 style binary noise is not a third decimal.
  const kurus = value * 100;
  if (Math.abs(kurus - Math.round(kurus)) > 1e-6) return 'decimals';
  if (value > MAX_RESPONSIBLE_GAMING_LIMIT) return 'max';
  return null;
}
