import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { inTransaction } from '../../db/transaction.js';
import { bearer, registerPlayer, registerVerifiedPlayer, unique } from '../auth/accounts.test-kit.js';
import { findWalletId, grantBonus, OWN_PROVIDER, post, type Actor, type EntryLine } from './wallet.service.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp({ config: { trialBonusAmount: 50, trialBonusWageringMultiplier: 10 } });
});
after(async () => {
  await ctx?.close();
});

const system: Actor = { kind: 'system', id: 'wallet-routes-test' };
let nextRef = 0;
const posting = (walletId: number, type: string, entries: EntryLine[]) => ({ walletId, type, actor: system, ref: { provider: OWN_PROVIDER, externalId: `routes:${(nextRef += 1)}` }, entries });

async function walletOf(username: string): Promise<{ playerId: number; walletId: number }> {
  const playerId = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  return { playerId, walletId: (await findWalletId(ctx.app.db, playerId))! };
}

describe('GET /api/user/balance', () => {
  test('requires authentication', async () => {
    const res = await ctx.get('/api/user/balance', { headers: { Locale: 'en' } });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { success: false, message: 'Your session has ended. Please log in again.', data: null });
  });

  test('answers the playable balance (cash + bonus) with cash, bonus (and its product) and held beside it, following every posting', async () => {
    const player = await registerPlayer(ctx);
    const poll = async () => (await ctx.get('/api/user/balance', bearer(player.auth.token))).body;
    assert.deepEqual(await poll(), { success: true, message: '', data: { balance: 0, cash: 0, bonus: 0, held: 0 } });
    const { walletId } = await walletOf(player.username);
    await inTransaction(ctx.app.db, (trx) => post(trx, posting(walletId, 'adjustment_credit', [{ balance: 'cash', amount: '12.34' }])));
    assert.deepEqual((await poll()).data, { balance: 12.34, cash: 12.34, bonus: 0, held: 0 });
    await inTransaction(ctx.app.db, (trx) => grantBonus(trx, { ...posting(walletId, 'trial_bonus', []), amount: 5, wageringMultiplier: 10 }));
    assert.deepEqual((await poll()).data, { balance: 17.34, cash: 12.34, bonus: 5, held: 0, bonusProduct: 'casino' });
    // Money held for a withdrawal is neither playable nor withdrawable again.
    await inTransaction(ctx.app.db, (trx) =>
      post(trx, posting(walletId, 'bonus_reclassified', [{ balance: 'cash', amount: -10 }, { balance: 'held', amount: 10 }])),
    );
    assert.deepEqual((await poll()).data, { balance: 7.34, cash: 2.34, bonus: 5, held: 10, bonusProduct: 'casino' });
  });

  test('the trial bonus lands on the bonus balance with its wagering requirement (amount × TRIAL_BONUS_WAGERING_MULTIPLIER)', async () => {
    const player = await registerVerifiedPlayer(ctx);
    const claim = await ctx.get('/api/bonus/definetrialbonus', { headers: { ...bearer(player.auth.token).headers, Fingerprint: `fp-${unique()}`, Locale: 'en' } });
    assert.equal(claim.status, 200, claim.text);
    assert.deepEqual(claim.body.data, { balance: 50 });
    assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data, { balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' });
    const { walletId, playerId } = await walletOf(player.username);
    const grant = await ctx.app.db.selectFrom('bonus_grants').selectAll().where('wallet_id', '=', walletId).executeTakeFirstOrThrow();
    assert.deepEqual([grant.amount, grant.wagering_required, grant.status, grant.product], ['50.00', '500.00', 'active', 'casino']);
    const journal = await ctx.app.db.selectFrom('ledger_journals').selectAll().where('id', '=', grant.journal_id).executeTakeFirstOrThrow();
    assert.deepEqual(
      [journal.type, journal.actor_kind, journal.actor_id, journal.provider, journal.external_id],
      ['trial_bonus', 'player', String(playerId), OWN_PROVIDER, `trial_bonus:${playerId}`],
    );
  });

  test('says where the bonus money can be staked: the running bonus\'s product, none without bonus money', async () => {
    const player = await registerPlayer(ctx);
    const { walletId } = await walletOf(player.username);
    const poll = async () => (await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data;
    await inTransaction(ctx.app.db, (trx) => post(trx, posting(walletId, 'adjustment_credit', [{ balance: 'cash', amount: 10 }])));
    assert.equal('bonusProduct' in (await poll()), false, 'cash alone is usable everywhere');
    await inTransaction(ctx.app.db, (trx) => grantBonus(trx, { ...posting(walletId, 'trial_bonus', []), amount: 25, wageringMultiplier: 10, product: 'sports' }));
    // The cached poll hears of the grant like of any posting.
    assert.deepEqual(await poll(), { balance: 35, cash: 10, bonus: 25, held: 0, bonusProduct: 'sports' });
  });

  test('a cached balance follows a committed posting at once and ignores a rolled-back one', async () => {
    const player = await registerPlayer(ctx);
    const { walletId } = await walletOf(player.username);
    const poll = async () => (await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data.balance;
    assert.equal(await poll(), 0);
    assert.equal(ctx.app.accounts.balances.size > 0, true, 'the poll is cached');
    await inTransaction(ctx.app.db, (trx) => post(trx, posting(walletId, 'adjustment_credit', [{ balance: 'cash', amount: 20 }])));
    assert.equal(await poll(), 20);
    await assert.rejects(
      inTransaction(ctx.app.db, async (trx) => {
        await post(trx, posting(walletId, 'adjustment_credit', [{ balance: 'cash', amount: 5 }]));
        throw new Error('rolled back');
      }),
    );
    assert.equal(await poll(), 20);
  });

  test('a balance read while a posting is uncommitted is not cached: the first poll after the commit shows it', async () => {
    const player = await registerPlayer(ctx);
    const { walletId } = await walletOf(player.username);
    const poll = async () => (await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data.balance;
    assert.equal(await poll(), 0);
    let posted!: () => void;
    let release!: () => void;
    const written = new Promise<void>((resolve) => (posted = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const open = inTransaction(ctx.app.db, async (trx) => {
      await post(trx, posting(walletId, 'adjustment_credit', [{ balance: 'cash', amount: 8 }]));
      posted();
      await gate;
    });
    await written;
    const during = poll();
    // PostgreSQL answers the committed balance at once; PGlite (one connection) waits for the commit.
    if (ctx.app.database.kind === 'postgres') assert.equal(await during, 0);
    release();
    await open;
    assert.equal(await poll(), 8);
    assert.equal(await during, ctx.app.database.kind === 'postgres' ? 0 : 8);
  });
});
