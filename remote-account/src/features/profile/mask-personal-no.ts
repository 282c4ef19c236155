/** How many trailing digits of the national ID stay readable. */
export const VISIBLE_PERSONAL_NO_DIGITS = 3;

/** `12345678901` → `••••••••901`: enough for the player to recognise it, not enough to copy it from a screen. */
export function maskPersonalNo(value: string | null | undefined): string {
  if (!value) return '';
  const visible = value.slice(-VISIBLE_PERSONAL_NO_DIGITS);
  return '•'.repeat(Math.max(value.length - visible.length, 0)) + visible;
}
