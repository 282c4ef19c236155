import { formatDate, formatDateTime, monthAbbreviation } from './format-date';

describe('formatDate', () => {
  it('names the month before the day, so 5 June cannot be read as 6 May', () => {
    expect(formatDate('1990-06-05', 'tr')).toBe('Haz 5, 1990');
    expect(formatDate('1990-06-05', 'en')).toBe('Jun 5, 1990');
  });

  it('reads a bare date as a calendar day, never shifted by a time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', 'tr')).toBe('Ara 31, 2026');
  });

  it('writes a time of day as its local date', () => {
    const local = new Date(2026, 10, 23, 9, 5).toISOString();
    expect(formatDate(local, 'tr')).toBe('Kas 23, 2026');
    expect(formatDate(local, 'en')).toBe('Nov 23, 2026');
  });

  it('writes nothing for a missing or broken value', () => {
    expect(formatDate(null, 'tr')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('not a date', 'tr')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the local 24-hour time after the date', () => {
    const local = new Date(2026, 10, 25, 14, 1).toISOString();
    expect(formatDateTime(local, 'tr')).toBe('Kas 25, 2026 14:01');
    expect(formatDateTime(local, 'en')).toBe('Nov 25, 2026 14:01');
  });

  it('shows a bare calendar day without a made-up time', () => {
    expect(formatDateTime('1990-06-05', 'en')).toBe('Jun 5, 1990');
  });

  it('writes nothing for a missing value', () => {
    expect(formatDateTime(null, 'tr')).toBe('');
  });
});

it('names every month in both languages, Turkish letters included', () => {
  expect(Array.from({ length: 12 }, (_, m) => monthAbbreviation(m, 'tr')).join(' ')).toBe(
    'Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara',
  );
  expect(Array.from({ length: 12 }, (_, m) => monthAbbreviation(m, 'en')).join(' ')).toBe(
    'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
  );
});
