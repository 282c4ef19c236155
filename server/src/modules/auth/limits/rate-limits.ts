import type { CounterStore } from './counter-store.js';

/** One limit: at most `limit` hits of `key` per `windowMs`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
  /** Which message to show when this rule refuses. */
  reason: 'tooSoon' | 'dailyLimit';
}

export type LimitResult = { allowed: true } | { allowed: false; reason: LimitRule['reason']; retryAfterMs: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Message sending limits (SMS codes and password-reset e-mails): one per 60 s and five per day,
 * both per destination and per account.
 */
export const SEND_LIMITS = { perMinute: { limit: 1, windowMs: MINUTE }, perDay: { limit: 5, windowMs: DAY } } as const;

export function sendRules(channel: 'sms' | 'email', subjects: { account: string; destination?: string }): LimitRule[] {
  const rules: LimitRule[] = [];
  const add = (scope: string, id: string) => {
    rules.push({ key: `send:${channel}:${scope}:${id}:min`, ...SEND_LIMITS.perMinute, reason: 'tooSoon' });
  };
  add('account', subjects.account);
  if (subjects.destination) add('to', subjects.destination);
  rules.push({ key: `send:${channel}:account:${subjects.account}:day`, ...SEND_LIMITS.perDay, reason: 'dailyLimit' });
  if (subjects.destination) rules.push({ key: `send:${channel}:to:${subjects.destination}:day`, ...SEND_LIMITS.perDay, reason: 'dailyLimit' });
  return rules;
}

/**
 * Takes one hit of each rule in order and stops at the first that is over its limit.
 * Hits are atomic in every store, so two concurrent requests can never both pass a
 * one-per-minute rule. The per-minute rules come first: a request they refuse leaves the daily
 * counters untouched. Rules already hit before a refusal keep that hit; it only shortens the
 * caller's own next window, never another player's.
 */
export async function consume(store: CounterStore, rules: LimitRule[], now: number): Promise<LimitResult> {
  for (const rule of rules) {
    const counter = await store.hit(rule.key, rule.windowMs, now);
    if (counter.count > rule.limit) return { allowed: false, reason: rule.reason, retryAfterMs: Math.max(counter.resetAt - now, 0) };
  }
  return { allowed: true };
}
