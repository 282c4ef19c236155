/**
 * A payment form's `detail` checked against its method: exactly the method's fields, each passing
 * the rules the form itself applies (`paymentDetailSchema` from the shared package: masks, IBAN
 * and card checksums, the method's min and max, kuruş), then split into what goes to the provider
 * and what the payment row may keep.
 */
import { PAYMENT_AMOUNT_KEY, paymentDetailSchema, toPaymentValue, type LanguageCode, type PaymentDetail } from '@arcadia/shared/core';
import { ApiError } from '../../plugins/app/api-error.js';
import { interpolate } from '../../plugins/app/messages.js';
import { ruleErrors } from '../../plugins/app/validation.js';
import { fromKurus } from '../wallet/money.js';
import { fieldsFor, type OwnValues, type SiteMethod } from './payment-methods.js';
import type { StoredDetail } from './payments.tables.js';
import { paymentFieldLabels, paymentTexts } from './payments.texts.js';

export interface CheckedDetail {
  /** Lira with 2 decimals ("150.50"). */
  amount: string;
  /** The other fields as the provider needs them (the full card number and expiry included). */
  values: PaymentDetail;
  /** What the payment row keeps: the card number cut to its last 4 digits, no expiry date. */
  stored: StoredDetail;
}

/** Fields never stored, not even masked. */
const NEVER_STORED = new Set(['ExpiryDate']);

const amountField = { key: PAYMENT_AMOUNT_KEY, mask: null, objectType: 'Decimal', option: null } as const;

const label = (key: string, locale: LanguageCode) => paymentFieldLabels[key]?.[locale] ?? key;

/** "4111111111111111" → "************1111". */
export function maskCardNumber(digits: string): string {
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/**
 * Checks `detail` for `method`; a 400 with the first problem (and every field's in `data.errors`)
 * otherwise. A read-only field may be left out; when sent it must be the account's own value
 * (`own`), and the account's value is what goes on, however the client spelled it.
 */
export function checkDetail(method: SiteMethod, detail: Record<string, unknown>, locale: LanguageCode, own: OwnValues = {}): CheckedDetail {
  const fields = fieldsFor(method, own);
  const known = new Set(fields.map((f) => f.key));
  const unknown = Object.keys(detail).find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw new ApiError(400, { tr: interpolate(paymentTexts.unknownField.tr, { field: unknown }), en: interpolate(paymentTexts.unknownField.en, { field: unknown }) });
  }
  const given = { ...detail };
  for (const field of fields) if (field.readOnly && (given[field.key] === undefined || given[field.key] === '')) given[field.key] = field.value;
  const errors = ruleErrors(paymentDetailSchema(fields, { min: method.min, max: method.max }), given, locale);
  const labelled = Object.fromEntries(Object.entries(errors).map(([key, text]) => [key, `${label(key, locale)}: ${text}`]));
  const first = Object.values(labelled)[0];
  if (first !== undefined) throw new ApiError(400, first, { errors: labelled });

  // The rules allow at most 2 decimals (within float noise): the amount is counted in whole kuruş.
  const amount = fromKurus(BigInt(Math.round(Number(toPaymentValue(amountField, detail[PAYMENT_AMOUNT_KEY])) * 100)));
  const values: PaymentDetail = {};
  const stored: StoredDetail = {};
  for (const field of fields) {
    if (field.key === PAYMENT_AMOUNT_KEY) continue; // the amount travels and is kept on its own
    let value = field.readOnly ? field.value! : toPaymentValue(field, given[field.key]);
    if (typeof value === 'string') value = value.trim();
    values[field.key] = value;
    if (NEVER_STORED.has(field.key)) continue;
    stored[field.key] = field.key === 'CardNo' ? maskCardNumber(String(value)) : value;
  }
  return { amount, values, stored };
}
