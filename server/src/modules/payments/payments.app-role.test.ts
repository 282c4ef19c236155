import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { TransactionStatus } from '@arcadia/shared/core';
import { FakePaymentProvider } from '../../testing/fake-payment-provider.js';
import { openAppRoleDatabase, type AppRoleDatabase } from '../../testing/app-role-database.js';
import { startTestApp } from '../../testing/test-app.js';
import {
  ADMIN_TOKEN,
  adminHeaders,
  assertLedgerAddsUp,
  balancesOfPlayer,
  bankDetail,
  cardDetail,
  deposit,
  ibanPayoutDetail,
  newPlayer,
  paymentById,
  sendCallback,
  until,
  withdraw,
  type PaymentsApp,
} from './payments.test-kit.js';

/** Payments as the server runs in production: connected as `arcadia_app`, which may add and update payments but never delete them. */
let roleDb: AppRoleDatabase;
let ctx: PaymentsApp;

before(async () => {
  roleDb = await openAppRoleDatabase();
  const app = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true }, database: roleDb.database });
  const provider = new FakePaymentProvider();
  app.app.payments.provider = provider;
  ctx = Object.assign(app, { provider });
});
after(async () => {
  await ctx?.close();
  await roleDb?.close();
});

describe('payments connected as arcadia_app', () => {
  test('deposits, withdrawals, payouts and rejections work with the application role', async () => {
    const role = await sql<{ role: string }>`select current_user as role`.execute(ctx.app.db);
    assert.equal(role.rows[0]!.role, 'arcadia_app');
    const player = await newPlayer(ctx, { verified: true });
    const card = await deposit(ctx, player, 1, cardDetail(1000));
    assert.equal((await sendCallback(ctx, ctx.provider.callback({ kind: 'deposit', reference: card.reference, status: 'confirmed', amount: '1000.00' }))).status, 200);
    const bank = await deposit(ctx, player, 2, bankDetail(200));
    assert.equal((await ctx.post(`/api/admin/transactions/${bank.id}/approve`, {}, adminHeaders())).status, 200);

    const paid = await withdraw(ctx, player, 3, ibanPayoutDetail(300));
    assert.equal((await ctx.post(`/api/admin/transactions/${paid.id}/approve`, {}, adminHeaders())).status, 200);
    await until(async () => (await paymentById(ctx, paid.id)).provider_reference !== null, 'the payout reached the provider');
    assert.equal((await sendCallback(ctx, ctx.provider.callback({ kind: 'payout', reference: paid.reference, status: 'paid', amount: '300.00' }))).status, 200);
    const returned = await withdraw(ctx, player, 4, { WalletNo: '5321234567', Amount: 100 });
    assert.equal((await ctx.post(`/api/admin/transactions/${returned.id}/reject`, { reason: 'Wrong wallet' }, adminHeaders())).status, 200);
    const rejected = await withdraw(ctx, player, 3, ibanPayoutDetail(150));
    assert.equal((await ctx.post(`/api/admin/transactions/${rejected.id}/reject`, { reason: 'Check the IBAN' }, adminHeaders())).status, 200);

    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '900.00', bonus: '0.00', held: '0.00' });
    assert.equal((await paymentById(ctx, paid.id)).status, TransactionStatus.Confirmed);
    assert.equal(await ctx.app.payments.cancelStaleDeposits(new Date(Date.now() + 25 * 3600_000)), 0);
    await assertLedgerAddsUp(ctx);
  });

  test('cannot delete payments', async () => {
    await assert.rejects(sql`delete from payments`.execute(ctx.app.db), /permission denied/);
  });
});
