import { formatDate, formatDateTime, formatDayMonth, monthAbbreviation } from './format-date';

describe('formatDateTime', () => {
  it('writes the day first, the month by name and the time in Istanbul: tr "29 Kas 2026 20:51", en "29 Nov 2026, 20:51"', () => {
    // 17:51 UTC is 20:51 in Istanbul, whatever the device's own zone.
    expect(formatDateTime('2026-11-29T17:51:00.000Z', 'tr')).toBe('29 Kas 2026 20:51');
    expect(formatDateTime('2026-11-29T17:51:00.000Z', 'en')).toBe('29 Nov 2026, 20:51');
  });

  it('moves to the next day in Istanbul when it is already tomorrow there', () => {
    expect(formatDateTime('2026-12-31T22:30:00.000Z', 'tr')).toBe('1 Oca 2027 01:30');
    expect(formatDateTime('2026-06-05T00:05:00.000Z', 'en')).toBe('5 Jun 2026, 03:05');
  });

  it('shows a bare calendar day without a made-up time', () => {
    expect(formatDateTime('1990-06-05', 'en')).toBe('5 Jun 1990');
  });

  it('writes nothing for a missing or broken value', () => {
    expect(formatDateTime(null, 'tr')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes the day before the named month, so 5 June cannot be read as 6 May', () => {
    expect(formatDate('1990-06-05', 'tr')).toBe('5 Haz 1990');
    expect(formatDate('1990-06-05', 'en')).toBe('5 Jun 1990');
  });

  it('reads a bare date as a calendar day, never shifted by a time zone', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31', 'tr')).toBe('31 Ara 2026');
  });

  it('writes an instant as its day in Istanbul', () => {
    expect(formatDate('2026-11-22T22:30:00.000Z', 'tr')).toBe('23 Kas 2026');
  });

  it('writes nothing for a missing or broken value', () => {
    expect(formatDate(null, 'tr')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('not a date', 'tr')).toBe('');
  });
});

it('names every month in both languages, Turkish letters included', () => {
  expect(Array.from({ length: 12 }, (_, m) => monthAbbreviation(m, 'tr')).join(' ')).toBe('Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara');
  expect(Array.from({ length: 12 }, (_, m) => monthAbbreviation(m, 'en')).join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
});

it('writes a chart axis day as the day first, without the year', () => {
  expect(formatDayMonth('2026-11-29', 'tr')).toBe('29 Kas');
  expect(formatDayMonth('2026-11-29', 'en')).toBe('29 Nov');
});
