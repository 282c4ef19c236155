/**
 * Helpers for the account modules' tests: valid registration payloads, registering and logging
 * in over HTTP, reading codes from the dev outbox.
 */
import assert from 'node:assert/strict';
import { CONSENT_VERSIONS } from '@arcadia/shared/core';
import { randomInt } from 'node:crypto';
import type { AuthData } from '@arcadia/shared/core';
import type { TestApp } from '../../testing/test-app.js';

/** A random national ID that passes the official checksum. */
export function validTurkishId(): string {
  const d = [randomInt(1, 10), ...Array.from({ length: 8 }, () => randomInt(0, 10))];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

let sequence = 0;
/** A unique suffix per call (usernames, e-mails and phones must not collide within a database). */
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36).slice(-4)}${sequence}${randomInt(0, 1000)}`;
}

export function uniquePhone(): string {
  return `905${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export function fullRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = unique();
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `ayse${id}`.slice(0, 30),
    email: `ayse.${id}@example.com`,
    phone: uniquePhone(),
    PersonalNo: validTurkishId(),
    country: 1,
    currencyId: 1,
    birthDate: '1990-05-17',
    birthDateDay: '17',
    birthDateMonth: '05',
    birthDateYear: '1990',
    // Not ticked: a player who ticks it gets the trial bonus with the phone verification (registerVerifiedPlayer).
    trialBonus: 0,
    password: 'Kule-Masa-42',
    password2: 'Kule-Masa-42',
    termsVersion: CONSENT_VERSIONS.terms,
    privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice,
    ...overrides,
  };
}

export function fastRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = unique();
  return {
    name: 'Mehmet',
    surname: 'Demir',
    username: `mehmet${id}`.slice(0, 30),
    email: `mehmet.${id}@example.com`,
    phone: uniquePhone(),
    country: 1,
    currencyId: 1,
    password: 'Kule-Masa-42',
    password2: 'Kule-Masa-42',
    termsVersion: CONSENT_VERSIONS.terms,
    privacyNoticeVersion: CONSENT_VERSIONS.privacyNotice,
    isFast: true,
    ...overrides,
  };
}

export const bearer = (token: string, extra: Record<string, string> = {}) => ({ headers: { Authorization: `Bearer ${token}`, ...extra } });

export interface RegisteredPlayer {
  auth: AuthData;
  username: string;
  password: string;
  phone: string;
  payload: Record<string, unknown>;
}

export async function registerPlayer(ctx: TestApp, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RegisteredPlayer> {
  const payload = fullRegistration(overrides);
  const res = await ctx.post<{ success: boolean; message: string; data: AuthData }>('/api/auth/register', payload, { headers });
  assert.equal(res.status, 200, res.text);
  return { auth: res.body.data, username: String(payload.username), password: String(payload.password), phone: String(payload.phone), payload };
}

/** The code of the newest outbox message to `to`. */
export async function lastCode(ctx: TestApp, to: string): Promise<string> {
  const res = await ctx.get<{ data: { code: string | null }[] }>(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  assert.equal(res.status, 200, res.text);
  const code = res.body.data[0]?.code;
  assert.ok(code, `no code in the outbox for ${to}`);
  return code;
}

/** Registers a player and verifies their phone through both steps of `customer/updatephone`. */
export async function registerVerifiedPlayer(ctx: TestApp, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RegisteredPlayer> {
  const player = await registerPlayer(ctx, overrides, headers);
  const step1 = await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token, headers));
  assert.equal(step1.status, 200, step1.text);
  const code = await lastCode(ctx, player.phone);
  const step2 = await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code }, bearer(player.auth.token, headers));
  assert.equal(step2.status, 200, step2.text);
  return player;
}
