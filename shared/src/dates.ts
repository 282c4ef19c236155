/**
 * The site's one way of writing dates and times, browser-free so the server writes them alike (a
 * refusal's "until …" reads as the banner beside it): the day first, the month by name, and the
 * time of day in Istanbul, where the site's players are, whatever the device's own zone says.
 * tr `29 Kas 2026 20:51`, en `29 Nov 2026, 20:51`; a bare day `5 Haz 1990` / `5 Jun 1990`.
 */

/** The site's time zone: every time of day is written as it is in Türkiye. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

// Fixed tables rather than Intl: the same abbreviations in every browser, never with a trailing dot.
const MONTHS: Record<'tr' | 'en', readonly string[]> = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const languageOf = (language: string | undefined): 'tr' | 'en' => (language?.startsWith('en') ? 'en' : 'tr');

/** The short name of a month (0 = January) in the reader's language: `Haz` (tr), `Jun` (en). */
export function monthName(month: number, language: string): string {
  return MONTHS[languageOf(language)][month] ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

// The calendar parts of an instant in Istanbul (Intl only reads the numbers; the names are ours).
const ISTANBUL = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface SiteDate {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** Null for a bare calendar day. */
  time: { hour: number; minute: number } | null;
}

/** A bare `YYYY-MM-DD` is a calendar day, not an instant: its parts are read, never shifted by a time zone. */
export function readSiteDate(value: string | Date | null | undefined): SiteDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (bare) return { year: Number(bare[1]), month: Number(bare[2]) - 1, day: Number(bare[3]), time: null };
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(ISTANBUL.formatToParts(date).find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') - 1, day: part('day'), time: { hour: part('hour') % 24, minute: part('minute') } };
}

/** A calendar day: `5 Haz 1990` (tr), `5 Jun 1990` (en). */
export function siteDate(value: string | Date | null | undefined, language: string): string {
  const date = readSiteDate(value);
  return date ? `${date.day} ${monthName(date.month, language)} ${date.year}` : '';
}

/** A day and its time in Istanbul: `29 Kas 2026 20:51` (tr), `29 Nov 2026, 20:51` (en); a bare day without a made-up time. */
export function siteDateTime(value: string | Date | null | undefined, language: string): string {
  const date = readSiteDate(value);
  if (!date) return '';
  const day = `${date.day} ${monthName(date.month, language)} ${date.year}`;
  if (!date.time) return day;
  return `${day}${languageOf(language) === 'en' ? ',' : ''} ${pad(date.time.hour)}:${pad(date.time.minute)}`;
}

/** A day without its year, for a chart's axis: `29 Kas` (tr), `29 Nov` (en). */
export function siteDayMonth(value: string | Date | null | undefined, language: string): string {
  const date = readSiteDate(value);
  return date ? `${date.day} ${monthName(date.month, language)}` : '';
}
