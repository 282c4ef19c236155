import { formatCountdown } from './countdown';

const now = Date.parse('2026-11-27T10:00:00Z');

it('shows the time left as hh:mm:ss', () => {
  expect(formatCountdown('2026-11-28T09:59:12Z', now)).toBe('23:59:12');
  expect(formatCountdown('2026-11-27T10:00:05Z', now)).toBe('00:00:05');
});

it('rounds a part second up, so it never reads zero before the time', () => {
  expect(formatCountdown('2026-11-27T10:00:00.400Z', now)).toBe('00:00:01');
});

it('stays at zero once the time has passed', () => {
  expect(formatCountdown('2026-11-27T09:00:00Z', now)).toBe('00:00:00');
});
