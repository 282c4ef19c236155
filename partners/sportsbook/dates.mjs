/**
 * How the frame writes a date and time: the site's one format, so "My bets" and the match list read
 * as the site around them does. The day first, the month by its short name, the time of day in
 * Istanbul (where the site's players are) whatever the device's own zone says: tr `29 Kas 2026 19:33`,
 * en `29 Nov 2026, 19:33`. The site's own formatter (`siteDateTime` of `@arcadia/shared/core`) is
 * TypeScript the browser cannot load from here; this is the same rule in a few lines, and
 * `dates.test.mjs` pins it to the site's examples. The frame's script imports this file as it is
 * (`/static/dates.mjs`). No imports: the browser loads it as it is.
 */

/** The site's time zone: every time of day is written as it is in Türkiye. */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

// Fixed tables rather than Intl's month names, as the site has: the same abbreviations in every
// browser, never with a trailing dot.
const MONTHS = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

// Intl only reads the numbers of an instant in Istanbul; the names are ours.
const ISTANBUL = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/**
 * The calendar parts of an instant (ms since the epoch) in Istanbul; month 0 = January.
 * @param {number} ms
 */
function istanbulParts(ms) {
  const parts = ISTANBUL.formatToParts(ms);
  const part = (/** @type {Intl.DateTimeFormatPartTypes} */ type) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') - 1, day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

/** @param {string} language @returns {'tr' | 'en'} */
const languageOf = (language) => (language.startsWith('en') ? 'en' : 'tr');

/**
 * The time of day in Istanbul, 24-hour: `19:33`.
 * @param {number} ms
 */
export function siteTime(ms) {
  const { hour, minute } = istanbulParts(ms);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * The Istanbul calendar day of an instant as `YYYY-MM-DD`, to tell whether two instants share a day.
 * @param {number} ms
 */
export function siteDay(ms) {
  const { year, month, day } = istanbulParts(ms);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/**
 * A day and its time in Istanbul: `29 Kas 2026 19:33` (tr), `29 Nov 2026, 19:33` (en); '' for no date.
 * @param {number | null | undefined} ms
 * @param {string} language
 */
export function siteDateTime(ms, language) {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const { year, month, day, hour, minute } = istanbulParts(ms);
  const lang = languageOf(language);
  return `${day} ${MONTHS[lang][month]} ${year}${lang === 'en' ? ',' : ''} ${pad(hour)}:${pad(minute)}`;
}

/**
 * A match's kick-off in the list: the time alone after "Today" or "Tomorrow" (Istanbul days, the
 * words given in the reader's language), else the day and time as the site writes them.
 * @param {number} ms the kick-off
 * @param {number} now
 * @param {string} language
 * @param {{ today: string, tomorrow: string }} words
 */
export function kickOffText(ms, now, language, words) {
  const day = siteDay(ms);
  if (day === siteDay(now)) return `${words.today} ${siteTime(ms)}`;
  // Istanbul keeps UTC+3 all year: a day later is 24 hours later.
  if (day === siteDay(now + 24 * 60 * 60 * 1000)) return `${words.tomorrow} ${siteTime(ms)}`;
  return siteDateTime(ms, language);
}
