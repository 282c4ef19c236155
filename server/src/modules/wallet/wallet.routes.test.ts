import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { inTransaction } from '../../db/transaction.js';
import { bearer, registerPlayer } from '../auth/accounts.test-kit.js';
import { credit, findWalletId, walletTransaction } from './wallet.service.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

describe('GET /api/user/balance', () => {
  test('requires authentication', async () => {
    const res = await ctx.get('/api/user/balance', { headers: { Locale: 'en' } });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { success: false, message: 'Your session has ended. Please log in again.', data: null });
  });

  test('returns the balance in lira as a number, following every ledger change', async () => {
    const player = await registerPlayer(ctx);
    assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body, { success: true, message: '', data: { balance: 0 } });
    const id = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow()).id;
    const walletId = (await findWalletId(ctx.app.db, id))!;
    await inTransaction(ctx.app.db, (trx) => credit(trx, walletId, '12.34', 'test_credit', `bal-${id}`));
    assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data, { balance: 12.34 });
  });

  test('a cached balance follows a committed movement at once and ignores a rolled-back one', async () => {
    const player = await registerPlayer(ctx);
    const id = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow()).id;
    const walletId = (await findWalletId(ctx.app.db, id))!;
    const poll = async () => (await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data.balance;
    assert.equal(await poll(), 0);
    assert.equal(ctx.app.accounts.balances.size > 0, true, 'the poll is cached');
    await walletTransaction(ctx.app.db, (trx) => credit(trx, walletId, 20, 'test_credit', `cache-${id}`));
    assert.equal(await poll(), 20);
    await assert.rejects(
      walletTransaction(ctx.app.db, async (trx) => {
        await credit(trx, walletId, 5, 'test_credit', `cache-rb-${id}`);
        throw new Error('rolled back');
      }),
    );
    assert.equal(await poll(), 20);
  });
});
