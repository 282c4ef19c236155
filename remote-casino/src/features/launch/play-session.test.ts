import { formatElapsed, formatNet, parsePlaySession } from './play-session';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00:00'],
    [999, '0:00:00'],
    [5_000, '0:00:05'],
    [59 * 60_000 + 59_000, '0:59:59'],
    [3_600_000, '1:00:00'],
    [(25 * 3600 + 7 * 60 + 3) * 1000, '25:07:03'],
    [-4_000, '0:00:00'],
  ])('%i ms is %s', (ms, shown) => expect(formatElapsed(ms)).toBe(shown));
});

describe('formatNet', () => {
  it('signs a gain, keeps the minus of a loss and shows even as it is', () => {
    expect(formatNet(12.5, 'tr')).toBe('+₺12,50');
    expect(formatNet(-1234.5, 'tr')).toBe('-₺1.234,50');
    expect(formatNet(0, 'en')).toBe('₺0.00');
  });
});

describe('parsePlaySession', () => {
  const session = { startedAt: '2026-11-27T10:00:00.000Z', stakes: 10, wins: 4, net: -6, nextRealityCheckAt: '2026-11-27T11:00:00.000Z', realityCheckDue: true };

  it('reads the hub message’s JSON, or the object itself', () => {
    expect(parsePlaySession(JSON.stringify(session))).toEqual(session);
    expect(parsePlaySession(session)).toEqual(session);
  });

  it.each([['{oops'], [''], ['null'], ['[]'], [JSON.stringify({ ...session, net: '6' })], [JSON.stringify({ ...session, startedAt: 'yesterday' })], [JSON.stringify({ ...session, stakes: null })]])(
    'is null for %s',
    (message) => expect(parsePlaySession(message)).toBeNull(),
  );
});
