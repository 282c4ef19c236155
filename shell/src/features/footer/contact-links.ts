/** WhatsApp option: a full address as given, or a phone number turned into a wa.me link. */
export function whatsappHref(value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Telegram option: a full address as given, or a user name (with or without @) turned into a t.me link. */
export function telegramHref(value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, '').trim();
  return handle ? `https://t.me/${handle}` : null;
}
