import type { PaymentFieldDefinition } from '../model/types';
import { isValidCardExpiry, isValidCardNumber, isValidTurkishIban, paymentDetailSchema, rawOfMasked, toPaymentValue } from './payment-detail';
import { validateValues } from './validate';

const CARD_FIELDS: PaymentFieldDefinition[] = [
  { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'String', option: null },
  { key: 'ExpiryDate', mask: '99/99', objectType: 'String', option: null },
  { key: 'CardHolder', mask: null, objectType: 'String', option: null },
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null },
];
const BANK_FIELDS: PaymentFieldDefinition[] = [
  { key: 'Iban', mask: 'TR99 9999 9999 9999 9999 9999 99', objectType: 'String', option: null },
  { key: 'Bank', mask: null, objectType: 'Dropdown', option: [{ id: 1, name: 'Ziraat' }, { id: 'vakif', name: 'Vakıf' }] },
  { key: 'Count', mask: null, objectType: 'Int', option: null },
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null },
];
const LIMITS = { min: 50, max: 50_000 };
const errorsOf = (fields: PaymentFieldDefinition[], values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(validateValues(paymentDetailSchema(fields, LIMITS), values)).map(([k, e]) => [k, e.key]));

const GOOD_CARD = { CardNo: '4111111111111111', ExpiryDate: '1240', CardHolder: 'Deniz Yılmaz', Amount: 150.5 };
const GOOD_BANK = { Iban: '330006100519786457841326', Bank: 1, Count: 2, Amount: 100 };

describe('paymentDetailSchema', () => {
  it('passes a complete, valid detail', () => {
    expect(errorsOf(CARD_FIELDS, GOOD_CARD)).toEqual({});
    expect(errorsOf(BANK_FIELDS, GOOD_BANK)).toEqual({});
    expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Bank: 'vakif', Amount: '100.25' })).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf(CARD_FIELDS, {})).toEqual({ CardNo: 'validation.required', ExpiryDate: 'validation.required', CardHolder: 'validation.required', Amount: 'validation.required' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardHolder: '   ' })).toEqual({ CardHolder: 'validation.required' });
  });

  it('checks amounts: the method limits, kuruş, sign, type', () => {
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, Amount: 49.99 })).toEqual({ Amount: 'validation.amountRange' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, Amount: 50_000.01 })).toEqual({ Amount: 'validation.amountRange' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, Amount: 100.005 })).toEqual({ Amount: 'validation.kurus' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, Amount: -100 })).toEqual({ Amount: 'validation.positive' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, Amount: '1e3' })).toEqual({ Amount: 'validation.number' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, Amount: Infinity })).toEqual({ Amount: 'validation.number' });
    expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Count: 1.5 })).toEqual({ Count: 'validation.wholeNumber' });
  });

  it('checks masked text: complete, raw characters only, and the key checksums', () => {
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardNo: '411111111111' })).toEqual({ CardNo: 'validation.mask' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardNo: '4111-1111-1111-1111' })).toEqual({ CardNo: 'validation.mask' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardNo: '4111 1111 1111 111X' })).toEqual({ CardNo: 'validation.mask' });
    expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Iban: 'DE33 0006 1005 1978 6457 8413 26' })).toEqual({ Iban: 'validation.mask' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardNo: '4111111111111112' })).toEqual({ CardNo: 'validation.cardNo' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, ExpiryDate: '1320' })).toEqual({ ExpiryDate: 'validation.expiry' });
    expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Iban: '340006100519786457841326' })).toEqual({ Iban: 'validation.iban' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardHolder: 'a\u0000b' })).toEqual({ CardHolder: 'validation.plainText' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardHolder: 'x'.repeat(101) })).toEqual({ CardHolder: 'validation.length' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardHolder: 42 })).toEqual({ CardHolder: 'validation.text' });
  });

  it('takes masked text as it is pasted or typed: raw, or as the mask writes it, with or without spaces and the mask’s letters', () => {
    for (const Iban of ['TR33 0006 1005 1978 6457 8413 26', 'TR330006100519786457841326', '33 0006 1005 1978 6457 8413 26', '330006100519786457841326', 'tr33 0006 1005 1978 6457 8413 26', ' TR33  0006 1005 1978 6457 8413 26 ']) {
      expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Iban })).toEqual({});
      expect(toPaymentValue(BANK_FIELDS[0]!, Iban)).toBe('330006100519786457841326');
    }
    expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Iban: 'TR34 0006 1005 1978 6457 8413 26' })).toEqual({ Iban: 'validation.iban' });
    expect(errorsOf(CARD_FIELDS, { ...GOOD_CARD, CardNo: '4111 1111 1111 1111', ExpiryDate: '12/40' })).toEqual({});
    expect(rawOfMasked('TR33 0006', 'TR99 9999 9999 9999 9999 9999 99')).toBe('330006');
    expect(rawOfMasked('TX33 0006', 'TR99 9999 9999 9999 9999 9999 99')).toBeNull();
    expect(rawOfMasked('33TR0006', 'TR99 9999 9999 9999 9999 9999 99')).toBeNull();
  });

  it('a read-only field takes the account’s own value only, however it is spaced or cased', () => {
    const fields: PaymentFieldDefinition[] = [{ key: 'AccountHolder', mask: null, objectType: 'String', option: null, readOnly: true, value: 'Mehmet Öztürk' }];
    expect(errorsOf(fields, { AccountHolder: 'Mehmet Öztürk' })).toEqual({});
    expect(errorsOf(fields, { AccountHolder: ' MEHMET  ÖZTÜRK ' })).toEqual({});
    expect(errorsOf(fields, { AccountHolder: 'Ali Veli Başkası' })).toEqual({ AccountHolder: 'validation.ownValue' });
  });

  it('accepts only a listed option', () => {
    expect(errorsOf(BANK_FIELDS, { ...GOOD_BANK, Bank: 9 })).toEqual({ Bank: 'validation.option' });
  });
});

describe('checksums', () => {
  it('IBAN mod 97, Luhn, expiry not in the past', () => {
    expect(isValidTurkishIban('330006100519786457841326')).toBe(true);
    expect(isValidTurkishIban('33000610051978645784132')).toBe(false);
    expect(isValidCardNumber('4000000000000002')).toBe(true);
    expect(isValidCardNumber('4000000000000001')).toBe(false);
    const today = new Date('2026-11-25T12:00:00Z');
    expect(isValidCardExpiry('1126', today)).toBe(true);
    expect(isValidCardExpiry('1026', today)).toBe(false);
    expect(isValidCardExpiry('0027', today)).toBe(false);
  });
});

describe('toPaymentValue', () => {
  it('sends numbers as numbers, numeric dropdown values as numbers, text as given', () => {
    expect(toPaymentValue(CARD_FIELDS[3]!, '150.50')).toBe(150.5);
    expect(toPaymentValue(BANK_FIELDS[1]!, '1')).toBe(1);
    expect(toPaymentValue(BANK_FIELDS[1]!, 'vakif')).toBe('vakif');
    expect(toPaymentValue(CARD_FIELDS[0]!, '4111111111111111')).toBe('4111111111111111');
  });
});
