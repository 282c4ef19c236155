import { formatDateMdy, formatDateTime } from './format-date';

it('shows a calendar date as month/day/year without shifting it by a time zone', () => {
  expect(formatDateMdy('1990-04-23')).toBe('04/23/1990');
  expect(formatDateMdy(null)).toBe('');
  expect(formatDateMdy('not a date')).toBe('');
});

it('formats a time in the Turkish or English locale', () => {
  const iso = '2026-11-12T14:03:00';
  expect(formatDateTime(iso, 'tr')).toMatch(/12 Kas 2026/);
  expect(formatDateTime(iso, 'en')).toMatch(/Nov 12, 2026/);
});
