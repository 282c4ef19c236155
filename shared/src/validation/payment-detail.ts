import type { PaymentFieldDefinition } from '../model/types';
import { applyMask, isMaskComplete, maskCapacity, unmask } from '../mask/mask';
import { hasForbiddenCharacter, type Rule, type ValidationError } from './rules';
import type { FormSchema } from './schemas';

/**
 * The rules of the dynamic payment form, built from a method's field definitions; the remote's
 * form and the server's `payment/deposit` and `payment/withdraw` check a `detail` with the same
 * schema. Values are what the form sends: masked fields as their raw characters, Int, Long and
 * Decimal as numbers, Dropdown as a number when numeric.
 */

/** Upper bound of any amount, so no value can overflow the ledger's numeric(18,2). */
export const PAYMENT_AMOUNT_CEILING = 10_000_000;
/** Longest free-text value (a card holder's name). */
export const PAYMENT_TEXT_MAX = 100;

export interface PaymentAmountLimits {
  min: number;
  max: number;
}

const fail = (key: string, values?: ValidationError['values']): ValidationError => (values ? { key, values } : { key });
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Numeric field: a finite number (or its plain decimal spelling), whole for Int and Long, at most 2 decimals for Decimal. */
function numberRule(objectType: 'Int' | 'Long' | 'Decimal', limits: PaymentAmountLimits | null): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isFinite(n)) return fail('validation.number');
    if (objectType !== 'Decimal' && !Number.isInteger(n)) return fail('validation.wholeNumber');
    // n × 100 of a 2-decimal amount is an integer up to float error (100.29 × 100 = 10028.999999999998).
    if (objectType === 'Decimal' && Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return fail('validation.kurus');
    if (n <= 0) return fail('validation.positive');
    if (limits && (n < limits.min || n > limits.max)) return fail('validation.amountRange', { min: limits.min, max: limits.max });
    if (n > (objectType === 'Int' ? 2_147_483_647 : objectType === 'Long' ? Number.MAX_SAFE_INTEGER : PAYMENT_AMOUNT_CEILING)) return fail('validation.amountRange', { min: limits?.min ?? 0, max: limits?.max ?? PAYMENT_AMOUNT_CEILING });
    return null;
  };
}

/**
 * The raw characters of a masked value given either raw or as the mask writes it, spaces anywhere
 * and the mask's letters in either case: `TR33 0006 1005 1978 6457 8413 26`,
 * `TR330006100519786457841326` and `330006100519786457841326` are the same IBAN, as a player pastes
 * it from a banking app or types it. Null when the value is neither (other characters, or
 * characters in the wrong places), so nothing is dropped in silence.
 */
export function rawOfMasked(value: string, mask: string): string | null {
  const compact = value.replace(/\s+/g, '');
  const raw = unmask(compact, mask);
  if (compact === raw) return raw;
  const written = applyMask(raw, mask).replace(/\s+/g, '');
  return compact.toLocaleUpperCase('tr') === written.toLocaleUpperCase('tr') ? raw : null;
}

function textRule(mask: string | null): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    if (typeof value !== 'string') return fail('validation.text');
    if (hasForbiddenCharacter(value, { multiline: false })) return fail('validation.plainText');
    if (mask) {
      // The raw characters (however the value was written) must fill the mask and be nothing but what it accepts.
      const raw = rawOfMasked(value, mask);
      if (raw === null || raw.length > maskCapacity(mask) || !isMaskComplete(raw, mask)) return fail('validation.mask', { mask });
      return null;
    }
    return value.length > PAYMENT_TEXT_MAX ? fail('validation.length', { min: 1, max: PAYMENT_TEXT_MAX }) : null;
  };
}

/** A name as people write it: words apart by one space, case aside (`ayşe  YILMAZ` is `Ayşe Yılmaz`). */
export const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr') === b.trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr');

/** A read-only field (the account holder): its value is the account's, and no other is taken. */
function ownValueRule(own: string): Rule {
  return (value) => (isBlank(value) || (typeof value === 'string' && sameName(value, own)) ? null : fail('validation.ownValue', { value: own }));
}

function optionRule(options: { id: number | string }[]): Rule {
  return (value) => (isBlank(value) || options.some((o) => String(o.id) === String(value)) ? null : fail('validation.option'));
}

const requiredValue = (): Rule => (value) => (isBlank(value) ? fail('validation.required') : null);

/** IBAN check digits (ISO 13616, mod 97); `raw` is what a TR IBAN mask leaves: the 24 characters after `TR`. */
export function isValidTurkishIban(raw: string): boolean {
  if (!/^\d{24}$/.test(raw)) return false;
  const rearranged = `${raw.slice(2)}2927${raw.slice(0, 2)}`; // country code TR = 29 27, moved to the end
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Luhn check of a card number. */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  });
  return sum % 10 === 0;
}

/** MMYY (the raw value of mask 99/99), not in the past at `today`. */
export function isValidCardExpiry(raw: string, today = new Date()): boolean {
  if (!/^\d{4}$/.test(raw)) return false;
  const month = Number(raw.slice(0, 2));
  const year = 2000 + Number(raw.slice(2));
  if (month < 1 || month > 12) return false;
  return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && month >= today.getUTCMonth() + 1);
}

/** Checks beyond the mask for the well-known keys, on the raw characters (the mask rule has passed). */
const KEY_RULES: Record<string, (raw: string) => ValidationError | null> = {
  Iban: (raw) => (raw !== '' && !isValidTurkishIban(raw) ? fail('validation.iban') : null),
  CardNo: (raw) => (raw !== '' && !isValidCardNumber(raw) ? fail('validation.cardNo') : null),
  ExpiryDate: (raw) => (raw.length === 4 && !isValidCardExpiry(raw) ? fail('validation.expiry') : null),
};

/** A well-known key's check, on the raw characters of its masked value. */
const keyRule = (check: (raw: string) => ValidationError | null, mask: string | null): Rule => (value) => {
  if (typeof value !== 'string') return null;
  const raw = mask ? rawOfMasked(value, mask) : value;
  return raw === null ? null : check(raw);
};

/**
 * The schema of one method's form. `limits` bounds the `Amount` field (the method's min and max).
 * Every field is required; a `readOnly` field with its `value` takes that value only.
 */
export function paymentDetailSchema(fields: readonly PaymentFieldDefinition[], limits: PaymentAmountLimits): FormSchema {
  const schema: FormSchema = {};
  for (const field of fields) {
    const rules: Rule[] = [requiredValue()];
    if (field.objectType === 'Int' || field.objectType === 'Long' || field.objectType === 'Decimal') {
      rules.push(numberRule(field.objectType, field.key === 'Amount' ? limits : null));
    } else if (field.objectType === 'Dropdown') {
      rules.push(optionRule(field.option ?? []));
    } else {
      rules.push(textRule(field.mask));
    }
    const extra = KEY_RULES[field.key];
    if (extra) rules.push(keyRule(extra, field.mask));
    if (field.readOnly && field.value !== undefined) rules.push(ownValueRule(field.value));
    schema[field.key] = rules;
  }
  return schema;
}

/**
 * The value a field sends: Int, Long and Decimal as numbers, a numeric Dropdown value as a
 * number, masked text as its raw characters (however it was written), anything else as given.
 */
export function toPaymentValue(field: PaymentFieldDefinition, value: unknown): string | number {
  if (field.objectType === 'Int' || field.objectType === 'Long' || field.objectType === 'Decimal') return typeof value === 'number' ? value : Number(value);
  if (field.objectType === 'Dropdown') return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : (value as string | number);
  const text = String(value ?? '');
  return field.mask ? (rawOfMasked(text, field.mask) ?? text) : text;
}
