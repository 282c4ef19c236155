/**
 * Input masks: `9` a digit, `a` a letter, `*` a letter or digit,
 * `?` makes the rest of the mask optional; any other character is a literal (`99-99-99`).
 * Forms keep the raw characters (what the player typed, without literals) and show the masked
 * text, so validation rules and payloads never see the separators.
 */
interface TokenSlot {
  kind: 'token';
  accepts: (char: string) => boolean;
  optional: boolean;
}
interface LiteralSlot {
  kind: 'literal';
  char: string;
  optional: boolean;
}
type Slot = TokenSlot | LiteralSlot;

const TOKENS: Record<string, (char: string) => boolean> = {
  '9': (c) => /^[0-9]$/.test(c),
  a: (c) => /^\p{L}$/u.test(c),
  '*': (c) => /^[\p{L}0-9]$/u.test(c),
};

function parseMask(mask: string): Slot[] {
  const slots: Slot[] = [];
  let optional = false;
  for (const char of mask) {
    if (char === '?') {
      optional = true;
      continue;
    }
    const accepts = TOKENS[char];
    slots.push(accepts ? { kind: 'token', accepts, optional } : { kind: 'literal', char, optional });
  }
  return slots;
}

/**
 * Formats `input` (raw or already masked) with `mask`. Characters a slot does not accept are
 * dropped; literals are written only when a character follows them, so deleting backwards never
 * gets stuck on a separator.
 */
export function applyMask(input: string, mask: string): string {
  const chars = [...input];
  let out = '';
  let pendingLiterals = '';
  let i = 0;
  for (const slot of parseMask(mask)) {
    if (slot.kind === 'literal') {
      pendingLiterals += slot.char;
      if (chars[i] === slot.char) i += 1;
      continue;
    }
    while (i < chars.length && !slot.accepts(chars[i] as string)) i += 1;
    if (i >= chars.length) break;
    out += pendingLiterals + chars[i];
    pendingLiterals = '';
    i += 1;
  }
  return out;
}

/** The raw characters of a masked value (literals removed). */
export function unmask(value: string, mask: string): string {
  const masked = [...applyMask(value, mask)];
  const slots = parseMask(mask);
  return masked.filter((_, index) => slots[index]?.kind === 'token').join('');
}

/** True when every required (non-optional) slot of the mask is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  const required = parseMask(mask).filter((slot) => slot.kind === 'token' && !slot.optional).length;
  return unmask(value, mask).length >= required;
}

/** How many raw characters the mask takes at most. */
export function maskCapacity(mask: string): number {
  return parseMask(mask).filter((slot) => slot.kind === 'token').length;
}
