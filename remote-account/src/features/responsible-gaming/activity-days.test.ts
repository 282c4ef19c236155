import type { ActivityDay } from '@arcadia/shared';
import { activityTotals, fillActivityDays, startOfWindow, todayInIstanbul } from './activity-days';

const day = (date: string, patch: Partial<ActivityDay> = {}): ActivityDay => ({ day: date, deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0, ...patch });

describe('fillActivityDays', () => {
  it('gives every day of the last six months through today, oldest first, with zeros where the server sent nothing', () => {
    const filled = fillActivityDays([day('2026-11-20', { deposits: 100 }), day('2026-06-01', { stakes: 50, wins: 20, net: -30 })], '2026-11-27');
    expect(filled[0]!.day).toBe('2026-05-28');
    expect(filled.at(-1)!.day).toBe('2026-11-27');
    // May 28 through Nov 27: 4 days of May, then 30 + 31 + 31 + 30 + 31 + 27
    expect(filled).toHaveLength(4 + 30 + 31 + 31 + 30 + 31 + 27);
    expect(new Set(filled.map((d) => d.day)).size).toBe(filled.length);
    expect(filled.find((d) => d.day === '2026-11-20')).toMatchObject({ deposits: 100 });
    expect(filled.find((d) => d.day === '2026-06-01')).toMatchObject({ stakes: 50, wins: 20, net: -30 });
    expect(filled.find((d) => d.day === '2026-11-21')).toEqual(day('2026-11-21'));
  });

  it('is all zero days when the player has done nothing', () => {
    const filled = fillActivityDays([], '2026-03-01');
    expect(filled[0]!.day).toBe('2025-09-02');
    expect(filled.every((d) => d.deposits === 0 && d.net === 0)).toBe(true);
  });

  it('keeps days the server sends outside the window instead of dropping them', () => {
    const filled = fillActivityDays([day('2026-05-01', { deposits: 7 })], '2026-11-27');
    expect(filled[0]).toEqual(day('2026-05-01', { deposits: 7 }));
    expect(filled.at(-1)!.day).toBe('2026-11-27');
  });

  it('counts calendar days across the end of daylight saving and month ends', () => {
    expect(startOfWindow('2026-08-31')).toBe('2026-03-01');
    expect(startOfWindow('2024-08-31')).toBe('2024-03-01');
    const filled = fillActivityDays([], '2026-04-15');
    const days = filled.map((d) => d.day);
    expect(days).toContain('2026-03-29');
    expect(days).toContain('2026-03-30');
  });
});

it('today is the calendar day in Turkey (UTC+3)', () => {
  expect(todayInIstanbul(new Date('2026-11-27T20:59:00Z'))).toBe('2026-11-27');
  expect(todayInIstanbul(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
});

it('totals the days to whole kuruş', () => {
  expect(activityTotals([day('2026-11-01', { deposits: 0.1, net: -0.2 }), day('2026-11-02', { deposits: 0.2, withdrawals: 5, stakes: 3, wins: 1, net: -2 })])).toEqual({
    deposits: 0.3,
    withdrawals: 5,
    stakes: 3,
    wins: 1,
    net: -2.2,
  });
});
