import type { ActivityDay } from '@arcadia/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The chart covers the last six calendar months up to today. */
export const ACTIVITY_MONTHS = 6;

/** Today as a `YYYY-MM-DD` calendar day in Turkey, where the server cuts its days. */
export function todayInIstanbul(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const toTime = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day after the same date `months` calendar months before `day` (a month end clamps: Aug 31 − 6 months is Feb 28/29). */
export function startOfWindow(day: string, months: number = ACTIVITY_MONTHS): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const sameDate = Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), lastOfMonth));
  return toDay(sameDate + DAY_MS);
}

const emptyDay = (day: string): ActivityDay => ({ day, deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0 });

/**
 * Every calendar day from six months ago through `today`, oldest first: the server leaves out days
 * with nothing in them, which a chart would otherwise draw as if they were not there. Days the
 * server sends outside that window are kept (the window grows to hold them).
 */
export function fillActivityDays(days: readonly ActivityDay[], today: string, months: number = ACTIVITY_MONTHS): ActivityDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const sorted = [...byDay.keys()].sort();
  const first = Math.min(toTime(startOfWindow(today, months)), ...(sorted.length ? [toTime(sorted[0]!)] : []));
  const last = Math.max(toTime(today), ...(sorted.length ? [toTime(sorted[sorted.length - 1]!)] : []));
  const filled: ActivityDay[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const day = toDay(time);
    filled.push(byDay.get(day) ?? emptyDay(day));
  }
  return filled;
}

export type ActivityTotals = Omit<ActivityDay, 'day'>;

/** The sums of the days, rounded to whole kuruş (adding lira amounts in binary leaves crumbs). */
export function activityTotals(days: readonly ActivityDay[]): ActivityTotals {
  const sum = (pick: (day: ActivityDay) => number) => Math.round(days.reduce((total, day) => total + pick(day) * 100, 0)) / 100;
  return {
    deposits: sum((d) => d.deposits),
    withdrawals: sum((d) => d.withdrawals),
    stakes: sum((d) => d.stakes),
    wins: sum((d) => d.wins),
    net: sum((d) => d.net),
  };
}
