import { i18n } from './i18n/i18n';

/**
 * Lira amounts in the reader's language, the one money format of the site: Turkish number format
 * in tr (`₺1.234,50`), English in en (`₺1,234.50`), the lira sign in both. Without a language,
 * the interface's current one.
 */
export function formatMoney(amount: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(amount);
}

/** The digit group and decimal marks of amount inputs in the reader's language. */
export function amountSeparators(language: string = i18n.language): { thousandSeparator: string; decimalSeparator: string } {
  return isEnglish(language) ? { thousandSeparator: ',', decimalSeparator: '.' } : { thousandSeparator: '.', decimalSeparator: ',' };
}

const isEnglish = (language: string | undefined) => Boolean(language?.startsWith('en'));
const numberLocale = (language: string | undefined) => (isEnglish(language) ? 'en-US' : 'tr-TR');
