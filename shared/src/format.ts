/** Lira amounts in the Turkish locale, e.g. `₺1.234,50`. */
export function formatMoney(amount: number, locale = 'tr-TR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 }).format(amount);
}

/**
 * Lira amounts in the reader's language: Turkish number format in tr (`₺1.234,50`), English in en
 * (`₺1,234.50`); the lira sign in both.
 */
export function formatLira(amount: number, language: string): string {
  const locale = language.startsWith('en') ? 'en-US' : 'tr-TR';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(amount);
}
