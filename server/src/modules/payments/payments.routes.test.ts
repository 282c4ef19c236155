import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { TransactionStatus, TransactionType } from '@arcadia/shared/core';
import { MAX_WAITING_DEPOSITS } from './payments.service.js';
import { verifyByAdmin } from '../kyc/kyc.test-kit.js';
import {
  DECLINED_CARD,
  PAYING_CARD,
  TEST_IBAN,
  assertLedgerAddsUp,
  balancesOfPlayer,
  bankDetail,
  cardDetail,
  countRows,
  deposit,
  ibanPayoutDetail,
  adminHeaders,
  newPlayer,
  paymentById,
  paymentsOf,
  playerWithMoney,
  startPaymentsApp,
  walletPayoutDetail,
  withdraw,
  type PaymentsApp,
} from './payments.test-kit.js';

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp();
});
after(async () => {
  await ctx?.close();
});

/** Asserts a 4xx envelope with a message, and that nothing was written: no payment, no journal, no order to the provider. */
async function refusedWithoutTrace(send: () => Promise<{ status: number; body: { success: boolean; message: string } }>, what: string, status = 400): Promise<string> {
  const before = { payments: await countRows(ctx, 'payments'), journals: await countRows(ctx, 'ledger_journals'), deposits: ctx.provider.deposits.length, payouts: ctx.provider.payouts.length };
  const res = await send();
  assert.equal(res.status, status, `${what}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.success, false, what);
  assert.ok(typeof res.body.message === 'string' && res.body.message.length > 0, `${what}: a message`);
  const after = { payments: await countRows(ctx, 'payments'), journals: await countRows(ctx, 'ledger_journals'), deposits: ctx.provider.deposits.length, payouts: ctx.provider.payouts.length };
  assert.deepEqual(after, before, `${what}: nothing written, nothing sent to the provider`);
  return res.body.message;
}

describe('GET /api/payment/methods', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.get('/api/payment/methods?type=1')).status, 401);
  });

  test('lists the deposit methods and the withdrawal methods with name, logo and limits, in the reader language', async () => {
    const player = await newPlayer(ctx);
    const deposits = await ctx.get('/api/payment/methods?type=1', player.as('tr'));
    assert.equal(deposits.status, 200, deposits.text);
    assert.deepEqual(
      deposits.body.data.map((m: Record<string, unknown>) => [m.id, m.type, m.name, m.min, m.max]),
      [
        [1, 1, 'Kredi Kartı', 50, 50_000],
        [2, 1, 'Havale / EFT', 100, 250_000],
      ],
    );
    const inEnglish = await ctx.get('/api/payment/methods?type=1', player.as('en'));
    assert.deepEqual(inEnglish.body.data.map((m: Record<string, unknown>) => m.name), ['Credit card', 'Bank transfer (Havale / EFT)']);
    const withdrawals = await ctx.get('/api/payment/methods?type=2', player.as('en'));
    assert.deepEqual(
      withdrawals.body.data.map((m: Record<string, unknown>) => [m.id, m.type, m.name, m.min, m.max]),
      [
        [3, 2, 'To bank account (IBAN)', 100, 100_000],
        [4, 2, 'To e-wallet', 50, 50_000],
      ],
    );
    for (const method of [...deposits.body.data, ...withdrawals.body.data]) {
      const logo = await ctx.get(method.logo);
      assert.equal(logo.status, 200, method.logo);
      assert.match(logo.headers.get('content-type') ?? '', /image\/svg\+xml/);
      assert.match(String(logo.body), /^<svg /);
    }
  });

  test('400 for a missing, unknown or mistyped type; 404 for an unknown logo', async () => {
    const player = await newPlayer(ctx);
    for (const query of ['', '?type=3', '?type=0', '?type=abc', '?type=1&other=2']) {
      const res = await ctx.get(`/api/payment/methods${query}`, player.as());
      assert.equal(res.status, 400, query);
      assert.ok(res.body.message);
    }
    assert.equal((await ctx.get('/api/payment/logo/nothing.svg')).status, 404);
    assert.equal((await ctx.get('/api/payment/logo/..%2Fconfig.ts')).status, 400);
  });
});

describe('POST /api/payment/detail', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/payment/detail', { id: 1, type: 1 })).status, 401);
  });

  test('answers the method fields: key, mask, objectType, option', async () => {
    const player = await newPlayer(ctx);
    const card = await ctx.post('/api/payment/detail', { id: 1, type: 1 }, player.as());
    assert.equal(card.status, 200, card.text);
    assert.deepEqual(card.body.data, [
      { key: 'CardNo', mask: '9999 9999 9999 9999', objectType: 'String', option: null },
      { key: 'ExpiryDate', mask: '99/99', objectType: 'String', option: null },
      { key: 'CardHolder', mask: null, objectType: 'String', option: null },
      { key: 'Amount', mask: null, objectType: 'Decimal', option: null },
    ]);
    const bank = await ctx.post('/api/payment/detail', { id: 2, type: 1 }, player.as());
    assert.deepEqual(bank.body.data.map((f: { key: string }) => f.key), ['Iban', 'Bank', 'Amount']);
    assert.equal(bank.body.data[0].mask, 'TR99 9999 9999 9999 9999 9999 99');
    assert.equal(bank.body.data[1].objectType, 'Dropdown');
    assert.ok(bank.body.data[1].option.length > 3);
    const wallet = await ctx.post('/api/payment/detail', { id: 4, type: 2 }, player.as());
    assert.deepEqual(wallet.body.data.map((f: { key: string; mask: string | null }) => [f.key, f.mask]), [['WalletNo', '9999999999'], ['Amount', null]]);
  });

  test('400 for an unknown method, a method of the other type, and missing, mistyped or unknown fields', async () => {
    const player = await newPlayer(ctx);
    const bodies: unknown[] = [{ id: 99, type: 1 }, { id: 1, type: 2 }, { id: 3, type: 1 }, { id: 1 }, { type: 1 }, { id: '1', type: 1 }, { id: 1, type: 3 }, { id: -1, type: 1 }, { id: 1.5, type: 1 }, { id: 1, type: 1, extra: true }, []];
    for (const body of bodies) {
      const res = await ctx.post('/api/payment/detail', body, player.as());
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(res.body.message, JSON.stringify(body));
    }
    const unknown = await ctx.post('/api/payment/detail', { id: 99, type: 1 }, player.as());
    assert.equal(unknown.body.message, 'No such payment method.');
  });
});

describe('POST /api/payment/deposit', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail() })).status, 401);
  });

  test('card: answers the provider hosted page; the request is Pending and keeps only the last 4 digits of the card, never its expiry', async () => {
    const player = await newPlayer(ctx);
    const res = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(150.5) }, player.as());
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.success, true);
    assert.match(res.body.data, /^http:\/\/provider\.test\/pay\/pr-/);
    assert.ok(res.body.message);

    const order = ctx.provider.deposits.at(-1)!;
    assert.equal(order.method, 'card');
    assert.equal(order.amount, '150.50');
    assert.equal(order.currency, 'TRY');
    assert.equal(order.details.CardNo, PAYING_CARD, 'the provider gets the card');
    assert.equal(order.locale, 'en');
    assert.match(order.returnUrl, /^http:\/\/localhost:\d+\/dashboard\/financial-activities$/);

    const [payment] = await paymentsOf(ctx, player);
    assert.equal(payment!.status, TransactionStatus.Pending);
    assert.equal(payment!.type, TransactionType.Deposit);
    assert.equal(payment!.amount, '150.50');
    assert.equal(payment!.reference, order.reference);
    assert.equal(payment!.provider_reference, ctx.provider.references.get(order.reference));
    assert.deepEqual(payment!.detail, { CardNo: '************1111', CardHolder: 'Ayşe Yılmaz' });
    const stored = await sql<{ text: string }>`select row_to_json(p)::text as text from payments p where id = ${payment!.id}`.execute(ctx.app.db);
    assert.ok(!stored.rows[0]!.text.includes(PAYING_CARD), 'the card number is nowhere in the row');
    assert.ok(!stored.rows[0]!.text.includes(String(order.details.ExpiryDate)), 'nor its expiry');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' }, 'nothing is credited before the provider confirms');
  });

  test('bank transfer: data null with a message; the request waits Pending for the operator', async () => {
    const player = await newPlayer(ctx);
    const res = await ctx.post('/api/payment/deposit', { id: 2, target: 'pay', detail: bankDetail(1000) }, player.as('tr'));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data, null);
    assert.match(res.body.message, /Havale talebiniz alındı/);
    const [payment] = await paymentsOf(ctx, player);
    assert.equal(payment!.status, TransactionStatus.Pending);
    assert.deepEqual(payment!.detail, { Iban: TEST_IBAN, Bank: 3 });
    assert.equal(ctx.provider.deposits.at(-1)!.method, 'bank');
  });

  test('a deposit the provider refuses is Rejected and the player is told (422); nothing is credited', async () => {
    const player = await newPlayer(ctx);
    ctx.provider.refuseNext = 'card not supported';
    const res = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(100, { CardNo: DECLINED_CARD }) }, player.as());
    assert.equal(res.status, 422, res.text);
    assert.equal(res.body.message, 'The payment provider did not accept this payment.');
    const [payment] = await paymentsOf(ctx, player);
    assert.equal(payment!.status, TransactionStatus.Rejected);
    assert.equal(payment!.reason_en, 'The payment provider did not accept the request.');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '0.00' });
  });

  test('a provider that does not answer: 503, the request stays Created, and the sweep cancels it after 24 hours', async () => {
    const player = await newPlayer(ctx);
    ctx.provider.failing = 1;
    const res = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail() }, player.as());
    assert.equal(res.status, 503, res.text);
    assert.equal(res.body.success, false);
    assert.ok(res.body.message);
    const [payment] = await paymentsOf(ctx, player);
    assert.equal(payment!.status, TransactionStatus.Created);

    assert.equal(await ctx.app.payments.cancelStaleDeposits(), 0, 'not yet stale');
    await sql`update payments set created_at = now() - interval '24 hours 1 minute' where id = ${payment!.id}`.execute(ctx.app.db);
    assert.equal(await ctx.app.payments.cancelStaleDeposits(), 1);
    assert.equal(await ctx.app.payments.cancelStaleDeposits(), 0, 'a second sweep finds nothing');
    const swept = await paymentById(ctx, payment!.id);
    assert.equal(swept.status, TransactionStatus.Cancelled);
    assert.equal(swept.reason_en, 'The payment provider never answered; the request expired.');
  });

  test(`at most ${MAX_WAITING_DEPOSITS} deposits wait at once (from the last 24 h); the next is refused (429) without a trace, and one settled or old makes room`, async () => {
    const player = await newPlayer(ctx, { verified: true });
    const sent = await Promise.all(Array.from({ length: MAX_WAITING_DEPOSITS + 2 }, () => ctx.post('/api/payment/deposit', { id: 2, target: 'pay', detail: bankDetail(500) }, player.as())));
    assert.deepEqual(
      sent.map((r) => r.status).sort(),
      [...Array(MAX_WAITING_DEPOSITS).fill(200), 429, 429],
      'concurrent requests cannot pass the limit together',
    );
    const message = await refusedWithoutTrace(() => ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail() }, player.as()), 'one over the limit', 429);
    assert.match(message, /5 deposits still waiting/);
    const [oldest] = (await paymentsOf(ctx, player)).slice(-1);
    await sql`update payments set created_at = now() - interval '25 hours' where id = ${oldest!.id}`.execute(ctx.app.db);
    const res = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail() }, player.as());
    assert.equal(res.status, 200, res.text);
  });

  test('without a payment provider configured: 503 "payments unavailable", nothing written', async () => {
    const player = await newPlayer(ctx);
    const provider = ctx.app.payments.provider;
    ctx.app.payments.provider = null;
    try {
      const message = await refusedWithoutTrace(() => ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail() }, player.as()), 'no provider', 503);
      assert.equal(message, 'Payments are unavailable right now. Please try again later.');
      await refusedWithoutTrace(() => ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail() }, player.as()), 'no provider (withdraw)', 503);
    } finally {
      ctx.app.payments.provider = provider;
    }
  });

  test('bad input: missing, mistyped, out-of-range, negative, fractional-kuruş, oversized and unknown fields, unknown method → 400 with a message, nothing written', async () => {
    const player = await newPlayer(ctx);
    const cases: [string, unknown][] = [
      ['no detail', { id: 1, target: 'pay' }],
      ['no id', { target: 'pay', detail: cardDetail() }],
      ['no target', { id: 1, detail: cardDetail() }],
      ['another target', { id: 1, target: 'go', detail: cardDetail() }],
      ['id as text', { id: '1', target: 'pay', detail: cardDetail() }],
      ['unknown method', { id: 99, target: 'pay', detail: cardDetail() }],
      ['a withdrawal method', { id: 3, target: 'pay', detail: ibanPayoutDetail() }],
      ['an unknown top-level key', { id: 1, target: 'pay', detail: cardDetail(), bonus: true }],
      ['detail as a list', { id: 1, target: 'pay', detail: [PAYING_CARD] }],
      ['detail empty', { id: 1, target: 'pay', detail: {} }],
      ['amount missing', { id: 1, target: 'pay', detail: { CardNo: PAYING_CARD, ExpiryDate: '1299', CardHolder: 'Ayşe' } }],
      ['amount as words', { id: 1, target: 'pay', detail: cardDetail('fifty') }],
      ['amount as an object', { id: 1, target: 'pay', detail: cardDetail({ value: 100 }) }],
      ['amount negative', { id: 1, target: 'pay', detail: cardDetail(-100) }],
      ['amount zero', { id: 1, target: 'pay', detail: cardDetail(0) }],
      ['fractional kuruş', { id: 1, target: 'pay', detail: cardDetail(100.005) }],
      ['below the minimum', { id: 1, target: 'pay', detail: cardDetail(49.99) }],
      ['above the maximum', { id: 1, target: 'pay', detail: cardDetail(50_000.01) }],
      ['bank transfer below its minimum', { id: 2, target: 'pay', detail: bankDetail(99) }],
      ['a huge amount', { id: 1, target: 'pay', detail: cardDetail(1e15) }],
      ['card number failing its checksum', { id: 1, target: 'pay', detail: cardDetail(100, { CardNo: '4111111111111112' }) }],
      ['card number with letters', { id: 1, target: 'pay', detail: cardDetail(100, { CardNo: '4111abcd11111111' }) }],
      ['card number too short', { id: 1, target: 'pay', detail: cardDetail(100, { CardNo: '411111111111' }) }],
      ['card number as a number', { id: 1, target: 'pay', detail: cardDetail(100, { CardNo: 4111111111111111 }) }],
      ['an expired card', { id: 1, target: 'pay', detail: cardDetail(100, { ExpiryDate: '0120' }) }],
      ['a month 13', { id: 1, target: 'pay', detail: cardDetail(100, { ExpiryDate: '1399' }) }],
      ['a card holder over 100 characters', { id: 1, target: 'pay', detail: cardDetail(100, { CardHolder: 'A'.repeat(101) }) }],
      ['a card holder over 200 characters', { id: 1, target: 'pay', detail: cardDetail(100, { CardHolder: 'A'.repeat(5000) }) }],
      ['a blank card holder', { id: 1, target: 'pay', detail: cardDetail(100, { CardHolder: '   ' }) }],
      ['an unknown field', { id: 1, target: 'pay', detail: cardDetail(100, { Cvv: '123' }) }],
      ['a field name with symbols', { id: 1, target: 'pay', detail: cardDetail(100, { 'Card-No': '1' }) }],
      ['an IBAN failing its check digits', { id: 2, target: 'pay', detail: bankDetail(500, { Iban: '330006100519786457841327' }) }],
      ['an IBAN of another country', { id: 2, target: 'pay', detail: bankDetail(500, { Iban: `DE${TEST_IBAN}` }) }],
      ['an IBAN with other characters in it', { id: 2, target: 'pay', detail: bankDetail(500, { Iban: `TR-${TEST_IBAN}` }) }],
      ['a bank not in the list', { id: 2, target: 'pay', detail: bankDetail(500, { Bank: 99 }) }],
      ['card fields on the bank transfer', { id: 2, target: 'pay', detail: cardDetail() }],
    ];
    for (const [what, body] of cases) await refusedWithoutTrace(() => ctx.post('/api/payment/deposit', body, player.as()), what);
    const labelled = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(49.99) }, player.as());
    assert.equal(labelled.body.message, 'Amount: The amount must be between ₺50 and ₺50000');
    assert.ok(labelled.body.data.errors.Amount);
    const turkish = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(100, { CardNo: '4111111111111112' }) }, player.as('tr'));
    assert.match(turkish.body.message, /^Kart numarası: /);
    assert.deepEqual(await paymentsOf(ctx, player), []);
  });
});

describe('POST /api/payment/withdraw', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail() })).status, 401);
  });

  test('files the request and moves the amount from cash to held at once', async () => {
    const player = await playerWithMoney(ctx, '500.00', '0', { verified: true });
    const res = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200.25) }, player.as());
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.success, true);
    assert.ok(Number.isInteger(res.body.data.id));
    assert.ok(res.body.message);
    const payment = await paymentById(ctx, res.body.data.id);
    assert.equal(payment.status, TransactionStatus.Pending);
    assert.equal(payment.type, TransactionType.Withdraw);
    assert.equal(payment.amount, '200.25');
    assert.equal(payment.approved_at, null);
    assert.deepEqual(payment.detail, { Iban: TEST_IBAN, AccountHolder: 'Ayşe Yılmaz' });
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '299.75', bonus: '0.00', held: '200.25' });
    const balance = await ctx.get('/api/user/balance', player.as());
    assert.deepEqual(balance.body.data, { balance: 299.75, cash: 299.75, bonus: 0, held: 200.25 });
    assert.equal(ctx.provider.payouts.length, 0, 'nothing goes to the provider before the operator approves');

    const wallet = await ctx.post('/api/payment/withdraw', { id: 4, detail: walletPayoutDetail(50) }, player.as());
    assert.equal(wallet.status, 200, wallet.text);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '249.75', bonus: '0.00', held: '250.25' });
    await assertLedgerAddsUp(ctx);
  });

  test('the account holder is the account’s own name: payment/detail shows it read-only, a withdrawal takes it when left out and refuses any other', async () => {
    const player = await playerWithMoney(ctx, '1000.00');
    await verifyByAdmin(ctx, player);
    const fields = await ctx.post('/api/payment/detail', { id: 3, type: 2 }, player.as());
    assert.deepEqual(fields.body.data[1], { key: 'AccountHolder', mask: null, objectType: 'String', option: null, readOnly: true, value: 'Ayşe Yılmaz' });

    const someoneElse = await ctx.post('/api/payment/withdraw', { id: 3, detail: { Iban: TEST_IBAN, AccountHolder: 'Ali Veli Başkası', Amount: 200 } }, player.as());
    assert.equal(someoneElse.status, 400, someoneElse.text);
    assert.match(someoneElse.body.message, /Ayşe Yılmaz/);
    assert.deepEqual(await paymentsOf(ctx, player), []);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '1000.00', bonus: '0.00', held: '0.00' });

    const leftOut = await withdraw(ctx, player, 3, { Iban: TEST_IBAN, Amount: 200 });
    assert.deepEqual(leftOut.detail, { Iban: TEST_IBAN, AccountHolder: 'Ayşe Yılmaz' });
    // The account's spelling is what goes to the provider, however the client wrote it.
    const respelled = await withdraw(ctx, player, 3, { Iban: TEST_IBAN, AccountHolder: ' AYŞE  yılmaz ', Amount: 200 });
    assert.deepEqual(respelled.detail, { Iban: TEST_IBAN, AccountHolder: 'Ayşe Yılmaz' });
  });

  test('the IBAN is taken as a player pastes it, with or without spaces and the TR, and stored as its 24 digits', async () => {
    const player = await playerWithMoney(ctx, '1000.00');
    await verifyByAdmin(ctx, player);
    for (const Iban of ['TR33 0006 1005 1978 6457 8413 26', 'TR330006100519786457841326', '33 0006 1005 1978 6457 8413 26', 'tr33 0006 1005 1978 6457 8413 26']) {
      const filed = await withdraw(ctx, player, 3, { Iban, Amount: 100 });
      assert.equal(filed.detail.Iban, TEST_IBAN, Iban);
    }
    const bank = await ctx.post('/api/payment/deposit', { id: 2, target: 'pay', detail: bankDetail(500, { Iban: 'TR33 0006 1005 1978 6457 8413 26' }) }, player.as());
    assert.equal(bank.status, 200, bank.text);
    assert.equal((await paymentsOf(ctx, player)).at(-1)!.detail.Iban, TEST_IBAN);
    // A wrong check digit or another country is still refused.
    for (const Iban of ['TR34 0006 1005 1978 6457 8413 26', 'DE33 0006 1005 1978 6457 8413 26', 'TR33-0006-1005-1978-6457-8413-26']) {
      const res = await ctx.post('/api/payment/withdraw', { id: 3, detail: { Iban, Amount: 100 } }, player.as());
      assert.equal(res.status, 400, `${Iban}: ${res.text}`);
    }
  });

  test('only cash is withdrawable: bonus money is refused with a clear message', async () => {
    const player = await playerWithMoney(ctx, '50.00', '1000.00', { verified: true });
    const message = await refusedWithoutTrace(() => ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(100) }, player.as()), 'bonus only');
    assert.equal(message, 'Your withdrawable balance is not enough for this amount (bonus money cannot be withdrawn).');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '50.00', bonus: '1000.00', held: '0.00' });
  });

  test('bad input → 400 with a message, nothing written', async () => {
    const player = await playerWithMoney(ctx, '200000.00');
    const cases: [string, unknown][] = [
      ['no detail', { id: 3 }],
      ['no id', { detail: ibanPayoutDetail() }],
      ['a deposit method', { id: 1, detail: cardDetail() }],
      ['an unknown method', { id: 42, detail: ibanPayoutDetail() }],
      ['id zero', { id: 0, detail: ibanPayoutDetail() }],
      ['id beyond an integer', { id: 2_147_483_648, detail: ibanPayoutDetail() }],
      ['a target (deposits only)', { id: 3, target: 'pay', detail: ibanPayoutDetail() }],
      ['amount below the minimum', { id: 3, detail: ibanPayoutDetail(99.99) }],
      ['amount above the maximum', { id: 3, detail: ibanPayoutDetail(100_000.01) }],
      ['wallet amount above its maximum', { id: 4, detail: walletPayoutDetail(50_001) }],
      ['negative amount', { id: 3, detail: ibanPayoutDetail(-200) }],
      ['fractional kuruş', { id: 3, detail: ibanPayoutDetail(150.123) }],
      ['amount as text words', { id: 3, detail: ibanPayoutDetail('lots') }],
      ['amount as a boolean', { id: 3, detail: ibanPayoutDetail(true) }],
      ['an account holder other than the account’s', { id: 3, detail: ibanPayoutDetail(200, { AccountHolder: 'Ali Veli Başkası' }) }],
      ['an account holder of 101 characters', { id: 3, detail: ibanPayoutDetail(200, { AccountHolder: 'B'.repeat(101) }) }],
      ['a bad IBAN', { id: 3, detail: ibanPayoutDetail(200, { Iban: '123' }) }],
      ['a wallet number too short', { id: 4, detail: walletPayoutDetail(100, { WalletNo: '53212345' }) }],
      ['a wallet number too long', { id: 4, detail: walletPayoutDetail(100, { WalletNo: '53212345678' }) }],
      ['a wallet number with letters', { id: 4, detail: walletPayoutDetail(100, { WalletNo: '53212a4567' }) }],
      ['IBAN fields on the wallet method', { id: 4, detail: ibanPayoutDetail() }],
      ['eleven fields', { id: 3, detail: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`F${i}`, 'x'])) }],
    ];
    for (const [what, body] of cases) await refusedWithoutTrace(() => ctx.post('/api/payment/withdraw', body, player.as()), what);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '200000.00', bonus: '0.00', held: '0.00' });
  });

  test('50 parallel withdrawals of the whole cash balance: exactly one is accepted, and no balance goes below zero', async () => {
    const player = await playerWithMoney(ctx, '1000.00', '0', { verified: true });
    const answers = await Promise.all(Array.from({ length: 50 }, () => ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(1000) }, player.as())));
    const accepted = answers.filter((a) => a.status === 200);
    assert.equal(accepted.length, 1, `statuses: ${answers.map((a) => a.status).join(',')}`);
    assert.ok(answers.every((a) => a.status === 200 || a.status === 400), 'the others are refused as insufficient, never 5xx');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '1000.00' });
    assert.equal((await paymentsOf(ctx, player)).length, 1, 'one request stored');
    await assertLedgerAddsUp(ctx);
  });
});

describe('POST /api/payment/cancel', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/payment/cancel', { id: 1 })).status, 401);
  });

  test('a player cannot reverse their withdrawal (RTS 14B): 422 with a message, the request and its hold unchanged', async () => {
    const player = await playerWithMoney(ctx, '300.00', '0', { verified: true });
    const payment = await withdraw(ctx, player, 3, ibanPayoutDetail(300));
    const res = await ctx.post('/api/payment/cancel', { id: payment.id }, player.as());
    assert.equal(res.status, 422, res.text);
    assert.equal(res.body.success, false);
    assert.match(res.body.message, /cannot be reversed/);
    assert.equal((await paymentById(ctx, payment.id)).status, TransactionStatus.Pending);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '300.00' });
    await assertLedgerAddsUp(ctx);
  });
});

describe('POST /api/payment/transactions', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.post('/api/payment/transactions', { skip: 0, take: 10 })).status, 401);
  });

  test('lists only the player transactions, newest first, filtered by type, status and dates, paged, reasons in the reader language', async () => {
    const player = await playerWithMoney(ctx, '1000.00', '0', { verified: true });
    const other = await playerWithMoney(ctx, '1000.00', '0', { verified: true });
    await withdraw(ctx, other, 3, ibanPayoutDetail(100));
    const card = await deposit(ctx, player, 1, cardDetail(75));
    const bank = await deposit(ctx, player, 2, bankDetail(250));
    const out = await withdraw(ctx, player, 4, walletPayoutDetail(60));
    assert.equal((await ctx.post(`/api/admin/transactions/${out.id}/reject`, { reason: 'Hesap adınıza değil.' }, adminHeaders())).status, 200);

    const all = await ctx.post('/api/payment/transactions', { skip: 0, take: 10 }, player.as('tr'));
    assert.equal(all.status, 200, all.text);
    assert.equal(all.body.data.total, 3);
    assert.deepEqual(all.body.data.items.map((t: { id: number }) => t.id), [out.id, bank.id, card.id]);
    const first = all.body.data.items[0];
    assert.deepEqual(Object.keys(first).sort(), ['amount', 'approvedAt', 'cancellable', 'createdAt', 'id', 'methodId', 'methodName', 'reason', 'status', 'type', 'updatedAt']);
    assert.deepEqual([first.type, first.methodId, first.methodName, first.amount, first.status, first.reason], [2, 4, 'Cüzdana', 60, TransactionStatus.Rejected, 'Hesap adınıza değil.']);
    assert.equal(first.approvedAt, null);
    // a withdrawal is never cancelled from the list: only a deposit still waiting at the provider
    assert.equal(first.cancellable, false);
    assert.equal(all.body.data.items[1].reason, null);

    const deposits = await ctx.post('/api/payment/transactions', { type: 1, skip: 0, take: 10 }, player.as('en'));
    assert.deepEqual(deposits.body.data.items.map((t: { id: number }) => t.id), [bank.id, card.id]);
    assert.equal(deposits.body.data.items[1].methodName, 'Credit card');
    const rejected = await ctx.post('/api/payment/transactions', { status: TransactionStatus.Rejected, skip: 0, take: 10 }, player.as());
    assert.deepEqual(rejected.body.data.items.map((t: { id: number }) => t.id), [out.id]);
    const page = await ctx.post('/api/payment/transactions', { skip: 1, take: 1 }, player.as());
    assert.deepEqual([page.body.data.total, page.body.data.items.map((t: { id: number }) => t.id)], [3, [bank.id]]);

    // Dates are days in Turkey (UTC+3), inclusive: move the card deposit to 2026-01-10 00:30 Istanbul time.
    await sql`update payments set created_at = '2026-01-09T21:30:00Z' where id = ${card.id}`.execute(ctx.app.db);
    const day = await ctx.post('/api/payment/transactions', { from: '2026-01-10', to: '2026-01-10', skip: 0, take: 10 }, player.as());
    assert.deepEqual(day.body.data.items.map((t: { id: number }) => t.id), [card.id]);
    const dayBefore = await ctx.post('/api/payment/transactions', { to: '2026-01-09', skip: 0, take: 10 }, player.as());
    assert.equal(dayBefore.body.data.total, 0);
  });

  test('bad input → 400 with a message', async () => {
    const player = await newPlayer(ctx);
    const bodies: unknown[] = [
      { skip: 0, take: 101 },
      { skip: -1, take: 10 },
      { skip: 0, take: 0 },
      { skip: 0, take: 10, type: 3 },
      { skip: 0, take: 10, status: 7 },
      { skip: 0, take: 10, status: 'Pending' },
      { skip: 0, take: 10, from: '2026-02-30' },
      { skip: 0, take: 10, from: '25.11.2026' },
      { skip: 0, take: 10, from: '2026-11-25T00:00:00Z' },
      { skip: 0, take: 10, from: '2026-11-26', to: '2026-11-25' },
      { skip: 0, take: 10, playerId: 1 },
    ];
    for (const body of bodies) {
      const res = await ctx.post('/api/payment/transactions', body, player.as());
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(res.body.message, JSON.stringify(body));
    }
  });
});
