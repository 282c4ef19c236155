import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LoginThrottle, type LockState, type LoginAttempt } from './login-throttle.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import { networkOf } from './network.js';
import { LOCKOUT_POLICY } from './policy.js';

const T0 = 1_800_000_000_000;
const MIN = 60_000;
const { pair, account, network } = LOCKOUT_POLICY.login;
const stranger = async () => false;
const owner = async () => true;

/** One wrong password: refused before the check (locked), or checked and recorded. */
async function wrong(throttle: LoginThrottle, attempt: LoginAttempt, now: number, known = stranger): Promise<LockState> {
  const admission = await throttle.admit(attempt, () => now, known);
  if (!admission.admitted) return { locked: true, retryAfterMs: admission.retryAfterMs };
  return throttle.fail(admission.ticket, now);
}

async function admitted(throttle: LoginThrottle, attempt: LoginAttempt, now: number, known = stranger): Promise<boolean> {
  const admission = await throttle.admit(attempt, () => now, known);
  if (admission.admitted) await throttle.succeed(admission.ticket, now);
  return admission.admitted;
}

const at = (user: string, ip: string): LoginAttempt => ({ account: user, network: networkOf(ip) });

describe('LoginThrottle', () => {
  test('the account+network lock grows 1, 2, 4, 8 minutes and stops at 15', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    let now = T0;
    const locks = [];
    for (let round = 0; round < 6; round += 1) {
      let result: LockState = { locked: false };
      for (let i = 0; i < pair.failures; i += 1) result = await wrong(throttle, at('ayse', '10.0.0.1'), now);
      assert.equal(result.locked, true);
      locks.push(result.locked && result.retryAfterMs / MIN);
      now += (result.locked ? result.retryAfterMs : 0) + 1;
    }
    assert.deepEqual(locks, [1, 2, 4, 8, 15, 15]);
  });

  test('the lock holds only that network; 4 failures lock nothing; it ends', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 0; i < 4; i += 1) assert.equal((await wrong(throttle, at('ayse', '10.0.0.1'), T0)).locked, false);
    assert.equal(await admitted(throttle, at('ayse', '10.0.0.1'), T0), true);
    for (let i = 0; i < 5; i += 1) await wrong(throttle, at('ayse', '10.0.0.1'), T0);
    assert.equal(await admitted(throttle, at('ayse', '10.0.0.1'), T0), false);
    assert.equal(await admitted(throttle, at('ayse', '10.0.0.2'), T0), true, 'the player elsewhere is not locked');
    assert.equal(await admitted(throttle, at('ayse', '10.0.0.1'), T0 + MIN), true, 'expired');
  });

  test('every address of an IPv6 /64 shares one lock', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 1; i <= pair.failures; i += 1) await wrong(throttle, at('ayse', `2001:db8:0:1::${i.toString(16)}`), T0);
    assert.equal(await admitted(throttle, at('ayse', '2001:db8:0:1:dead:beef:0:1'), T0), false);
    assert.equal(await admitted(throttle, at('ayse', '2001:db8:0:2::1'), T0), true, 'the next /64 is another network');
  });

  test('30 attempts at once: exactly the threshold is let through to the password check', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    const answers = await Promise.all(Array.from({ length: 30 }, () => throttle.admit(at('ayse', '10.0.0.1'), () => T0, stranger)));
    assert.equal(answers.filter((a) => a.admitted).length, pair.failures);
    for (const a of answers) if (!a.admitted) assert.equal(a.retryAfterMs, pair.firstLockMs);
  });

  test('many networks: the account lock grows (2, 4 min) but never applies on a network the player logged in from', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 0; i < account.failures; i += 1) await wrong(throttle, at('ayse', `198.51.100.${i}`), T0);
    const refused = await throttle.admit(at('ayse', '203.0.113.9'), () => T0, stranger);
    assert.equal(!refused.admitted && refused.retryAfterMs, 2 * MIN);
    assert.equal(await admitted(throttle, at('ayse', '192.0.2.50'), T0, owner), true, "the player's network passes");
    assert.equal(await admitted(throttle, at('ayse', '203.0.113.9'), T0 + 2 * MIN, stranger), true, 'ends after 2 minutes');

    for (let i = 0; i < account.failures; i += 1) await wrong(throttle, at('ayse', `198.51.101.${i}`), T0 + 2 * MIN);
    const again = await throttle.admit(at('ayse', '203.0.113.9'), () => T0 + 2 * MIN, stranger);
    assert.equal(!again.admitted && again.retryAfterMs, 4 * MIN, 'the next lock is longer');
  });

  test('a password reset lifts the account lock', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 0; i < account.failures; i += 1) await wrong(throttle, at('ayse', `198.51.100.${i}`), T0);
    assert.equal(await admitted(throttle, at('ayse', '203.0.113.9'), T0), false);
    await throttle.forgive(at('ayse', '203.0.113.9'));
    assert.equal(await admitted(throttle, at('ayse', '203.0.113.9'), T0), true);
  });

  test('a network failing across many accounts: a short, growing lock that spares its players who have not failed', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    const nat = '100.64.0.1';
    let last: LockState = { locked: false };
    for (let i = 0; i < network.failures; i += 1) last = await wrong(throttle, at(`user${i}`, nat), T0);
    assert.equal(last.locked && last.retryAfterMs, MIN);

    assert.equal(await admitted(throttle, at('nobody-yet', nat), T0, stranger), false, 'a username that never logged in from it waits');
    assert.equal(await admitted(throttle, at('regular', nat), T0, owner), true, 'a player who logged in from it before passes');
    assert.equal(await admitted(throttle, at('user3', nat), T0, owner), false, 'an account that failed from it waits, known or not');
    assert.equal(await admitted(throttle, at('nobody-yet', '100.64.0.2'), T0, stranger), true, 'other networks are untouched');
    assert.equal(await admitted(throttle, at('nobody-yet', nat), T0 + MIN, stranger), true, 'ends after 1 minute');

    for (let i = 0; i < network.failures; i += 1) last = await wrong(throttle, at(`other${i}`, nat), T0 + 2 * MIN);
    assert.equal(last.locked && last.retryAfterMs, 2 * MIN, 'the next lock is longer');
  });

  test('a success forgives this network\'s failures on the account', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    for (let i = 0; i < 4; i += 1) await wrong(throttle, at('ayse', '10.0.0.1'), T0);
    assert.equal(await admitted(throttle, at('ayse', '10.0.0.1'), T0), true);
    for (let i = 0; i < 4; i += 1) assert.equal((await wrong(throttle, at('ayse', '10.0.0.1'), T0)).locked, false);
  });
});
