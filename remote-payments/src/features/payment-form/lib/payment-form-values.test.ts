import type { PaymentFieldDefinition } from '@arcadia/shared';
import { humaniseKey, initialValuesOf, isProviderLink, toPaymentDetail } from './payment-form-values';

const field = (key: string, objectType: PaymentFieldDefinition['objectType'], mask: string | null = null, option: PaymentFieldDefinition['option'] = null): PaymentFieldDefinition => ({ key, objectType, mask, option });

describe('payment form values', () => {
  const fields = [
    field('CardNo', 'String', '9999 9999 9999 9999'),
    field('CardHolder', 'String'),
    field('Count', 'Int'),
    field('Reference', 'Long'),
    field('Amount', 'Decimal'),
    field('Bank', 'Dropdown', null, [{ id: 7, name: 'Ziraat' }]),
    field('Code', 'Dropdown', null, [{ id: 'x1', name: 'X' }]),
  ];

  it('starts empty, with nothing chosen in the dropdowns', () => {
    expect(initialValuesOf(fields)).toEqual({ CardNo: '', CardHolder: '', Count: '', Reference: '', Amount: '', Bank: null, Code: null });
  });

  it('sends Int, Long and Decimal as numbers, a numeric dropdown as a number, text trimmed and raw masked characters as they are', () => {
    const detail = toPaymentDetail(fields, { CardNo: '4111111111111111', CardHolder: '  Ayşe Yılmaz ', Count: 3, Reference: '9007199254740', Amount: 1500.5, Bank: '7', Code: 'x1' });
    expect(detail).toEqual({ CardNo: '4111111111111111', CardHolder: 'Ayşe Yılmaz', Count: 3, Reference: 9007199254740, Amount: 1500.5, Bank: 7, Code: 'x1' });
  });

  it('names a key without a text of its own by splitting its words', () => {
    expect(humaniseKey('AccountHolder')).toBe('Account Holder');
    expect(humaniseKey('tax_no')).toBe('tax no');
  });

  it('takes only http and https links for provider pages', () => {
    expect(isProviderLink('https://pay.example/pay/abc')).toBe(true);
    expect(isProviderLink('http://localhost:8081/pay/1')).toBe(true);
    expect(isProviderLink('javascript:alert(1)')).toBe(false);
    expect(isProviderLink('Havale talebiniz alındı')).toBe(false);
    expect(isProviderLink(null)).toBe(false);
  });
});
