import type { CounterStore } from './counter-store.js';

/** One limit: at most `limit` hits of `key` per `windowMs`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
  /** Which message to show when this rule refuses. */
  reason: 'tooSoon' | 'dailyLimit' | 'addressLimit' | 'ceiling';
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

/** The SMS limits the operator sets (SMS_PER_ADDRESS_PER_DAY, SMS_DAILY_CEILING in config.ts). */
export interface SmsLimits {
  perAddressPerDay: number;
  dailyCeiling: number;
}

/** The calendar day in Türkiye (UTC+3 all year), e.g. `2026-11-21`: the global SMS ceiling is per Turkish day. */
export const turkishDay = (now: number) => new Date(now + 3 * 60 * MINUTE).toISOString().slice(0, 10);

/**
 * Every limit of one SMS send. An SMS costs money and reaches a person who may not have asked for
 * it, so besides the per-account and per-destination limits of `sendRules`, one address (its
 * network, `networkOf`) sends at most `perAddressPerDay` a day, however many accounts and numbers
 * it uses, and the whole site at most `dailyCeiling` a Turkish calendar day. The ceiling comes
 * last, so only sends that pass every other limit count towards it.
 */
export function smsRules(subjects: { account: string; destination: string; address: string }, limits: SmsLimits, now: number): LimitRule[] {
  return [
    ...sendRules('sms', subjects),
    { key: `send:sms:address:${subjects.address}:day`, limit: limits.perAddressPerDay, windowMs: DAY, reason: 'addressLimit' },
    { key: `send:sms:all:${turkishDay(now)}`, limit: limits.dailyCeiling, windowMs: DAY, reason: 'ceiling' },
  ];
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
