import { i18n } from './i18n/i18n';
import { monthName, siteDate, siteDateTime, siteDayMonth } from './dates';

/**
 * The front ends' date formatting: the site's one formatter (`./dates`, shared with the server) in
 * the interface's language unless one is given. Nothing else in the front ends writes a date.
 */

/** The short name of a month (0 = January) in the reader's language: `Haz` (tr), `Jun` (en). */
export function monthAbbreviation(month: number, language: string = i18n.language): string {
  return monthName(month, language);
}

/** A calendar day: `5 Haz 1990` (tr), `5 Jun 1990` (en); '' for a missing or broken value. */
export function formatDate(value: string | null | undefined, language: string = i18n.language): string {
  return siteDate(value, language);
}

/** A day and its time in Istanbul: `29 Kas 2026 20:51` (tr), `29 Nov 2026, 20:51` (en). */
export function formatDateTime(value: string | null | undefined, language: string = i18n.language): string {
  return siteDateTime(value, language);
}

/** A day without its year, for a chart's axis: `29 Kas` (tr), `29 Nov` (en). */
export function formatDayMonth(value: string | null | undefined, language: string = i18n.language): string {
  return siteDayMonth(value, language);
}
