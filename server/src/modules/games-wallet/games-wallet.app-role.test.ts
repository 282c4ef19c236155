import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { GameRoundStatus } from '@arcadia/shared/core';
import { openAppRoleDatabase, type AppRoleDatabase } from '../../testing/app-role-database.js';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, balancesOfPlayer, playerWithMoney } from '../payments/payments.test-kit.js';
import { expireStaleRounds } from './games-wallet.service.js';
import { launch, roundOf, startWalletApp } from './games-wallet.test-kit.js';

/** The wallet as the server runs in production: connected as `arcadia_app`, which may add and update game rows but never delete them. */
let roleDb: AppRoleDatabase;
let ctx: TestApp;

before(async () => {
  roleDb = await openAppRoleDatabase();
  ctx = await startWalletApp({ database: roleDb.database });
});
after(async () => {
  await ctx?.close();
  await roleDb?.close();
});

describe('the games wallet connected as arcadia_app', () => {
  test('launch, bet from cash and bonus, win, rollback, tombstone and expiry work with the application role', async () => {
    const role = await sql<{ role: string }>`select current_user as role`.execute(ctx.app.db);
    assert.equal(role.rows[0]!.role, 'arcadia_app');
    const player = await playerWithMoney(ctx, '10', '20');
    const studio = await launch(ctx, player);
    const bet = randomUUID();
    assert.equal((await studio.bet(2000, { transactionId: bet, roundId: 'r1' })).status, 'RS_OK');
    assert.equal((await studio.win(500, bet, 'r1')).status, 'RS_OK');
    const returned = randomUUID();
    await studio.bet(300, { transactionId: returned, roundId: 'r2' });
    assert.equal((await studio.rollback(returned)).status, 'RS_OK');
    assert.equal((await studio.rollback(randomUUID())).status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await studio.bet(100, { roundId: 'r3' });
    await sql`update game_rounds set updated_at = now() - interval '2 hours' where round_id = 'r3'`.execute(ctx.app.db);
    assert.equal(await expireStaleRounds(ctx.app.db), 1);
    assert.equal((await roundOf(ctx, 'r3')).status, GameRoundStatus.Expired);
    // 10 + 20 - 20 + 5 (half the stake was bonus: 2.50 each way)
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '2.50', bonus: '12.50', held: '0.00' });
    await assertLedgerAddsUp(ctx);
  });

  test('cannot delete game transactions or rounds', async () => {
    await assert.rejects(sql`delete from game_transactions`.execute(ctx.app.db), /permission denied/);
    await assert.rejects(sql`delete from game_rounds`.execute(ctx.app.db), /permission denied/);
  });
});
