import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, lastCode, registerPlayer, registerVerifiedPlayer, uniquePhone } from '../auth/accounts.test-kit.js';
import { hashPassword } from '../auth/password.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

const en = (token?: string) => ({ headers: { Locale: 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

describe('authentication of /api/customer/*', () => {
  for (const [method, path, body] of [
    ['GET', '/api/customer/profile', undefined],
    ['GET', '/api/customer/sessions', undefined],
    ['POST', '/api/customer/updatephone', { step: 1, phone: '905551112233' }],
    ['POST', '/api/customer/changepassword', { oldPassword: 'abcde', password: 'abcdef', confirmPassword: 'abcdef' }],
  ] as const) {
    test(`${method} ${path} requires authentication (401 envelope)`, async () => {
      const res = method === 'GET' ? await ctx.get(path, en()) : await ctx.post(path, body, en());
      assert.equal(res.status, 401);
      assert.equal(res.body.success, false);
      assert.equal(res.body.message, 'Your session has ended. Please log in again.');
      const bad = method === 'GET' ? await ctx.get(path, en('x'.repeat(43))) : await ctx.post(path, body, en('x'.repeat(43)));
      assert.equal(bad.status, 401, 'an unknown token is refused too');
    });
  }
});

describe('GET /api/customer/profile', () => {
  test('returns the registration data', async () => {
    const player = await registerPlayer(ctx);
    const res = await ctx.get('/api/customer/profile', bearer(player.auth.token));
    assert.equal(res.status, 200);
    const p = res.body.data;
    assert.equal(p.username, player.username);
    assert.equal(p.usercode, player.auth.usercode);
    assert.equal(p.name, 'Ayşe');
    assert.equal(p.surname, 'Yılmaz');
    assert.equal(p.email, player.payload.email);
    assert.equal(p.phone, player.phone);
    assert.equal(p.smsVerified, false);
    assert.ok(!Number.isNaN(Date.parse(p.createdAt)));
  });
});

describe('GET /api/customer/sessions', () => {
  test('lists every login newest first with IP, device and fingerprint, the current one marked', async () => {
    const player = await registerPlayer(ctx, {}, { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', Fingerprint: 'fp-desktop' });
    const login = await ctx.post('/api/auth/login', { username: player.username, password: player.password }, {
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', Fingerprint: 'fp-phone' },
    });
    const res = await ctx.get('/api/customer/sessions', bearer(login.body.data.token));
    assert.equal(res.status, 200);
    const [newest, first] = res.body.data;
    assert.equal(res.body.data.length, 2);
    assert.equal(newest.device, 'Safari on iPhone');
    assert.equal(newest.fingerprint, 'fp-phone');
    assert.equal(newest.current, true);
    assert.equal(newest.ip, '127.0.0.1');
    assert.equal(first.device, 'Chrome on Windows');
    assert.equal(first.fingerprint, 'fp-desktop');
    assert.equal(first.current, false);
    assert.equal(first.revokedAt, null);

    await ctx.get('/api/auth/logout', bearer(player.auth.token));
    const again = await ctx.get('/api/customer/sessions', bearer(login.body.data.token));
    assert.ok(again.body.data[1].revokedAt, 'a logged-out session shows when it ended');
  });
});

describe('POST /api/customer/updatephone', () => {
  test('step 1 sends a 6-digit code by SMS; step 2 verifies the phone', async () => {
    const player = await registerPlayer(ctx);
    const step1 = await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, en(player.auth.token));
    assert.equal(step1.status, 200, step1.text);
    assert.equal(step1.body.data, null);
    assert.equal(step1.body.message, 'A verification code has been sent to your phone.');
    const code = await lastCode(ctx, player.phone);
    assert.match(code, /^\d{6}$/);
    const step2 = await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code }, en(player.auth.token));
    assert.equal(step2.status, 200, step2.text);
    assert.deepEqual(step2.body.data, { phone: player.phone, smsVerified: true, trialBonus: null });
    assert.equal(step2.body.message, 'Your phone number has been successfully verified.');
    const profile = await ctx.get('/api/customer/profile', bearer(player.auth.token));
    assert.equal(profile.body.data.smsVerified, true);
    const login = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    assert.equal(login.body.data.smsVerified, true);
  });

  test('a new number replaces the old one once verified', async () => {
    const player = await registerVerifiedPlayer(ctx);
    ctx.app.accounts.clock.advance(60_000);
    const phone = uniquePhone();
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 1, phone }, bearer(player.auth.token))).status, 200);
    const code = await lastCode(ctx, phone);
    const res = await ctx.post('/api/customer/updatephone', { step: 2, phone, code }, bearer(player.auth.token));
    assert.deepEqual(res.body.data, { phone, smsVerified: true, trialBonus: null });
  });

  test('400 for bad fields: phone, code length, step', async () => {
    const player = await registerPlayer(ctx);
    const noPhone = await ctx.post('/api/customer/updatephone', { step: 1, phone: '' }, en(player.auth.token));
    assert.equal(noPhone.status, 400);
    assert.equal(noPhone.body.message, 'Phone: This field is required');
    const letters = await ctx.post('/api/customer/updatephone', { step: 1, phone: '90555ab1234' }, en(player.auth.token));
    assert.equal(letters.body.message, 'Phone: Enter a valid Turkish mobile number (5XX XXX XX XX)');
    const shortCode = await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code: '123' }, en(player.auth.token));
    assert.equal(shortCode.status, 400);
    assert.equal(shortCode.body.message, 'Code: Must be exactly 6 characters');
    const badStep = await ctx.post('/api/customer/updatephone', { step: 3, phone: player.phone }, en(player.auth.token));
    assert.equal(badStep.status, 400);
  });

  test('SMS: one per 60 seconds, per account and per phone', async () => {
    const player = await registerPlayer(ctx);
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token))).status, 200);
    const tooSoon = await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, en(player.auth.token));
    assert.equal(tooSoon.status, 429);
    assert.match(tooSoon.body.message, /^Please wait (60|59) seconds before requesting a new code\.$/);
    const tr = await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    assert.match(tr.body.message, /^Yeni bir kod istemeden önce lütfen \d+ saniye bekleyin\.$/);

    // Another account cannot send to the same phone within the minute either.
    const other = await registerPlayer(ctx);
    const samePhone = await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, en(other.auth.token));
    assert.equal(samePhone.status, 429);

    ctx.app.accounts.clock.advance(60_000);
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token))).status, 200);
  });

  test('SMS: at most five per day per account', async () => {
    const player = await registerPlayer(ctx);
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.post('/api/customer/updatephone', { step: 1, phone: uniquePhone() }, bearer(player.auth.token));
      assert.equal(res.status, 200, `send ${i + 1}: ${res.text}`);
      ctx.app.accounts.clock.advance(61_000);
    }
    const sixth = await ctx.post('/api/customer/updatephone', { step: 1, phone: uniquePhone() }, en(player.auth.token));
    assert.equal(sixth.status, 429);
    assert.equal(sixth.body.message, 'You have reached the daily limit of 5 codes. Please try again later.');
    ctx.app.accounts.clock.advance(24 * 60 * 60_000);
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 1, phone: uniquePhone() }, bearer(player.auth.token))).status, 200);
  });

  test('a code works once, only for the phone it was sent to, and expires after 10 minutes', async () => {
    const player = await registerPlayer(ctx);
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    const code = await lastCode(ctx, player.phone);
    const otherPhone = await ctx.post('/api/customer/updatephone', { step: 2, phone: uniquePhone(), code }, en(player.auth.token));
    assert.equal(otherPhone.status, 400);
    assert.equal(otherPhone.body.message, 'The code is incorrect. 4 attempts left.');
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code }, bearer(player.auth.token))).status, 200);
    const reuse = await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code }, en(player.auth.token));
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.message, 'The code is incorrect or has expired.');

    const later = await registerPlayer(ctx);
    await ctx.post('/api/customer/updatephone', { step: 1, phone: later.phone }, bearer(later.auth.token));
    const lateCode = await lastCode(ctx, later.phone);
    ctx.app.accounts.clock.advance(10 * 60_000 + 1);
    const expired = await ctx.post('/api/customer/updatephone', { step: 2, phone: later.phone, code: lateCode }, en(later.auth.token));
    assert.equal(expired.status, 400);
    assert.equal(expired.body.message, 'This code has expired. Please request a new code.');
  });

  test('5 wrong tries close the code; a new code works', async () => {
    const player = await registerPlayer(ctx);
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    const code = await lastCode(ctx, player.phone);
    const wrong = code === '999999' ? '000000' : String(Number(code) + 1).padStart(6, '0');
    const messages = [];
    for (let i = 0; i < 5; i += 1) messages.push((await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code: wrong }, en(player.auth.token))).body.message);
    assert.deepEqual(messages, [
      'The code is incorrect. 4 attempts left.',
      'The code is incorrect. 3 attempts left.',
      'The code is incorrect. 2 attempts left.',
      'The code is incorrect. 1 attempt left.',
      'Too many wrong attempts. Please request a new code.',
    ]);
    const right = await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code }, en(player.auth.token));
    assert.equal(right.status, 400);
    assert.equal(right.body.message, 'Too many wrong attempts. Please request a new code.');

    ctx.app.accounts.clock.advance(60_000);
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    const fresh = await lastCode(ctx, player.phone);
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code: fresh }, bearer(player.auth.token))).status, 200);
  });

  test('a phone verified by another account answers exactly as a free number at both steps, and gets no SMS', async () => {
    const owner = await registerVerifiedPlayer(ctx);
    ctx.app.accounts.clock.advance(60_000);
    const [asker, control] = [await registerPlayer(ctx), await registerPlayer(ctx)];
    const free = uniquePhone();
    const smsTo = async (phone: string) => (await ctx.get(`/api/dev/outbox?to=${phone}&limit=500`)).body.data.length;
    const sentToOwner = await smsTo(owner.phone);
    // The owner's number in another spelling: 0 + the ten digits.
    const answer = async (token: string, body: Record<string, unknown>) => {
      const res = await ctx.post('/api/customer/updatephone', body, en(token));
      return { status: res.status, body: res.body };
    };
    const taken = await answer(asker.auth.token, { step: 1, phone: `0${owner.phone.slice(2)}` });
    const open = await answer(control.auth.token, { step: 1, phone: free });
    assert.deepEqual(taken, open);
    assert.equal(open.status, 200);
    assert.equal(await smsTo(owner.phone), sentToOwner, 'no SMS to the number of another account');
    assert.equal(await smsTo(free), 1);

    for (let i = 0; i < 5; i += 1) {
      const takenStep2 = await answer(asker.auth.token, { step: 2, phone: owner.phone, code: '000000' });
      const openStep2 = await answer(control.auth.token, { step: 2, phone: free, code: (await lastCode(ctx, free)) === '000000' ? '111111' : '000000' });
      assert.deepEqual(takenStep2, openStep2, `wrong code ${i + 1}`);
    }
    assert.equal((await ctx.get('/api/customer/profile', bearer(asker.auth.token))).body.data.smsVerified, false);
  });
});

describe('POST /api/customer/changepassword', () => {
  test('checks the old password, changes it and revokes every session of the player', async () => {
    const player = await registerPlayer(ctx);
    const second = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    const res = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: 'brandnew9', confirmPassword: 'brandnew9' }, en(player.auth.token));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Password change successful. You are now directed to the login page.');
    assert.equal((await ctx.get('/api/user/balance', bearer(player.auth.token))).status, 401, 'this session is revoked');
    assert.equal((await ctx.get('/api/user/balance', bearer(second.body.data.token))).status, 401, 'other sessions are revoked');
    assert.equal((await ctx.post('/api/auth/login', { username: player.username, password: 'brandnew9' })).status, 200);
  });

  test('400 for a wrong old password, mismatching confirmation, short password', async () => {
    const player = await registerPlayer(ctx);
    const wrongOld = await ctx.post('/api/customer/changepassword', { oldPassword: 'not-mine', password: 'brandnew9', confirmPassword: 'brandnew9' }, en(player.auth.token));
    assert.equal(wrongOld.status, 400);
    assert.equal(wrongOld.body.message, 'Your current password is incorrect.');
    const mismatch = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: 'brandnew9', confirmPassword: 'brandnew8' }, en(player.auth.token));
    assert.equal(mismatch.body.message, 'Confirm password: Passwords do not match');
    const short = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: 'abcdef1', confirmPassword: 'abcdef1' }, en(player.auth.token));
    assert.equal(short.body.message, 'Password: Must be between 8 and 100 characters');
    const common = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: 'fenerbahce1907', confirmPassword: 'fenerbahce1907' }, en(player.auth.token));
    assert.equal(common.body.message, 'Password: This password is too common or the same as your username; choose another');
    assert.equal((await ctx.get('/api/user/balance', bearer(player.auth.token))).status, 200, 'failed changes revoke nothing');
  });

  test('an account whose password predates the 8-character rule still logs in and can change it', async () => {
    const player = await registerPlayer(ctx);
    await ctx.app.db.updateTable('players').set({ password_hash: await hashPassword('abc12') }).where('username', '=', player.username).execute();
    const login = await ctx.post('/api/auth/login', { username: player.username, password: 'abc12' });
    assert.equal(login.status, 200, login.text);
    const changed = await ctx.post('/api/customer/changepassword', { oldPassword: 'abc12', password: 'Kule-Masa-42', confirmPassword: 'Kule-Masa-42' }, en(login.body.data.token));
    assert.equal(changed.status, 200, changed.text);
  });
});

describe('POST /api/cms/callme', () => {
  test('stores an anonymous request and links the player when logged in', async () => {
    const anon = await ctx.post('/api/cms/callme', { name: 'Ali Veli', message: 'Lütfen beni arayın' }, en());
    assert.equal(anon.status, 200, anon.text);
    assert.equal(anon.body.message, 'Your request has been received. Our team will call you back shortly.');
    const player = await registerPlayer(ctx);
    const linked = await ctx.post('/api/cms/callme', { name: 'Ayşe Yılmaz', message: 'Para yatırma hakkında' }, bearer(player.auth.token));
    assert.equal(linked.status, 200);
    const rows = await ctx.app.db.selectFrom('call_requests').select(['name', 'player_id']).orderBy('id').execute();
    assert.deepEqual(rows.slice(-2).map((r) => r.name), ['Ali Veli', 'Ayşe Yılmaz']);
    assert.equal(rows.at(-2)!.player_id, null);
    assert.ok(rows.at(-1)!.player_id);
  });

  test('400 for a name or message outside their lengths', async () => {
    const shortName = await ctx.post('/api/cms/callme', { name: 'Ali', message: 'Lütfen arayın' }, en());
    assert.equal(shortName.status, 400);
    assert.equal(shortName.body.message, 'Name: Must be between 5 and 30 characters');
    const longMessage = await ctx.post('/api/cms/callme', { name: 'Ali Veli', message: 'x'.repeat(101) }, en());
    assert.equal(longMessage.body.message, 'Message: Must be between 5 and 100 characters');
  });
});
