/**
 * Login lockouts and recovery limits over real HTTP, on whichever backend the environment picks
 * (PGlite + memory counters, or PostgreSQL + Redis). The app trusts `X-Forwarded-For`, so each
 * request says which address it comes from.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { lastCode, registerPlayer, unique, type RegisteredPlayer } from './accounts.test-kit.js';
import { LOCKOUT_POLICY } from './limits/policy.js';
import { argon2Work } from './password.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp({ config: { trustProxy: true } });
});
after(async () => {
  await ctx?.close();
});

const { pair, account, network } = LOCKOUT_POLICY.login;
const MIN = 60_000;

/** A fresh IPv4 address per call, so tests never share a network by accident. */
let lastOctets = randomInt(0, 60_000);
function newIp(): string {
  lastOctets += 1;
  return `10.${(lastOctets >> 16) & 255}.${(lastOctets >> 8) & 255}.${lastOctets & 255}`;
}
const from = (ip: string, extra: Record<string, string> = {}) => ({ headers: { 'X-Forwarded-For': ip, Locale: 'en', ...extra } });

const login = (username: string, password: string, ip: string, extra: Record<string, string> = {}) =>
  ctx.post('/api/auth/login', { username, password }, from(ip, extra));

async function playerFrom(ip: string, headers: Record<string, string> = {}): Promise<RegisteredPlayer> {
  return registerPlayer(ctx, { username: `lock${unique()}`.slice(0, 20) }, { 'X-Forwarded-For': ip, ...headers });
}

/** Locks `username` account-wide: one wrong password from each of `account.failures` networks. */
async function lockAccountFromEverywhere(username: string): Promise<void> {
  for (let i = 0; i < account.failures; i += 1) await login(username, 'wrong-password', newIp());
}

describe('login lockout under parallel attempts', () => {
  test(`30 wrong passwords at once: at most ${pair.failures} are checked, then the right one is refused until the lock ends`, async () => {
    const player = await playerFrom(newIp());
    const attacker = newIp();
    const verificationsBefore = argon2Work.verifications;
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(player.username, 'wrong-password', attacker)));
    const verified = argon2Work.verifications - verificationsBefore;

    const statuses = answers.map((a) => a.status);
    assert.deepEqual([...new Set(statuses)].sort(), [400, 429], statuses.join(','));
    assert.equal(statuses.filter((s) => s === 400).length, pair.failures - 1, 'only the attempts under the threshold are answered "wrong"');
    assert.ok(verified <= pair.failures, `${verified} passwords were verified`);
    for (const a of answers) if (a.status === 429) assert.equal(a.body.message, 'Too many failed login attempts. Please try again in 1 minute.');

    assert.equal((await login(player.username, player.password, attacker)).status, 429, 'the right password is refused while locked');
    ctx.app.accounts.clock.advance(pair.firstLockMs - 1000);
    assert.equal((await login(player.username, player.password, attacker)).status, 429, 'still locked just before the end');
    ctx.app.accounts.clock.advance(1000);
    assert.equal((await login(player.username, player.password, attacker)).status, 200, 'the lock ends');
  });

  test(`many networks at once against one account: at most ${account.failures} passwords are checked`, async () => {
    const player = await playerFrom(newIp());
    const verificationsBefore = argon2Work.verifications;
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(player.username, 'wrong-password', newIp())));
    const verified = argon2Work.verifications - verificationsBefore;
    assert.ok(verified <= account.failures, `${verified} passwords were verified`);
    assert.ok(answers.filter((a) => a.status === 429).length >= 40 - account.failures);
    ctx.app.accounts.clock.advance(account.maxLockMs);
  });
});

describe('what a lock keys on', () => {
  test('the Fingerprint header never lifts a lock; a network the player logged in from does', async () => {
    const home = newIp();
    const player = await playerFrom(home, { Fingerprint: 'owner-device-fingerprint' });
    await lockAccountFromEverywhere(player.username);

    const elsewhere = newIp();
    const withOwnersFingerprint = await login(player.username, player.password, elsewhere, { Fingerprint: 'owner-device-fingerprint' });
    assert.equal(withOwnersFingerprint.status, 429, "the owner's fingerprint from a new network is still locked out");
    assert.equal((await login(player.username, player.password, elsewhere, { Fingerprint: `rotated-${unique()}` })).status, 429);
    assert.equal((await login(player.username, player.password, home)).status, 200, "the player's own network is never locked out");
    ctx.app.accounts.clock.advance(account.maxLockMs);
  });

  test('every address of an IPv6 /64 is one network; an IPv4-mapped address is its IPv4 address', async () => {
    const player = await playerFrom(newIp());
    for (let i = 1; i <= pair.failures; i += 1) await login(player.username, 'wrong-password', `2001:db8:77:${randomInt(1, 0xffff).toString(16)}::${i.toString(16)}`.replace(/:[^:]+::/, ':5::'));
    assert.equal((await login(player.username, player.password, '2001:db8:77:5:abcd:ef01:2345:6789')).status, 429, 'a new address in the same /64');
    assert.equal((await login(player.username, player.password, '2001:db8:77:6::1')).status, 200, 'the next /64 is another network');

    const other = await playerFrom(newIp());
    const ipv4 = newIp();
    for (let i = 0; i < pair.failures; i += 1) await login(other.username, 'wrong-password', i % 2 ? ipv4 : `::ffff:${ipv4}`);
    assert.equal((await login(other.username, other.password, ipv4)).status, 429);
    assert.equal((await login(other.username, other.password, `::ffff:${ipv4}`)).status, 429);
    ctx.app.accounts.clock.advance(pair.firstLockMs);
  });

  test('a shared address failing across many accounts slows strangers briefly but never locks out its players', async () => {
    const nat = newIp();
    const regular = await playerFrom(nat);
    const newcomer = await playerFrom(newIp());
    let last;
    for (let i = 0; i < network.failures; i += 1) last = await login(`ghost${unique()}`.slice(0, 20), 'wrong-password', nat);
    assert.equal(last!.status, 429);
    assert.equal(last!.body.message, 'Too many failed login attempts. Please try again in 1 minute.');

    assert.equal((await login(regular.username, regular.password, nat)).status, 200, 'a player who logged in from this network before is let in');
    assert.equal((await login(`ghost${unique()}`.slice(0, 20), 'wrong-password', nat)).status, 429, 'an unknown username waits');
    assert.equal((await login(newcomer.username, newcomer.password, nat)).status, 429, 'an account new to this network waits');
    ctx.app.accounts.clock.advance(network.firstLockMs);
    assert.equal((await login(newcomer.username, newcomer.password, nat)).status, 200, 'the wait is short');
    ctx.app.accounts.clock.advance(network.windowMs);
  });
});

describe('recovery while a login lock is on', () => {
  test('the owner resets the password by e-mail and logs in at once, from a network never seen', async () => {
    const player = await playerFrom(newIp());
    await lockAccountFromEverywhere(player.username);
    const newNetwork = newIp();
    for (let i = 0; i < pair.failures; i += 1) await login(player.username, 'wrong-password', newNetwork);
    assert.equal((await login(player.username, player.password, newNetwork)).status, 429, 'locked from here and account-wide');

    assert.equal((await ctx.post('/api/auth/sendresetpassword', { username: player.username }, from(newNetwork))).status, 200);
    const code = await lastCode(ctx, String(player.payload.email));
    assert.equal((await ctx.post('/api/auth/checkresetcode', { username: player.username, code }, from(newNetwork))).status, 200);
    const reset = await ctx.post('/api/auth/changepasswordwithcode', { username: player.username, code, password: 'fresh-pass1', password2: 'fresh-pass1' }, from(newNetwork));
    assert.equal(reset.status, 200, reset.text);

    assert.equal((await login(player.username, 'fresh-pass1', newNetwork)).status, 200, 'the reset lifted the locks');
    assert.equal((await login(player.username, 'fresh-pass1', newIp())).status, 200);
  });
});

describe('POST /api/auth/changepasswordwithcode limits', () => {
  const { attemptsPerNetwork, attemptsPerUsername, missesPerNetwork } = LOCKOUT_POLICY.recovery;
  const body = (username: string, code = '123456') => ({ username, code, password: 'another-pass1', password2: 'another-pass1' });

  test('over the limit it answers 429 before hashing anything, even with the right code', async () => {
    const player = await playerFrom(newIp());
    const address = newIp();
    assert.equal((await ctx.post('/api/auth/sendresetpassword', { username: player.username }, from(address))).status, 200);
    const code = await lastCode(ctx, String(player.payload.email));

    const hashesBefore = argon2Work.hashes;
    const burst = await Promise.all(Array.from({ length: attemptsPerNetwork.limit + 40 }, () => ctx.post('/api/auth/changepasswordwithcode', body(`nobody${unique()}`.slice(0, 20)), from(address))));
    const statuses = burst.map((r) => r.status);
    // Wrong codes: the first ones are answered "wrong", the rest hit the network's limits.
    assert.equal(statuses.filter((s) => s === 400).length, Math.min(missesPerNetwork.limit, attemptsPerNetwork.limit), statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, burst.length - Math.min(missesPerNetwork.limit, attemptsPerNetwork.limit));
    const refused = await ctx.post('/api/auth/changepasswordwithcode', body(player.username, code), from(address));
    assert.equal(refused.status, 429);
    assert.equal(refused.body.success, false);
    assert.match(refused.body.message, /^Too many attempts\. Please try again in \d+ minutes\.$/);
    assert.equal(argon2Work.hashes - hashesBefore, 0, 'no password was hashed');
    assert.equal((await login(player.username, player.password, newIp())).status, 200, 'the password did not change');
  });

  test(`one username: ${attemptsPerUsername.limit} attempts per ${attemptsPerUsername.windowMs / MIN} minutes, from any networks`, async () => {
    const username = `target${unique()}`.slice(0, 20);
    for (let i = 0; i < attemptsPerUsername.limit; i += 1) {
      assert.equal((await ctx.post('/api/auth/changepasswordwithcode', body(username), from(newIp()))).status, 400);
    }
    assert.equal((await ctx.post('/api/auth/changepasswordwithcode', body(username), from(newIp()))).status, 429);
    ctx.app.accounts.clock.advance(attemptsPerUsername.windowMs);
    assert.equal((await ctx.post('/api/auth/changepasswordwithcode', body(username), from(newIp()))).status, 400);
  });
});

describe('POST /api/auth/sendresetpassword limits', () => {
  const { sendsPerNetwork } = LOCKOUT_POLICY.recovery;

  test(`one network: ${sendsPerNetwork.limit} requests per ${sendsPerNetwork.windowMs / MIN} minutes over all usernames, then 429 for real and made-up ones alike`, async () => {
    const player = await playerFrom(newIp());
    const address = newIp();
    const madeUp = await Promise.all(
      Array.from({ length: sendsPerNetwork.limit + 10 }, () => ctx.post('/api/auth/sendresetpassword', { username: `nobody${unique()}`.slice(0, 20) }, from(address))),
    );
    assert.equal(madeUp.filter((r) => r.status === 200).length, sendsPerNetwork.limit);
    assert.equal(madeUp.filter((r) => r.status === 429).length, 10);
    const real = await ctx.post('/api/auth/sendresetpassword', { username: player.username }, from(address));
    assert.equal(real.status, 429, 'a real username is refused exactly like a made-up one');
    assert.match(real.body.message, /^Too many attempts\. Please try again in \d+ minutes\.$/);
    assert.equal((await ctx.post('/api/auth/sendresetpassword', { username: player.username }, from(newIp()))).status, 200, 'another network is not held back');
    ctx.app.accounts.clock.advance(sendsPerNetwork.windowMs);
    assert.equal((await ctx.post('/api/auth/sendresetpassword', { username: `nobody${unique()}`.slice(0, 20) }, from(address))).status, 200, 'the window ends');
  });
});
