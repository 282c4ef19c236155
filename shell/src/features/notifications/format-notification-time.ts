import { formatDateTime } from '@arcadia/shared';

/**
 * A notification's time as the site writes every time: the day first, the month by name and the
 * time in Istanbul (`29 Kas 2026 20:51`, `29 Nov 2026, 20:51`), so the bell agrees with the banner,
 * the toasts and the account pages (the server sends UTC).
 */
export function formatNotificationTime(iso: string, language: string): string {
  return formatDateTime(iso, language);
}
