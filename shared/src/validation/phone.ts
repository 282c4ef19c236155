/**
 * Phone numbers. The site serves Türkiye and verifies phones by SMS, so a phone is a Turkish mobile
 * number, and it is stored in one spelling only: `90` followed by the 10-digit national number,
 * which starts with 5 (the mobile range 5xx), e.g. `905321234567`.
 *
 * Accepted spellings of that number: `5321234567`, `05321234567`, `905321234567`,
 * `+905321234567`, `00905321234567`, and `+90 (0)532...` with the trunk 0 kept after the country
 * code; spaces, hyphens, dots and parentheses between digits are ignored
 * (`+90 532 123 45 67`, `(0532) 123-45-67`). Anything else is refused: landlines and other
 * non-mobile ranges (2xx, 3xx, 4xx, 8xx), other country codes, letters, a `+` that does not open
 * the number, too few or too many digits.
 */
import type { Rule, ValidationError } from './rules';

/** Longest raw text looked at; a real number with separators is well under this. */
const MAX_RAW_LENGTH = 32;
const SEPARATORS = /[\s().-]/g;
/** Optional country code (`+90`, `0090`, `90`), optional trunk 0, then the 10-digit mobile number. */
const TURKISH_MOBILE = /^(?:\+90|0090|90)?0?(5\d{9})$/;

/** The stored spelling of a phone (`90` + 10 digits), or null when `raw` is not a Turkish mobile number. */
export function normalizePhone(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_RAW_LENGTH) return null;
  const compact = raw.replace(SEPARATORS, '');
  const match = TURKISH_MOBILE.exec(compact);
  return match ? `90${match[1]}` : null;
}

/**
 * A phone as people read it: `+90 532 123 45 67`. Takes any spelling `normalizePhone` accepts (the
 * stored `905321234567`, the form's ten digits `5321234567`, ...); anything else is shown as given,
 * and no phone as ''.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const stored = normalizePhone(phone);
  if (!stored) return phone;
  return `+90 ${stored.slice(2, 5)} ${stored.slice(5, 8)} ${stored.slice(8, 10)} ${stored.slice(10)}`;
}

/**
 * The shared phone rule: accepts exactly what `normalizePhone` accepts. A mobile number still
 * being typed (a 5 and fewer than ten digits, as the form's 10-digit field holds it) asks for
 * its ten digits; anything else gets the phone message. Empty values are left to `required`.
 */
export const turkishMobile = (): Rule => (value) => {
  const s = value === undefined || value === null ? '' : String(value);
  if (s === '' || normalizePhone(s) !== null) return null;
  const error: ValidationError = /^5\d{0,8}$/.test(s.replace(SEPARATORS, ''))
    ? { key: 'validation.exactLength', values: { length: 10 } }
    : { key: 'validation.phone' };
  return error;
};
