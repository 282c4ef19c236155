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
 * Takes one hit of every rule, or none: a request any rule refuses changes no counter, so a caller
 * past one limit (their address's, the site's ceiling) cannot use up another's (a phone number's
 * daily sends) with requests that send nothing. Atomic in every store: two concurrent requests
 * never both take the last slot. The refusal names the first full rule in order, so list the
 * per-minute rules first.
 */
export async function consume(store: CounterStore, rules: LimitRule[], now: number): Promise<LimitResult> {
  const reservation = await store.reserve(
    rules.map((rule) => ({ key: rule.key, windowMs: rule.windowMs, limit: rule.limit, lockKey: null })),
    now,
  );
  if (reservation.allowed) return { allowed: true };
  const rule = rules[reservation.fullRule]!;
  const counter = await store.peek(rule.key, now);
  return { allowed: false, reason: rule.reason, retryAfterMs: Math.max((counter?.resetAt ?? now) - now, 0) };
}
