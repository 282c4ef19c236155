import { SELF_EXCLUSION_MONTHS, TIMEOUT_HOURS } from '@arcadia/shared';
import { endOfExclusion, lengthsThatExtend } from './exclusion-lengths';

const now = Date.parse('2026-11-27T10:00:00Z');

it('offers every length when no exclusion runs', () => {
  expect(lengthsThatExtend('timeout', TIMEOUT_HOURS, null, now)).toEqual([24, 168, 720, 1008]);
  expect(lengthsThatExtend('selfExclusion', SELF_EXCLUSION_MONTHS, null, now)).toEqual([6, 12, 60, 0]);
});

it('offers only lengths that end later than the exclusion running', () => {
  const timeout = { type: 'timeout' as const, until: '2026-12-04T10:00:00Z' };
  expect(lengthsThatExtend('timeout', TIMEOUT_HOURS, timeout, now)).toEqual([720, 1008]);
  expect(lengthsThatExtend('selfExclusion', SELF_EXCLUSION_MONTHS, timeout, now)).toEqual([6, 12, 60, 0]);
  const year = { type: 'selfexclusion' as const, until: '2027-11-27T10:00:00Z' };
  expect(lengthsThatExtend('selfExclusion', SELF_EXCLUSION_MONTHS, year, now)).toEqual([60, 0]);
  expect(lengthsThatExtend('timeout', TIMEOUT_HOURS, year, now)).toEqual([]);
});

it('offers nothing while an indefinite exclusion runs', () => {
  expect(lengthsThatExtend('selfExclusion', SELF_EXCLUSION_MONTHS, { type: 'selfexclusion', until: null }, now)).toEqual([]);
});

it('counts self-exclusion in calendar months and indefinite as no end', () => {
  const end = new Date(endOfExclusion('selfExclusion', 6, now)!);
  const start = new Date(now);
  expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([start.getFullYear() + 1, start.getMonth() - 6, start.getDate()]);
  expect(endOfExclusion('selfExclusion', 0, now)).toBeNull();
  expect(endOfExclusion('timeout', 24, now)).toBe(now + 86_400_000);
});
