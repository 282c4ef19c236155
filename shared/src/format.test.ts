import { formatLira, formatMoney } from './format';

describe('formatMoney', () => {
  it('writes lira in the Turkish format', () => {
    expect(formatMoney(1234.5)).toBe('₺1.234,50');
  });
});

describe('formatLira', () => {
  it('uses the Turkish number format in tr: dot for thousands, comma for kuruş', () => {
    expect(formatLira(1234.5, 'tr')).toBe('₺1.234,50');
    expect(formatLira(250000, 'tr')).toBe('₺250.000,00');
  });

  it('uses the English number format in en, still with the lira sign', () => {
    expect(formatLira(1234.5, 'en')).toBe('₺1,234.50');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatLira(-50, 'tr')).toBe('-₺50,00');
  });
});
