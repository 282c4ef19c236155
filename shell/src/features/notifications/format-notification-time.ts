/**
 * `d.MMM.YY HH:MM` in the player's language and local time, e.g. `5.Oca.24 14:30` (the server
 * sends UTC).
 */
export function formatNotificationTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'en' ? 'en-US' : 'tr-TR';
  const month = new Intl.DateTimeFormat(locale, { month: 'short' }).format(date).replace(/\.$/, '');
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = pad(date.getFullYear() % 100);
  return `${date.getDate()}.${month}.${year} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
