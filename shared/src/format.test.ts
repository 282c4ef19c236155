import { i18n } from './i18n/i18n';
import { amountSeparators, formatMoney } from './format';

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
