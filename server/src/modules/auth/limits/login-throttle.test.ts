import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOGIN_POLICY, LoginThrottle } from './login-throttle.js';
import { MemoryCounterStore } from './memory-counter-store.js';

const T0 = 1_800_000_000_000;
const MIN = 60_000;
const unknownDevice = async () => false;
const knownDevice = async () => true;

async function fail(throttle: LoginThrottle, account: string, ip: string, times: number, now: number) {
  let last;
  for (let i = 0; i < times; i += 1) last = await throttle.recordFailure({ account, ip }, now);
  return last!;
}

describe('LoginThrottle', () => {
  test('the pair lock grows 1, 2, 4, 8 minutes and stops at 15', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    let now = T0;
    const locks = [];
    for (let round = 0; round < 6; round += 1) {
      const result = await fail(throttle, 'ayse', '10.0.0.1', 5, now);
      assert.equal(result.locked, true);
      locks.push(result.locked && result.retryAfterMs / MIN);
      now += (result.locked ? result.retryAfterMs : 0) + 1;
    }
    assert.deepEqual(locks, [1, 2, 4, 8, 15, 15]);
  });

  test('a pair lock blocks only that address; 4 failures lock nothing', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    assert.equal((await fail(throttle, 'ayse', '10.0.0.1', 4, T0)).locked, false);
    assert.equal((await throttle.check({ account: 'ayse', ip: '10.0.0.1' }, T0, unknownDevice)).locked, false);
    await fail(throttle, 'ayse', '10.0.0.1', 1, T0);
    assert.equal((await throttle.check({ account: 'ayse', ip: '10.0.0.1' }, T0, unknownDevice)).locked, true);
    assert.equal((await throttle.check({ account: 'ayse', ip: '10.0.0.2' }, T0, unknownDevice)).locked, false, 'the player elsewhere is not locked');
    assert.equal((await throttle.check({ account: 'ayse', ip: '10.0.0.1' }, T0 + MIN, unknownDevice)).locked, false, 'expired');
  });

  test('an attack from many addresses locks the account for 2 minutes at most, and never for the player\'s known devices', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    // 20 addresses, one failure each: no pair lock, but the account-wide ceiling is reached.
    for (let i = 0; i < LOGIN_POLICY.account.failures; i += 1) await throttle.recordFailure({ account: 'ayse', ip: `198.51.100.${i}` }, T0);
    const stranger = await throttle.check({ account: 'ayse', ip: '203.0.113.9' }, T0, unknownDevice);
    assert.equal(stranger.locked, true);
    assert.equal(stranger.locked && stranger.retryAfterMs, LOGIN_POLICY.account.lockMs);
    assert.equal((await throttle.check({ account: 'ayse', ip: '192.0.2.50' }, T0, knownDevice)).locked, false, 'known device passes');
    assert.equal((await throttle.check({ account: 'ayse', ip: '203.0.113.9' }, T0 + 2 * MIN, unknownDevice)).locked, false, 'ends after 2 minutes');

    // Keeping it up does not make it longer: the next lock is again 2 minutes.
    for (let i = 0; i < LOGIN_POLICY.account.failures; i += 1) await throttle.recordFailure({ account: 'ayse', ip: `198.51.101.${i}` }, T0 + 2 * MIN);
    const again = await throttle.check({ account: 'ayse', ip: '203.0.113.9' }, T0 + 2 * MIN, unknownDevice);
    assert.equal(again.locked && again.retryAfterMs, LOGIN_POLICY.account.lockMs);
  });

  test('one address failing across many accounts is locked for 15 minutes', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    let last;
    for (let i = 0; i < LOGIN_POLICY.ip.failures; i += 1) last = await throttle.recordFailure({ account: `user${i}`, ip: '10.9.9.9' }, T0);
    assert.equal(last!.locked && last!.retryAfterMs, 15 * MIN);
    const check = await throttle.check({ account: 'someone-new', ip: '10.9.9.9' }, T0 + 14 * MIN, unknownDevice);
    assert.equal(check.locked, true);
    assert.equal((await throttle.check({ account: 'someone-new', ip: '10.9.9.9' }, T0 + 15 * MIN, unknownDevice)).locked, false);
  });

  test('a success forgives the pair failures', async () => {
    const throttle = new LoginThrottle(new MemoryCounterStore());
    await fail(throttle, 'ayse', '10.0.0.1', 4, T0);
    await throttle.recordSuccess({ account: 'ayse', ip: '10.0.0.1' });
    assert.equal((await fail(throttle, 'ayse', '10.0.0.1', 4, T0)).locked, false);
  });
});
