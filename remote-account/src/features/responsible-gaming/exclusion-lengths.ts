import type { Exclusion } from '@arcadia/shared';

/** `timeout` lengths are hours, `selfExclusion` lengths calendar months (0: indefinite). */
export type ExclusionKind = 'timeout' | 'selfExclusion';

const HOUR_MS = 60 * 60 * 1000;

/** When an exclusion of `length` started at `now` would end; null when indefinite. */
export function endOfExclusion(kind: ExclusionKind, length: number, now: number): number | null {
  if (kind === 'timeout') return now + length * HOUR_MS;
  if (length === 0) return null;
  const end = new Date(now);
  end.setMonth(end.getMonth() + length);
  return end.getTime();
}

/**
 * The lengths the player may still choose: all of them when nothing runs; while one runs, only those
 * that end later (the server refuses a shorter one: an exclusion can be extended, never shortened).
 */
export function lengthsThatExtend(kind: ExclusionKind, lengths: readonly number[], current: Exclusion | null, now: number): number[] {
  if (!current) return [...lengths];
  if (current.until === null) return [];
  const until = Date.parse(current.until);
  return lengths.filter((length) => {
    const end = endOfExclusion(kind, length, now);
    return end === null || end > until;
  });
}
