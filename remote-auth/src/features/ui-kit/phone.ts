/** The fixed country prefix of phone numbers (Türkiye). */
export const PHONE_PREFIX = '90';
/** Ten digits after the prefix, grouped as Turkish numbers are written. */
export const PHONE_MASK = '999 999 99 99';
export const PHONE_DIGITS = 10;

/** What the API receives: the prefix and the ten digits, digits only (e.g. `905321234567`). */
export const toApiPhone = (digits: string): string => `${PHONE_PREFIX}${digits}`;

/** The ten digits of a stored phone, whether it was saved with the prefix or without. */
export function fromApiPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length > PHONE_DIGITS && digits.startsWith(PHONE_PREFIX) ? digits.slice(PHONE_PREFIX.length) : digits.slice(-PHONE_DIGITS);
}
