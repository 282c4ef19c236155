import { MINIMUM_AGE } from '../model/responsible-gaming';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * Validation rules of the forms as plain functions, Mantine-form style:
 * `(value, values) => error | null`. The forms translate the error; the server answers it
 * in the request's locale. The same rules run on both sides.
 */
export interface ValidationError {
  /** i18n key in the `common` namespace, e.g. `validation.length`. */
  key: string;
  values?: Record<string, string | number>;
}
export type Rule = (value: unknown, values: Record<string, unknown>) => ValidationError | null;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const fail = (key: string, values?: ValidationError['values']): ValidationError => (values ? { key, values } : { key });

export const required = (): Rule => (value) => (text(value).trim() === '' ? fail('validation.required') : null);

/** Length between min and max inclusive; empty values are left to `required`. */
export const length = (min: number, max: number): Rule => (value) => {
  const s = text(value);
  return s !== '' && (s.length < min || s.length > max) ? fail('validation.length', { min, max }) : null;
};
export const minLength = (min: number): Rule => (value) => {
  const s = text(value);
  return s !== '' && s.length < min ? fail('validation.minLength', { min }) : null;
};
export const exactLength = (n: number): Rule => (value) => {
  const s = text(value);
  return s !== '' && s.length !== n ? fail('validation.exactLength', { length: n }) : null;
};
export const pattern = (regex: RegExp, key: string): Rule => (value) => {
  const s = text(value);
  return s !== '' && !regex.test(s) ? fail(key) : null;
};
export const digitsOnly = () => pattern(/^\d+$/, 'validation.digits');
export const lettersAndDigits = () => pattern(/^[A-Za-z0-9]+$/, 'validation.alphanumeric');
export const email = () => pattern(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'validation.email');

/**
 * Characters no text field accepts: the control characters (C0, DEL, C1) other than tab, line feed
 * and carriage return, and UTF-16 surrogates without their pair. A database refuses NUL in text and
 * stores a lone surrogate as U+FFFD, and none of them can be typed into a form. (A loop rather than
 * a regular expression: lookbehind, needed for a lone low surrogate, breaks older Safari.)
 */
export function hasForbiddenCharacter(s: string, { multiline = true }: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      if (!multiline) return true;
    } else if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * Text a person types: no control characters and no lone surrogates; tab and line breaks only where
 * the field is `multiline` (a message), never in a name or an address.
 */
export const plainText = ({ multiline = false }: { multiline?: boolean } = {}): Rule => (value) => {
  const s = text(value);
  return s !== '' && hasForbiddenCharacter(s, { multiline }) ? fail('validation.plainText') : null;
};

/** The shared rule that flags a mismatch when two fields differ. */
export const matches = (otherField: string): Rule => (value, values) =>
  text(value) !== '' && text(value) !== text(values[otherField]) ? fail('validation.mismatch') : null;

/** Official checksum of the 11-digit Turkish national ID (T.C. Kimlik No). */
export function isValidTurkishId(id: string): boolean {
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  const d = [...id].map(Number) as number[];
  const at = (i: number) => d[i] as number;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === at(9) && eleventh === at(10);
}
export const turkishId = (): Rule => (value) => {
  const s = text(value);
  return s !== '' && /^\d{11}$/.test(s) && !isValidTurkishId(s) ? fail('validation.nationalId') : null;
};

/** Age on `today` of someone born on ISO date `birthDate` (YYYY-MM-DD); NaN when not a real date. */
export function ageOn(birthDate: string, today = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return NaN;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** Nobody living was born more than this many years ago: an older date is a typo. */
const OLDEST_AGE = 120;

/** A date of birth: a real calendar date written YYYY-MM-DD, not in the future and not more than 120 years ago. */
export const dateOfBirth = (): Rule => (value) => {
  const s = text(value);
  if (s === '') return null;
  const age = ageOn(s);
  return Number.isNaN(age) || age < 0 || age > OLDEST_AGE ? fail('validation.date') : null;
};

/** A date of birth (as `dateOfBirth`) of someone who has reached `MINIMUM_AGE`. */
export const adult = (): Rule => (value, values) => {
  const s = text(value);
  if (s === '') return null;
  return dateOfBirth()(s, values) ?? (ageOn(s) < MINIMUM_AGE ? fail('validation.age', { age: MINIMUM_AGE }) : null);
};

/** A box the player must tick, such as the statement of being of age; the error is `key`. */
export const ticked = (key: string, values?: ValidationError['values']): Rule => (value) => (value === true ? null : fail(key, values));

/** A new password's length: at least 8 characters (a login still takes the 5 of older accounts). */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 100;

/**
 * A new password that is not on the list of common passwords, nor the player's own username
 * (`values.username`), compared in lower case.
 */
export const notCommonPassword = (): Rule => (value, values) => {
  const s = text(value).toLocaleLowerCase('tr');
  if (s === '') return null;
  const username = text(values.username).trim().toLocaleLowerCase('tr');
  return COMMON_PASSWORDS.has(s) || (username !== '' && s === username) ? fail('validation.commonPassword') : null;
};

/** How strong a password looks, from 0 (too weak to take) to 4, for the hint under the field. */
export function passwordStrength(password: string, username = ''): 0 | 1 | 2 | 3 | 4 {
  if (password.length < NEW_PASSWORD_MIN || notCommonPassword()(password, { username })) return 0;
  // Lower-case letters, upper-case letters, digits, anything else.
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d]/u].filter((kind) => kind.test(password)).length;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (kinds >= 3) score += 1;
  if (kinds === 4 || password.length >= 16) score += 1;
  return Math.min(score, 4) as 1 | 2 | 3 | 4;
}

/**
 * A person's name or surname: letters of any alphabet (Turkish ones included) in words apart by
 * spaces, hyphens or apostrophes (`Ayşe Nur`, `Öztürk-Yılmaz`, `O'Neil`); no digits, symbols, emoji
 * or markup. Spaces around it are the form's to trim.
 */
export const personName = (): Rule => (value) => {
  const s = text(value).trim();
  return s !== '' && !/^\p{L}[\p{L}\p{M}]*(?:(?: |-|'|’| - )\p{L}[\p{L}\p{M}]*)*$/u.test(s) ? fail('validation.personName') : null;
};

/** The version of a document the player accepted (the terms, the privacy notice) must be the one in force. */
export const currentVersion = (version: string, key: string): Rule => (value) => (text(value) === version ? null : fail(key));
