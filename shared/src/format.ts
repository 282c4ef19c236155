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

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as a player types it, read in their language: an optional minus sign and lira sign,
 * digits, optionally grouped by threes with the language's group mark (`1.500` in tr, `1,500` in
 * en), and optionally the language's decimal mark and decimals (`1.500,50` in tr, `1,500.50` in
 * en). NaN for anything else (letters, a mark in the wrong place), so a form can say what is
 * wrong instead of dropping what it cannot read; the sign is kept, so `-5` reads as -5, never 5.
 */
export function parseAmountText(text: string, language: string = i18n.language): number {
  const { thousandSeparator, decimalSeparator } = amountSeparators(language);
  const group = escapeForPattern(thousandSeparator);
  const decimal = escapeForPattern(decimalSeparator);
  const match = new RegExp(`^([-\u2212])?\\s*₺?\\s*([-\u2212])?\\s*(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d+))?$`).exec(text.trim());
  if (!match || (match[1] && match[2])) return Number.NaN;
  const value = Number(`${match[3]!.split(thousandSeparator).join('')}.${match[4] ?? '0'}`);
  return match[1] || match[2] ? -value : value;
}
