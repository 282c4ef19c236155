/**
 * The site's payment methods: what the player picks in the deposit and withdraw dialogs, the
 * fields of each form, and the provider-side method it maps to. Defined here, not in the
 * database: a method is code (its fields, its rules, its provider mapping) more than data.
 * Ids are part of the contract with the front end and never reused.
 */
import { TransactionType, type PaymentFieldDefinition, type PaymentMethod, type LanguageCode } from '@arcadia/shared/core';
import type { ProviderDepositMethod, ProviderPayoutMethod } from '../../providers/payments/payment-provider.js';

export interface SiteMethod {
  id: number;
  type: TransactionType;
  name: { tr: string; en: string };
  /** Logo file served by `GET /api/payment/logo/:file` (payment-logos.ts). */
  logo: string;
  /** Bounds of the Amount field, in lira. */
  min: number;
  max: number;
  fields: readonly PaymentFieldDefinition[];
  /** The provider's method for this one: a deposit method (card, bank) or a payout method (iban, wallet). */
  providerMethod: ProviderDepositMethod | ProviderPayoutMethod;
  /** A deposit the operator confirms once the money has arrived (a bank transfer), rather than the provider. */
  confirmedByOperator: boolean;
}

/** Banks a transfer may come from (the Bank dropdown). */
export const BANKS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Ziraat Bankası' },
  { id: 2, name: 'Türkiye İş Bankası' },
  { id: 3, name: 'Garanti BBVA' },
  { id: 4, name: 'Akbank' },
  { id: 5, name: 'Yapı Kredi' },
  { id: 6, name: 'VakıfBank' },
  { id: 7, name: 'Halkbank' },
  { id: 8, name: 'QNB' },
];

const IBAN_MASK = 'TR99 9999 9999 9999 9999 9999 99';
const amount: PaymentFieldDefinition = { key: 'Amount', mask: null, objectType: 'Decimal', option: null };
const iban: PaymentFieldDefinition = { key: 'Iban', mask: IBAN_MASK, objectType: 'String', option: null };

export const SITE_METHODS: readonly SiteMethod[] = [
  {
    id: 1,
    type: TransactionType.Deposit,
    name: { tr: 'Kredi Kartı', en: 'Credit card' },
    logo: 'card.svg',
    min: 50,
    max: 50_000,
    fields: [
      { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'String', option: null },
      { key: 'ExpiryDate', mask: '99/99', objectType: 'String', option: null },
      { key: 'CardHolder', mask: null, objectType: 'String', option: null },
      amount,
    ],
    providerMethod: 'card',
    confirmedByOperator: false,
  },
  {
    id: 2,
    type: TransactionType.Deposit,
    name: { tr: 'Havale / EFT', en: 'Bank transfer (Havale / EFT)' },
    logo: 'bank-transfer.svg',
    min: 100,
    max: 250_000,
    fields: [iban, { key: 'Bank', mask: null, objectType: 'Dropdown', option: BANKS.map((b) => ({ ...b })) }, amount],
    providerMethod: 'bank',
    confirmedByOperator: true,
  },
  {
    id: 3,
    type: TransactionType.Withdraw,
    name: { tr: 'Banka hesabına (IBAN)', en: 'To bank account (IBAN)' },
    logo: 'iban.svg',
    min: 100,
    max: 100_000,
    // The account holder is the player's own name: money leaves only to an account in their name.
    fields: [iban, { key: 'AccountHolder', mask: null, objectType: 'String', option: null, readOnly: true }, amount],
    providerMethod: 'iban',
    confirmedByOperator: false,
  },
  {
    id: 4,
    type: TransactionType.Withdraw,
    name: { tr: 'Cüzdana', en: 'To e-wallet' },
    logo: 'e-wallet.svg',
    min: 50,
    max: 50_000,
    fields: [{ key: 'WalletNo', mask: '9999999999', objectType: 'String', option: null }, amount],
    providerMethod: 'wallet',
    confirmedByOperator: false,
  },
];

/**
 * The method's fields as the signed-in player's form shows them: a read-only field carries the
 * account's own value (`AccountHolder`: the player's name and surname).
 */
export function fieldsFor(method: SiteMethod, own: OwnValues): PaymentFieldDefinition[] {
  return method.fields.map((field) => {
    if (!field.readOnly) return field;
    const value = own[field.key];
    if (value === undefined) throw new Error(`no own value for the read-only field ${field.key}`);
    return { ...field, value };
  });
}

/** The account's own values of read-only fields, by key. */
export type OwnValues = Readonly<Record<string, string>>;

/** The method with this id and type, or null (an unknown id, or a deposit method asked for as a withdrawal). */
export function findMethod(id: number, type: TransactionType): SiteMethod | null {
  return SITE_METHODS.find((m) => m.id === id && m.type === type) ?? null;
}

export function methodById(id: number): SiteMethod | null {
  return SITE_METHODS.find((m) => m.id === id) ?? null;
}

/** The method as `GET payment/methods` lists it, in the reader's language. */
export function toPaymentMethod(method: SiteMethod, locale: LanguageCode): PaymentMethod {
  return { id: method.id, type: method.type, name: method.name[locale], logo: `/api/payment/logo/${method.logo}`, min: method.min, max: method.max };
}

/** The method's name in the reader's language ("" for a method no longer defined). */
export function methodName(id: number, locale: LanguageCode): string {
  return methodById(id)?.name[locale] ?? '';
}

/** The smallest amount any deposit method takes, in lira: a deposit limit below it makes every deposit impossible. */
export const SMALLEST_DEPOSIT = Math.min(...SITE_METHODS.filter((m) => m.type === TransactionType.Deposit).map((m) => m.min));
