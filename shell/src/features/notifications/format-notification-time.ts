import { monthAbbreviation } from '@arcadia/shared';

/**
 * `d.MMM.YY HH:MM`, the notifications' own format in the specification, in the player's language
 * and local time, e.g. `5.Oca.24 14:30` (the server sends UTC). The month names are the site's.
 */
export function formatNotificationTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = pad(date.getFullYear() % 100);
  return `${date.getDate()}.${monthAbbreviation(date.getMonth(), language)}.${year} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
