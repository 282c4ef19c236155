import { i18n } from './i18n/i18n';
import { amountSeparators, formatMoney, parseAmountText } from './format';

describe('formatMoney', () => {
  it('uses the Turkish number format in tr: dot for thousands, comma for kuruş', () => {
    expect(formatMoney(1234.5, 'tr')).toBe('₺1.234,50');
    expect(formatMoney(250000, 'tr')).toBe('₺250.000,00');
  });

  it('uses the English number format in en, still with the lira sign', () => {
    expect(formatMoney(1234.5, 'en')).toBe('₺1,234.50');
    expect(formatMoney(250000, 'en')).toBe('₺250,000.00');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-50, 'tr')).toBe('-₺50,00');
  });

  it('follows the interface language when none is given', async () => {
    await i18n.changeLanguage('en');
    expect(formatMoney(1234.5)).toBe('₺1,234.50');
    await i18n.changeLanguage('tr');
    expect(formatMoney(1234.5)).toBe('₺1.234,50');
  });
});

it('gives amount inputs the separators of the language', () => {
  expect(amountSeparators('tr')).toEqual({ thousandSeparator: '.', decimalSeparator: ',' });
  expect(amountSeparators('en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
});

describe('parseAmountText', () => {
  it('reads the language’s own marks: dot groups and decimal comma in tr, the other way round in en', () => {
    expect(parseAmountText('1.500,50', 'tr')).toBe(1500.5);
    expect(parseAmountText('1500', 'tr')).toBe(1500);
    expect(parseAmountText('₺ 150', 'tr')).toBe(150);
    expect(parseAmountText('1,500.50', 'en')).toBe(1500.5);
    expect(parseAmountText(' 10000000.01 ', 'en')).toBe(10_000_000.01);
  });

  it('keeps the minus sign instead of dropping it', () => {
    expect(parseAmountText('-5', 'tr')).toBe(-5);
    expect(parseAmountText('-₺5', 'en')).toBe(-5);
    expect(parseAmountText('₺-5', 'en')).toBe(-5);
  });

  it('reads no number from letters, misplaced marks or the other language’s decimal mark', () => {
    for (const text of ['', 'abc', '5e3', '1O0', '--5', '150.5', '1.50.000', '12,5,0']) expect(parseAmountText(text, 'tr')).toBeNaN();
    expect(parseAmountText('150,5', 'en')).toBeNaN();
  });
});
