import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { registerPlayer } from '../auth/accounts.test-kit.js';
import { adminTokenMatches } from './admin-token.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
let ctx: TestApp;
let disabled: TestApp;
before(async () => {
  ctx = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trialBonusAmount: 50 } });
  disabled = await startTestApp({ config: { adminToken: null }, database: ctx.database });
});
after(async () => {
  await disabled?.close();
  await ctx?.close();
});

const admin = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Locale: 'en' } };

describe('admin token', () => {
  test('compares tokens of any length without throwing', () => {
    assert.equal(adminTokenMatches(ADMIN_TOKEN, ADMIN_TOKEN), true);
    assert.equal(adminTokenMatches('short', ADMIN_TOKEN), false);
    assert.equal(adminTokenMatches(`${ADMIN_TOKEN}x`, ADMIN_TOKEN), false);
    assert.equal(adminTokenMatches(null, ADMIN_TOKEN), false);
  });
});

describe('/api/admin/*', () => {
  for (const path of ['/api/admin/players', '/api/admin/call-requests', '/api/admin/settings']) {
    test(`GET ${path}: 401 without or with a wrong token; 404 when ADMIN_TOKEN is unset`, async () => {
      assert.equal((await ctx.get(path)).status, 401);
      const wrong = await ctx.get(path, { headers: { Authorization: 'Bearer wrong-token-0123456789', Locale: 'en' } });
      assert.equal(wrong.status, 401);
      assert.equal(wrong.body.message, 'Invalid admin token.');
      assert.equal((await disabled.get(path, admin)).status, 404);
    });
  }

  test('a player token is not an admin token', async () => {
    const player = await registerPlayer(ctx);
    assert.equal((await ctx.get('/api/admin/players', { headers: { Authorization: `Bearer ${player.auth.token}` } })).status, 401);
  });

  test('lists players, paged, newest first, with their balance', async () => {
    const a = await registerPlayer(ctx);
    const b = await registerPlayer(ctx);
    const res = await ctx.get('/api/admin/players?page=1&pageSize=1', admin);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.page, 1);
    assert.equal(res.body.data.pageSize, 1);
    assert.ok(res.body.data.total >= 2);
    assert.equal(res.body.data.items[0].username, b.username);
    assert.equal(res.body.data.items[0].balance, 0);
    assert.equal(res.body.data.items[0].password_hash, undefined);
    const search = await ctx.get(`/api/admin/players?search=${a.username.toUpperCase()}`, admin);
    assert.deepEqual(search.body.data.items.map((p: { username: string }) => p.username), [a.username]);
  });

  test('lists call requests', async () => {
    await ctx.post('/api/cms/callme', { name: 'Operatör Testi', message: 'Beni arayın lütfen' });
    const res = await ctx.get('/api/admin/call-requests', admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.items[0].name, 'Operatör Testi');
    assert.equal(res.body.data.items[0].username, null);
  });

  test('sets the trial bonus amount players then see', async () => {
    assert.deepEqual((await ctx.get('/api/admin/settings', admin)).body.data, { trialBonusAmount: 50 });
    const set = await ctx.fetch('/api/admin/settings/trial-bonus', { method: 'PUT', headers: { ...admin.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ amount: 75 }) });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual((set.body as { data: unknown }).data, { trialBonusAmount: 75 });
    assert.equal((await ctx.get('/api/bonus/trialbonusamount')).body.data, 75);
    const bad = await ctx.fetch('/api/admin/settings/trial-bonus', { method: 'PUT', headers: { ...admin.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ amount: '-1' }) });
    assert.equal(bad.status, 400);
    const tooPrecise = await ctx.fetch('/api/admin/settings/trial-bonus', { method: 'PUT', headers: { ...admin.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ amount: 1.234 }) });
    assert.equal(tooPrecise.status, 400);
  });
});
