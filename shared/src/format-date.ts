import { i18n } from './i18n/i18n';

// Fixed tables rather than Intl: the same abbreviations in every browser, never with a trailing dot.
const MONTHS: Record<'tr' | 'en', readonly string[]> = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** The short name of a month (0 = January) in the reader's language: `Haz` (tr), `Jun` (en). */
export function monthAbbreviation(month: number, language: string = i18n.language): string {
  return MONTHS[language?.startsWith('en') ? 'en' : 'tr'][month] ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A bare `YYYY-MM-DD` is a calendar day, not an instant: its parts are read, never shifted by a time zone. */
function readDate(value: string | null | undefined): { year: number; month: number; day: number; time: Date | null } | null {
  if (!value) return null;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (bare) return { year: Number(bare[1]), month: Number(bare[2]) - 1, day: Number(bare[3]), time: null };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), time: date };
}

/**
 * A date as the site writes it everywhere: month before day as the specification orders it, but
 * the month named so no date can be misread, e.g. `Haz 5, 1990` (tr) or `Jun 5, 1990` (en).
 */
export function formatDate(value: string | null | undefined, language: string = i18n.language): string {
  const date = readDate(value);
  if (!date) return '';
  return `${monthAbbreviation(date.month, language)} ${date.day}, ${date.year}`;
}

/** A date with its local time (24-hour), e.g. `Kas 25, 2026 14:01` (tr) or `Nov 25, 2026 14:01` (en). */
export function formatDateTime(value: string | null | undefined, language: string = i18n.language): string {
  const date = readDate(value);
  if (!date) return '';
  const day = formatDate(value, language);
  return date.time ? `${day} ${pad(date.time.getHours())}:${pad(date.time.getMinutes())}` : day;
}
