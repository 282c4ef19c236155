import type { PaymentDetail, PaymentFieldDefinition } from '@arcadia/shared';
import { toPaymentValue } from '@arcadia/shared/core';

/** The keys whose value is usually copied from elsewhere: they get a paste-from-clipboard button. */
export const PASTE_KEYS: ReadonlySet<string> = new Set(['Iban', 'CardNo']);

/** A field the player types through its mask (the form keeps the raw characters). */
export const isMasked = (field: PaymentFieldDefinition) => Boolean(field.mask) && field.objectType !== 'Decimal' && field.objectType !== 'Dropdown';

/** Starting values of a method's form: a read-only field's own value, `null` for a dropdown (nothing chosen), `''` for the rest. */
export function initialValuesOf(fields: readonly PaymentFieldDefinition[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, field.readOnly ? (field.value ?? '') : field.objectType === 'Dropdown' ? null : '']));
}

/**
 * The `detail` the form sends: numbers as numbers, a numeric dropdown value as a number, free text
 * trimmed, masked text as its raw characters.
 */
export function toPaymentDetail(fields: readonly PaymentFieldDefinition[], values: Record<string, unknown>): PaymentDetail {
  const detail: PaymentDetail = {};
  for (const field of fields) {
    const value = values[field.key];
    detail[field.key] = toPaymentValue(field, typeof value === 'string' && !isMasked(field) ? value.trim() : value);
  }
  return detail;
}

/** `CardHolder` → `Card Holder`: the label of a key that has no text of its own. */
export const humaniseKey = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim();

/** Only `http(s)` links are provider pages; anything else in `data` is not opened. */
export const isProviderLink = (data: unknown): data is string => typeof data === 'string' && /^https?:\/\/\S+$/i.test(data.trim());
