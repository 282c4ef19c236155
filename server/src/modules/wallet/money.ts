/**
 * Lira amounts. They travel as strings with 2 decimals ("50.00", as PostgreSQL's numeric(18,2)
 * returns them) and are computed in integer kuruş (bigint), never in floating point.
 */
const AMOUNT = /^-?\d{1,16}(\.\d{1,2})?$/;

export class InvalidAmountError extends Error {}

/** "12.5" | 12.5 → 1250n kuruş; throws on anything that is not a plain amount with at most 2 decimals. */
export function toKurus(amount: string | number): bigint {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  if (!AMOUNT.test(text)) throw new InvalidAmountError(`not an amount: ${String(amount)}`);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.') as [string, string?];
  const kurus = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -kurus : kurus;
}

/** 1250n → "12.50" */
export function fromKurus(kurus: bigint): string {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Canonical form: "12.5" → "12.50". */
export function normalizeAmount(amount: string | number): string {
  return fromKurus(toKurus(amount));
}

/** For JSON answers: "12.50" → 12.5 (exact for every amount below 2^53 kuruş). */
export function amountToNumber(amount: string): number {
  return Number(amount);
}
