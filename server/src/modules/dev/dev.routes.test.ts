import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer } from '../auth/accounts.test-kit.js';

let ctx: TestApp;
let production: TestApp;
before(async () => {
  ctx = await startTestApp();
  production = await startTestApp({ config: { devTools: false }, database: ctx.database });
});
after(async () => {
  await production?.close();
  await ctx?.close();
});

describe('GET /api/dev/outbox', () => {
  test('lists SMS and e-mails newest first with their codes; ?to= filters', async () => {
    const player = await registerPlayer(ctx, { username: `outbox${Date.now().toString(36)}`.slice(0, 20) });
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    await ctx.post('/api/auth/sendresetpassword', { username: player.username });
    const res = await ctx.get('/api/dev/outbox');
    assert.equal(res.status, 200);
    const [email, sms] = res.body.data;
    assert.equal(email.channel, 'email');
    assert.equal(email.to, player.payload.email);
    assert.equal(email.subject, 'Arcadia şifre sıfırlama kodunuz');
    assert.match(email.body, new RegExp(email.code));
    assert.equal(sms.channel, 'sms');
    assert.equal(sms.to, player.phone);
    assert.match(sms.code, /^\d{6}$/);
    assert.deepEqual(Object.keys(sms).sort(), ['body', 'channel', 'code', 'createdAt', 'id', 'subject', 'to']);
    const filtered = await ctx.get(`/api/dev/outbox?to=${player.phone}`);
    assert.deepEqual(filtered.body.data.map((m: { channel: string }) => m.channel), ['sms']);
  });

  test('is 404 when dev tools are off (production)', async () => {
    const res = await production.get('/api/dev/outbox');
    assert.equal(res.status, 404);
    assert.equal(res.body.success, false);
  });
});
