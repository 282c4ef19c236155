import assert from 'node:assert/strict';
import { isVerificationNotice } from '../kyc/kyc.test-kit.js';
import { after, before, describe, test } from 'node:test';
import { NotificationType, TransactionStatus } from '@arcadia/shared/core';
import { createHmac } from 'node:crypto';
import { garbledSignatureHeaders } from '@arcadia/shared/signing';
import { signRequest } from '../../providers/signature.js';
import { findJournal } from '../wallet/wallet.service.js';
import { depositRef } from './payment-settlement.js';
import {
  adminHeaders,
  assertLedgerAddsUp,
  balancesOfPlayer,
  bankDetail,
  cardDetail,
  countRows,
  deposit,
  ibanPayoutDetail,
  newPlayer,
  paymentById,
  playerWithMoney,
  sendCallback,
  startPaymentsApp,
  until,
  withdraw,
  type PaymentsApp,
  type Player,
} from './payments.test-kit.js';
import type { PaymentRow } from './payments.repository.js';

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp();
});
after(async () => {
  await ctx?.close();
});

/** The player's notifications but those of their identity verification (see verifyByAdmin). */
async function notificationsOf(player: Player) {
  const rows = await ctx.app.db.selectFrom('notifications').selectAll().where('player_id', '=', player.id).orderBy('id').execute();
  return rows.filter((row) => !isVerificationNotice(row));
}

/** What a refused callback must leave untouched. */
async function snapshot(payment: PaymentRow, player: Player) {
  const row = await paymentById(ctx, payment.id);
  return { status: row.status, updated: String(row.updated_at), providerReference: row.provider_reference, balances: await balancesOfPlayer(ctx, player), journals: await countRows(ctx, 'ledger_journals'), notifications: (await notificationsOf(player)).length };
}

const confirmed = (payment: PaymentRow, extra: Record<string, unknown> = {}) => ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: payment.amount, ...extra });

describe('POST /api/payment/callback/demopay: deposits', () => {
  test('a confirmed card deposit is credited to cash once, with a notification; a repeat answers as the first and credits nothing', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(150.5));
    const callback = confirmed(payment);
    const first = await sendCallback(ctx, callback);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.success, true);
    assert.equal((await paymentById(ctx, payment.id)).status, TransactionStatus.Confirmed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '150.50', bonus: '0.00', held: '0.00' });
    const journal = await findJournal(ctx.app.db, depositRef(payment));
    assert.ok(journal);
    assert.equal(journal.type, 'deposit');
    assert.deepEqual(journal.actor, { kind: 'provider', id: 'demopay' });

    const notes = await notificationsOf(player);
    assert.equal(notes.length, 1);
    assert.equal(notes[0]!.type, NotificationType.Deposit);
    assert.equal(notes[0]!.title_en, 'Deposit confirmed');
    assert.equal(notes[0]!.note_en, '₺150.50 has been added to your balance.');
    assert.equal(notes[0]!.note_tr, '₺150,50 bakiyenize eklendi.');

    const repeat = await sendCallback(ctx, callback);
    assert.equal(repeat.status, 200);
    assert.deepEqual(repeat.body, first.body);
    const retried = await sendCallback(ctx, confirmed(payment)); // the same outcome as a new event (a retry with another event id)
    assert.equal(retried.status, 200);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '150.50', bonus: '0.00', held: '0.00' });
    assert.equal((await notificationsOf(player)).length, 1);
    await assertLedgerAddsUp(ctx);
  });

  test('a callback delivered 10 times in parallel credits once', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(1000));
    const callback = confirmed(payment);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCallback(ctx, callback)));
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '1000.00', bonus: '0.00', held: '0.00' });
    assert.equal((await notificationsOf(player)).length, 1);
    await assertLedgerAddsUp(ctx);
  });

  test('a callback may arrive before the deposit answer stored the provider reference (Created): it settles it', async () => {
    const player = await newPlayer(ctx);
    ctx.provider.failing = 1;
    assert.equal((await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(80) }, player.as())).status, 503);
    const [payment] = await ctx.app.db.selectFrom('payments').selectAll().where('player_id', '=', player.id).execute();
    assert.equal(payment!.status, TransactionStatus.Created);
    const res = await sendCallback(ctx, ctx.provider.callback({ kind: 'deposit', reference: payment!.reference, status: 'confirmed', amount: '80.00', providerReference: 'pr-late-1' }));
    assert.equal(res.status, 200, res.text);
    const settled = await paymentById(ctx, payment!.id);
    assert.deepEqual([settled.status, settled.provider_reference], [TransactionStatus.Confirmed, 'pr-late-1']);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '80.00', bonus: '0.00', held: '0.00' });
  });

  test('refused and nothing changes: a bad signature (401), an old timestamp (401), a wrong amount or currency or reference (409), an unknown reference (404), another provider (404)', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(200));
    const before = await snapshot(payment, player);
    const attempts: [string, { body: string; headers: Record<string, string> }, number][] = [
      ['another secret', ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '200.00' }, { secret: 'not-the-shared-secret' }), 401],
      ['a timestamp 6 minutes old', ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '200.00' }, { timestamp: Math.floor(Date.now() / 1000) - 360 }), 401],
      ['a timestamp 6 minutes ahead', ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '200.00' }, { timestamp: Math.floor(Date.now() / 1000) + 360 }), 401],
      ['signed for another path', ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '200.00' }, { path: '/api/payment/callback/otherpay' }), 401],
      ['signed for another method', ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'confirmed', amount: '200.00' }, { method: 'GET' }), 401],
      ['a larger amount', confirmed(payment, { amount: '2000.00' }), 409],
      ['a smaller amount', confirmed(payment, { amount: '199.99' }), 409],
      ['an amount that is not one', confirmed(payment, { amount: 'lots' }), 409],
      ['another currency', confirmed(payment, { currency: 'EUR' }), 409],
      ['another provider reference', confirmed(payment, { providerReference: 'pr-someone-else' }), 409],
      ['a payout status for a deposit', confirmed(payment, { status: 'paid' }), 409],
      ['a payout callback for a deposit', confirmed(payment, { kind: 'payout' }), 409],
      ['an unknown reference', confirmed(payment, { reference: 'dep-00000000-0000-0000-0000-000000000000' }), 404],
    ];
    for (const [what, callback, status] of attempts) {
      const res = await sendCallback(ctx, callback);
      assert.equal(res.status, status, `${what}: ${res.text}`);
      assert.equal(res.body.success, false, what);
      assert.ok(res.body.message, what);
    }
    // The body the signature covers, altered after signing.
    const signed = confirmed(payment);
    const tampered = await sendCallback(ctx, { body: signed.body.replace('"200.00"', '"2000.00"'), headers: signed.headers });
    assert.equal(tampered.status, 401);
    const unsigned = await ctx.post('/api/payment/callback/demopay', confirmed(payment).body);
    assert.equal(unsigned.status, 401);
    // The old form, HMAC of "timestamp.body" with the right key, is refused.
    const old = confirmed(payment);
    const timestamp = Math.floor(Date.now() / 1000);
    const sha256 = `sha256=${createHmac('sha256', ctx.provider.secret).update(`${timestamp}.${old.body}`).digest('hex')}`;
    const refusedOld = await sendCallback(ctx, { body: old.body, headers: { 'Content-Type': 'application/json', 'X-Signature-Timestamp': String(timestamp), 'X-Signature': sha256 } });
    assert.equal(refusedOld.status, 401);
    const elsewhere = await ctx.post('/api/payment/callback/otherpay', signed.body, { headers: signed.headers });
    assert.equal(elsewhere.status, 404);
    const empty = await ctx.fetch('/api/payment/callback/demopay', { method: 'POST', headers: signed.headers });
    assert.equal(empty.status, 401);

    assert.deepEqual(await snapshot(payment, player), before, 'nothing changed');
    // The genuine callback still works afterwards.
    assert.equal((await sendCallback(ctx, confirmed(payment))).status, 200);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '200.00', bonus: '0.00', held: '0.00' });
  });

  test('garbled signature headers (a timestamp that is no number of seconds, a v2= that is no signature, 5,000 commas, 8 KB): 401 with a message, nothing changes', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(90));
    const before = await snapshot(payment, player);
    const genuine = confirmed(payment);
    const timestamp = genuine.headers['x-signature-timestamp']!;
    const signature = genuine.headers['x-signature']!;
    const garbled = garbledSignatureHeaders(timestamp, signature);
    for (const [stamp, value] of garbled) {
      const res = await sendCallback(ctx, { body: genuine.body, headers: { ...genuine.headers, 'x-signature-timestamp': stamp, 'x-signature': value } });
      const what = `timestamp ${JSON.stringify(stamp)}, signature ${JSON.stringify(value.slice(0, 40))}`;
      assert.equal(res.status, 401, `${what}: ${res.status} ${res.text.slice(0, 200)}`);
      assert.equal(res.body.success, false, what);
      assert.ok(res.body.message, what);
    }
    assert.deepEqual(await snapshot(payment, player), before, 'nothing changed');
    assert.equal((await sendCallback(ctx, genuine)).status, 200, 'the genuine callback still settles');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '90.00', bonus: '0.00', held: '0.00' });
  });

  test('hostile bodies, correctly signed: not JSON, not an object, fields missing or mistyped, oversized: 4xx with a message, nothing changes, the server keeps answering', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(120));
    const before = await snapshot(payment, player);
    const genuine = JSON.parse(confirmed(payment).body) as Record<string, unknown>;
    const bodies: [string, string][] = [
      ['not JSON', '{"kind":"deposit",'],
      ['a JSON array', '[1,2,3]'],
      ['JSON null', 'null'],
      ['no eventId', JSON.stringify({ ...genuine, eventId: undefined })],
      ['a numeric amount', JSON.stringify({ ...genuine, amount: 120 })],
      ['an object as reference', JSON.stringify({ ...genuine, reference: { $ne: null } })],
      ['an unknown status', JSON.stringify({ ...genuine, status: 'maybe' })],
      ['a NUL in the reference', JSON.stringify({ ...genuine, reference: `${payment.reference}\u0000` })],
      ['a 2 MB body', JSON.stringify({ ...genuine, reason: 'x'.repeat(2_000_000) })],
    ];
    for (const [what, body] of bodies) {
      const res = await sendCallback(ctx, { body, headers: { 'Content-Type': 'application/json', ...signRequest(ctx.provider.secret, { method: 'POST', path: '/api/payment/callback/demopay', body }) } });
      assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${res.text.slice(0, 200)}`);
      assert.equal(res.body?.success, false, what);
      assert.ok(res.body?.message, `${what}: a message`);
    }
    assert.deepEqual(await snapshot(payment, player), before, 'nothing changed');
    assert.equal((await ctx.get('/api/health')).status, 200);
    assert.equal((await sendCallback(ctx, confirmed(payment))).status, 200);
  });

  test('declined: Rejected with a reason and a notification, nothing credited; a later confirmation is a disagreement (409)', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(120));
    const res = await sendCallback(ctx, ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'declined', amount: '120.00', reason: 'insufficient funds' }));
    assert.equal(res.status, 200, res.text);
    const row = await paymentById(ctx, payment.id);
    assert.equal(row.status, TransactionStatus.Rejected);
    assert.equal(row.reason_en, 'The payment was declined by the payment provider.');
    const notes = await notificationsOf(player);
    assert.deepEqual(notes.map((n) => [n.type, n.title_en]), [[NotificationType.Deposit, 'Deposit declined']]);
    assert.match(notes[0]!.note_en, /₺120\.00 was declined/);

    const late = await sendCallback(ctx, confirmed(payment));
    assert.equal(late.status, 409);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
    assert.equal((await paymentById(ctx, payment.id)).status, TransactionStatus.Rejected);
  });

  test('cancelled on the payment page: Cancelled, no notification, nothing credited', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 1, cardDetail(90));
    const res = await sendCallback(ctx, ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status: 'cancelled', amount: '90.00' }));
    assert.equal(res.status, 200);
    assert.equal((await paymentById(ctx, payment.id)).status, TransactionStatus.Cancelled);
    assert.equal((await notificationsOf(player)).length, 0);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
  });

  test('a bank transfer confirmed by the provider is credited like a card payment', async () => {
    const player = await newPlayer(ctx);
    const payment = await deposit(ctx, player, 2, bankDetail(300));
    assert.equal((await sendCallback(ctx, confirmed(payment))).status, 200);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '300.00', bonus: '0.00', held: '0.00' });
  });
});

describe('POST /api/payment/callback/demopay: payouts', () => {
  async function approvedWithdrawal(player: Player, amount: number): Promise<PaymentRow> {
    const payment = await withdraw(ctx, player, 3, ibanPayoutDetail(amount));
    const res = await ctx.post(`/api/admin/transactions/${payment.id}/approve`, {}, adminHeaders());
    assert.equal(res.status, 200, res.text);
    await until(async () => (await paymentById(ctx, payment.id)).provider_reference !== null, 'the payout reached the provider');
    return paymentById(ctx, payment.id);
  }

  test('paid: the held amount leaves the wallet, the request is Confirmed, the player is told; a repeat changes nothing', async () => {
    const player = await playerWithMoney(ctx, '1000.00', '0', { verified: true });
    const payment = await approvedWithdrawal(player, 400);
    const order = ctx.provider.payouts.find((p) => p.reference === payment.reference)!;
    assert.deepEqual([order.method, order.amount, order.currency, order.details], ['iban', '400.00', 'TRY', { Iban: ibanPayoutDetail().Iban, AccountHolder: 'Ayşe Yılmaz' }]);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '600.00', bonus: '0.00', held: '400.00' });

    const paid = ctx.provider.callback({ kind: 'payout', reference: payment.reference, status: 'paid', amount: '400.00' });
    assert.equal((await sendCallback(ctx, paid)).status, 200);
    assert.equal((await paymentById(ctx, payment.id)).status, TransactionStatus.Confirmed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '600.00', bonus: '0.00', held: '0.00' });
    const notes = await notificationsOf(player);
    assert.deepEqual(notes.map((n) => [n.type, n.title_en, n.note_en]), [[NotificationType.Withdraw, 'Withdrawal approved', 'Your withdrawal of ₺400.00 has been paid out.']]);

    assert.equal((await sendCallback(ctx, paid)).status, 200);
    const failedLater = await sendCallback(ctx, ctx.provider.callback({ kind: 'payout', reference: payment.reference, status: 'failed', amount: '400.00' }));
    assert.equal(failedLater.status, 409, 'a payout cannot fail after it was paid');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '600.00', bonus: '0.00', held: '0.00' });
    assert.equal((await notificationsOf(player)).length, 1);
    await assertLedgerAddsUp(ctx);
  });

  test('failed: the hold goes back to cash, the request is Rejected, the player is told', async () => {
    const player = await playerWithMoney(ctx, '500.00', '0', { verified: true });
    const payment = await approvedWithdrawal(player, 500);
    const res = await sendCallback(ctx, ctx.provider.callback({ kind: 'payout', reference: payment.reference, status: 'failed', amount: '500.00', reason: 'account closed' }));
    assert.equal(res.status, 200, res.text);
    const row = await paymentById(ctx, payment.id);
    assert.deepEqual([row.status, row.reason_en], [TransactionStatus.Rejected, 'The payment provider could not pay it out.']);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '500.00', bonus: '0.00', held: '0.00' });
    assert.deepEqual((await notificationsOf(player)).map((n) => n.title_en), ['Withdrawal rejected']);
    assert.equal((await sendCallback(ctx, ctx.provider.callback({ kind: 'payout', reference: payment.reference, status: 'paid', amount: '500.00' }))).status, 409);
    await assertLedgerAddsUp(ctx);
  });

  test('a payout callback for a withdrawal the operator never approved is a disagreement (409)', async () => {
    const player = await playerWithMoney(ctx, '300.00', '0', { verified: true });
    const payment = await withdraw(ctx, player, 3, ibanPayoutDetail(300));
    const res = await sendCallback(ctx, ctx.provider.callback({ kind: 'payout', reference: payment.reference, status: 'paid', amount: '300.00', providerReference: 'pr-unasked' }));
    assert.equal(res.status, 409);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '300.00' });
    assert.equal((await paymentById(ctx, payment.id)).status, TransactionStatus.Pending);
  });
});
