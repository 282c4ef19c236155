/** Month/day/year, the date format of UI labels, from `YYYY-MM-DD` or an ISO time. */
export function formatDateMdy(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  // A bare date is a calendar day, not an instant: read its parts, never shift it by a time zone.
  if (day && value.length === 10) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Date and time in the player's language, e.g. `12 Kas 2026 14:03` (tr) or `Nov 12, 2026, 2:03 PM` (en). */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language.startsWith('en') ? 'en-US' : 'tr-TR';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
