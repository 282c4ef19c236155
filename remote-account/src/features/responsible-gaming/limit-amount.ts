import { limitAmountProblem } from '@arcadia/shared';

/** Text key under `account:responsibleGaming.limits.form.errors.*`. */
export type LimitAmountError = 'required' | 'invalid' | 'positive' | 'decimals' | 'max';

/**
 * A limit amount as the page's form reads it (the rule itself is shared: `limitAmountProblem`).
 * Takes what the amount input holds: a number, or the text it could not read as one ('' when empty).
 */
export function validateLimitAmount(value: number | string | null | undefined): LimitAmountError | null {
  if (value === null || value === undefined || value === '') return 'required';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalid';
  return limitAmountProblem(value);
}
