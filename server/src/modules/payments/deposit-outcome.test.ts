/**
 * Following a deposit to its outcome (`Location` of `payment/deposit`, `GET payment/transactions/:id`)
 * and the player's cancellation of a deposit abandoned on the provider's page (`POST payment/cancel`),
 * with what a provider's callback does after it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TransactionStatus } from '@arcadia/shared/core';
import { findJournal } from '../wallet/wallet.service.js';
import { depositRef } from './payment-settlement.js';
import {
  assertLedgerAddsUp,
  balancesOfPlayer,
  bankDetail,
  cardDetail,
  countRows,
  deposit,
  newPlayer,
  paymentById,
  paymentsOf,
  sendCallback,
  startPaymentsApp,
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

const callback = (payment: PaymentRow, status: 'confirmed' | 'declined' | 'cancelled') =>
  sendCallback(ctx, ctx.provider.callback({ kind: 'deposit', reference: payment.reference, status, amount: payment.amount }));
const cancel = (player: Player, id: unknown) => ctx.post('/api/payment/cancel', { id }, player.as());
const follow = (player: Player, id: number | string) => ctx.get(`/api/payment/transactions/${id}`, player.as());

describe('POST /api/payment/deposit: where to follow it', () => {
  test('the answer names the new payment in its Location; data stays the provider’s page', async () => {
    const player = await newPlayer(ctx);
    const res = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(120) }, player.as());
    assert.equal(res.status, 200, res.text);
    assert.match(res.body.data, /^https?:\/\//);
    const [payment] = await paymentsOf(ctx, player);
    assert.equal(res.headers.get('location'), `/api/payment/transactions/${payment!.id}`);
  });
});

describe('GET /api/payment/transactions/:id', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.get('/api/payment/transactions/1')).status, 401);
  });

  test('follows the player’s deposit from waiting to its outcome, with the reason of a decline', async () => {
    const player = await newPlayer(ctx);
    const card = await deposit(ctx, player, 1, cardDetail(150));
    const waiting = await follow(player, card.id);
    assert.equal(waiting.status, 200, waiting.text);
    assert.deepEqual(
      { id: waiting.body.data.id, status: waiting.body.data.status, amount: waiting.body.data.amount, cancellable: waiting.body.data.cancellable, reason: waiting.body.data.reason },
      { id: card.id, status: TransactionStatus.Pending, amount: 150, cancellable: true, reason: null },
    );
    await callback(card, 'confirmed');
    const done = await follow(player, card.id);
    assert.equal(done.body.data.status, TransactionStatus.Confirmed);
    assert.equal(done.body.data.cancellable, false);

    const declined = await deposit(ctx, player, 1, cardDetail(60));
    await callback(declined, 'declined');
    const answer = await ctx.get(`/api/payment/transactions/${declined.id}`, player.as('tr'));
    assert.equal(answer.body.data.status, TransactionStatus.Rejected);
    assert.equal(answer.body.data.reason, 'Ödeme sağlayıcısı ödemeyi reddetti.');
  });

  test('a bank transfer is waiting but not cancellable; someone else’s payment and unknown ids are 404, a malformed id 400', async () => {
    const player = await newPlayer(ctx);
    const other = await newPlayer(ctx);
    const bank = await deposit(ctx, player, 2, bankDetail(300));
    assert.equal((await follow(player, bank.id)).body.data.cancellable, false);
    assert.equal((await follow(other, bank.id)).status, 404);
    assert.equal((await follow(player, 2_000_000_000)).status, 404);
    for (const id of ['x', '0', '-1', '1.5', '99999999999']) {
      const res = await follow(player, id);
      assert.equal(res.status, 400, `${id}: ${res.text}`);
      assert.equal(res.body.success, false);
    }
  });
});

describe('POST /api/payment/cancel: a deposit abandoned on the payment page', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/payment/cancel', { id: 1 })).status, 401);
  });

  test('a waiting card deposit is cancelled with its reason and nothing posted; cancelling again answers the same', async () => {
    const player = await newPlayer(ctx);
    const card = await deposit(ctx, player, 1, cardDetail(200));
    const journals = await countRows(ctx, 'ledger_journals');
    const first = await cancel(player, card.id);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.data.status, TransactionStatus.Cancelled);
    assert.equal(first.body.data.reason, 'You cancelled the payment.');
    assert.equal(first.body.data.cancellable, false);
    assert.equal(first.body.message, 'Your deposit has been cancelled.');
    const again = await cancel(player, card.id);
    assert.equal(again.status, 200, again.text);
    assert.deepEqual(again.body.data, first.body.data);
    assert.equal(await countRows(ctx, 'ledger_journals'), journals, 'a cancellation posts nothing');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
  });

  test('parallel cancellations change the deposit once and all answer it cancelled', async () => {
    const player = await newPlayer(ctx);
    const card = await deposit(ctx, player, 1, cardDetail(80));
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(player, card.id)));
    assert.deepEqual(
      answers.map((a) => [a.status, a.body.data?.status]),
      answers.map(() => [200, TransactionStatus.Cancelled]),
    );
    assert.equal((await paymentById(ctx, card.id)).status, TransactionStatus.Cancelled);
  });

  test('refused once the provider has decided, for a bank transfer, a withdrawal or someone else’s deposit; bad ids are 400', async () => {
    const player = await newPlayer(ctx);
    const other = await newPlayer(ctx);
    const paid = await deposit(ctx, player, 1, cardDetail(100));
    await callback(paid, 'confirmed');
    const refused = await cancel(player, paid.id);
    assert.equal(refused.status, 409, refused.text);
    assert.match(refused.body.message, /confirmed/);
    assert.equal((await paymentById(ctx, paid.id)).status, TransactionStatus.Confirmed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '100.00', bonus: '0.00', held: '0.00' });

    const declined = await deposit(ctx, player, 1, cardDetail(70));
    await callback(declined, 'declined');
    assert.equal((await cancel(player, declined.id)).status, 409);
    assert.equal((await paymentById(ctx, declined.id)).status, TransactionStatus.Rejected);

    const bank = await deposit(ctx, player, 2, bankDetail(400));
    assert.equal((await cancel(player, bank.id)).status, 409);
    assert.equal((await paymentById(ctx, bank.id)).status, TransactionStatus.Pending);

    const waiting = await deposit(ctx, player, 1, cardDetail(90));
    assert.equal((await cancel(other, waiting.id)).status, 404);
    assert.equal((await paymentById(ctx, waiting.id)).status, TransactionStatus.Pending);

    for (const id of [0, -3, 'x', 1.5, null, 2 ** 31]) {
      const res = await cancel(player, id);
      assert.equal(res.status, 400, `${JSON.stringify(id)}: ${res.text}`);
    }
    assert.equal((await ctx.post('/api/payment/cancel', { id: waiting.id, extra: 1 }, player.as())).status, 400);
  });

  test('a confirmation the provider sends after the cancellation credits the deposit once, as the provider has the money', async () => {
    const player = await newPlayer(ctx);
    const card = await deposit(ctx, player, 1, cardDetail(250));
    assert.equal((await cancel(player, card.id)).status, 200);
    const late = ctx.provider.callback({ kind: 'deposit', reference: card.reference, status: 'confirmed', amount: card.amount });
    assert.equal((await sendCallback(ctx, late)).status, 200);
    assert.equal((await sendCallback(ctx, late)).status, 200, 'a repeat answers as the first');
    assert.equal((await paymentById(ctx, card.id)).status, TransactionStatus.Confirmed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '250.00', bonus: '0.00', held: '0.00' });
    assert.ok(await findJournal(ctx.app.db, depositRef(card)));
    await assertLedgerAddsUp(ctx);
  });

  test('a decline or a cancellation the provider sends after it changes nothing', async () => {
    const player = await newPlayer(ctx);
    for (const status of ['declined', 'cancelled'] as const) {
      const card = await deposit(ctx, player, 1, cardDetail(55));
      await cancel(player, card.id);
      const before = await paymentById(ctx, card.id);
      const res = await callback(card, status);
      assert.equal(res.status, 200, `${status}: ${res.text}`);
      const row = await paymentById(ctx, card.id);
      assert.deepEqual([row.status, row.reason_en], [TransactionStatus.Cancelled, before.reason_en]);
    }
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
  });

  test('a cancellation racing the provider’s confirmation: whichever comes first, the deposit ends confirmed and credited once', async () => {
    const player = await newPlayer(ctx);
    for (let round = 0; round < 5; round += 1) {
      const card = await deposit(ctx, player, 1, cardDetail(50));
      const [cancelled, confirmed] = await Promise.all([cancel(player, card.id), callback(card, 'confirmed')]);
      assert.ok(cancelled.status === 200 || cancelled.status === 409, cancelled.text);
      assert.equal(confirmed.status, 200, confirmed.text);
      assert.equal((await paymentById(ctx, card.id)).status, TransactionStatus.Confirmed);
    }
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '250.00', bonus: '0.00', held: '0.00' });
    await assertLedgerAddsUp(ctx);
  });
});
