/** Lira amounts in the Turkish locale, e.g. `₺1.234,50`. */
export function formatMoney(amount: number, locale = 'tr-TR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 }).format(amount);
}
