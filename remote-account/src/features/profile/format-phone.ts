/** `905321234567` → `+90 532 123 45 67`; other shapes are shown as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+90 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phone;
}
