import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DECLINED_TEST_CARD, FAILING_TEST_WALLET } from './orders.mjs';
import { createHmac } from 'node:crypto';
import { PUBLIC_URL, SECRET, SITE_SECRET, cardOrder, choose, payoutOrder, signedCallback, signedPost, startDemoPay, startOperator } from './testing.mjs';

/** @typedef {Awaited<ReturnType<typeof startOperator>>} Operator */

describe('DemoPay API', () => {
  /** @type {ReturnType<typeof startDemoPay>} */
  let demoPay;
  before(() => {
    demoPay = startDemoPay();
  });
  after(() => demoPay.close());

  describe('POST /v1/deposits', () => {
    it('refuses (401) an unsigned order, one signed with another secret, and one signed 6 minutes ago', async () => {
      const { app } = demoPay;
      const body = cardOrder();
      const unsigned = await app.inject({ method: 'POST', url: '/v1/deposits', payload: body });
      const wrongSecret = await signedPost(app, '/v1/deposits', body, { secret: 'not-the-shared-secret' });
      const stale = await signedPost(app, '/v1/deposits', body, { timestamp: Math.floor(Date.now() / 1000) - 360 });
      // DemoPay's own key (its callbacks') is not the site's.
      const callbackKey = await signedPost(app, '/v1/deposits', body, { secret: SECRET });
      for (const response of [unsigned, wrongSecret, stale, callbackKey]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { error: 'invalid signature' });
      }
    });

    it('a signature is good for its own call only (v2): not another path, and the old sha256= form is refused', async () => {
      const { app } = demoPay;
      const order = cardOrder();
      const forPayouts = await signedPost(app, '/v1/deposits', order, { signedFor: { method: 'POST', path: '/v1/payouts' } });
      const forAGet = await signedPost(app, '/v1/deposits', order, { signedFor: { method: 'GET', path: '/v1/deposits' } });
      const raw = JSON.stringify(order);
      const timestamp = Math.floor(Date.now() / 1000);
      const sha256 = `sha256=${createHmac('sha256', SITE_SECRET).update(`${timestamp}.${raw}`).digest('hex')}`;
      const old = await app.inject({ method: 'POST', url: '/v1/deposits', payload: raw, headers: { 'content-type': 'application/json', 'x-signature-timestamp': String(timestamp), 'x-signature': sha256 } });
      for (const response of [forPayouts, forAGet, old]) assert.equal(response.statusCode, 401, response.body);
      assert.equal((await signedPost(app, '/v1/deposits', order)).statusCode, 201);
    });

    it('rotation: with PAYMENT_SITE_SECRET "new,old" an order signed with either key is taken, another refused', async () => {
      const NEW = 'test-site-secret-next-0123456789';
      const rotated = startDemoPay({ siteSecret: `${NEW},${SITE_SECRET}` });
      try {
        assert.equal((await signedPost(rotated.app, '/v1/deposits', cardOrder(), { secret: NEW })).statusCode, 201);
        assert.equal((await signedPost(rotated.app, '/v1/deposits', cardOrder(), { secret: SITE_SECRET })).statusCode, 201);
        assert.equal((await signedPost(rotated.app, '/v1/deposits', cardOrder(), { secret: 'an-unknown-key-0123456789' })).statusCode, 401);
      } finally {
        await rotated.close();
      }
    });

    it('answers a card payment with its hosted page on DemoPay’s origin', async () => {
      const response = await signedPost(demoPay.app, '/v1/deposits', cardOrder());
      assert.equal(response.statusCode, 201);
      const { providerReference, redirectUrl } = response.json();
      assert.match(providerReference, /^pay_[0-9a-f]{32}$/);
      assert.equal(redirectUrl, `${PUBLIC_URL}/pay/${providerReference}`);
    });

    it('answers a bank transfer without a page (it stays pending)', async () => {
      const order = cardOrder({ method: 'bank', details: { Iban: '330006100519786457841326', Bank: 2, Amount: 500 }, amount: '500.00' });
      const response = await signedPost(demoPay.app, '/v1/deposits', order);
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().redirectUrl, null);
      assert.equal(demoPay.app.demoPay.store.get('deposit', order.reference)?.status, 'pending');
    });

    it('is idempotent by reference: a repeat answers the same payment; another order under it is 409', async () => {
      const order = cardOrder();
      const first = await signedPost(demoPay.app, '/v1/deposits', order);
      const repeat = await signedPost(demoPay.app, '/v1/deposits', order);
      assert.equal(repeat.statusCode, 201);
      assert.deepEqual(repeat.json(), first.json());
      const other = await signedPost(demoPay.app, '/v1/deposits', { ...order, amount: '151.00' });
      assert.equal(other.statusCode, 409);
      assert.equal(typeof other.json().error, 'string');
    });

    it('refuses (422) an order it will not carry out, with the reason, and stores nothing', async () => {
      const order = cardOrder({}, { CardNo: '4111111111111112' });
      const response = await signedPost(demoPay.app, '/v1/deposits', order);
      assert.equal(response.statusCode, 422);
      assert.deepEqual(response.json(), { error: 'the card number is not valid' });
      assert.equal(demoPay.app.demoPay.store.get('deposit', order.reference), undefined);
    });

    it('answers 400 to a signed body that is not JSON, 415 to another media type, 413 to a huge body', async () => {
      const notJson = await signedPost(demoPay.app, '/v1/deposits', '{"reference":');
      assert.equal(notJson.statusCode, 400);
      const text = await demoPay.app.inject({ method: 'POST', url: '/v1/deposits', payload: 'x', headers: { 'content-type': 'text/plain' } });
      assert.equal(text.statusCode, 415);
      const huge = await signedPost(demoPay.app, '/v1/deposits', cardOrder({}, { CardHolder: 'x'.repeat(100_000) }));
      assert.equal(huge.statusCode, 413);
      assert.equal(typeof huge.json().error, 'string');
    });
  });

  describe('POST /v1/payouts', () => {
    it('refuses (401) a bad signature and is idempotent by reference', async () => {
      const order = payoutOrder();
      assert.equal((await signedPost(demoPay.app, '/v1/payouts', order, { secret: 'wrong-secret-000000' })).statusCode, 401);
      const first = await signedPost(demoPay.app, '/v1/payouts', order);
      const repeat = await signedPost(demoPay.app, '/v1/payouts', order);
      assert.equal(first.statusCode, 201);
      assert.match(first.json().providerReference, /^po_[0-9a-f]{32}$/);
      assert.deepEqual(repeat.json(), first.json());
      assert.equal((await signedPost(demoPay.app, '/v1/payouts', { ...order, details: { WalletNo: '5550000000' } })).statusCode, 409);
      assert.equal((await signedPost(demoPay.app, '/v1/payouts', payoutOrder({}, { WalletNo: '12' }))).statusCode, 422);
    });
  });

  it('GET /health answers ok', async () => {
    const response = await demoPay.app.inject('/health');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
  });

  it('answers 404 with {error} for an unknown address', async () => {
    const response = await demoPay.app.inject('/v1/nothing');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { error: 'not found' });
  });
});

describe('the hosted payment page', () => {
  /** @type {Operator} */
  let operator;
  /** @type {ReturnType<typeof startDemoPay>} */
  let demoPay;
  before(async () => {
    operator = await startOperator([200]);
    demoPay = startDemoPay({ operatorUrl: operator.url });
  });
  after(async () => {
    await demoPay.close();
    await operator.close();
  });

  /** @param {Record<string, unknown>} [overrides] @param {Record<string, unknown>} [details] */
  async function startCardPayment(overrides, details) {
    const order = cardOrder(overrides, details);
    const response = await signedPost(demoPay.app, '/v1/deposits', order);
    assert.equal(response.statusCode, 201);
    return { order, providerReference: /** @type {string} */ (response.json().providerReference) };
  }

  it('shows the amount and the masked card in the order’s language, never the card number, and cannot be framed', async () => {
    const en = await startCardPayment({ amount: '1500.00' });
    const tr = await startCardPayment({ amount: '1500.00', locale: 'tr' }, { CardHolder: '<script>alert(1)</script>' });
    const enPage = await demoPay.app.inject(`/pay/${en.providerReference}`);
    const trPage = await demoPay.app.inject(`/pay/${tr.providerReference}`);
    assert.equal(enPage.statusCode, 200);
    assert.match(enPage.body, /<html lang="en">/);
    assert.match(enPage.body, /₺1,500\.00/);
    assert.match(enPage.body, /Visa •••• 1111/);
    assert.match(enPage.body, /Confirm payment/);
    assert.match(enPage.body, /<button type="submit" name="decision" value="decline"[^>]*>Decline</);
    assert.match(trPage.body, /<html lang="tr">/);
    assert.match(trPage.body, /₺1\.500,00/);
    assert.match(trPage.body, /Ödemeyi onayla/);
    assert.doesNotMatch(trPage.body, /<script>/);
    assert.match(trPage.body, /&#60;script&#62;/);
    for (const page of [enPage, trPage]) {
      assert.doesNotMatch(page.body, /4111111111111111|4111 1111 1111 1111/);
      assert.equal(page.headers['x-frame-options'], 'DENY');
      assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.doesNotMatch(String(page.headers['content-security-policy']), /script-src/);
    }
  });

  it('confirm: the operator gets one signed "confirmed" callback, and the page shows the outcome with the way back', async () => {
    const { order, providerReference } = await startCardPayment();
    const before = operator.received.length;
    const answer = await choose(demoPay.app, providerReference, 'confirm');
    assert.equal(answer.statusCode, 303);
    assert.equal(answer.headers.location, `/pay/${providerReference}`);
    const [callback] = (await operator.waitFor(before + 1)).slice(before);
    assert.ok(callback);
    assert.equal(callback.path, '/api/payment/callback/demopay');
    assert.equal(signedCallback(callback), true);
    assert.match(String(callback.headers['x-signature']), /^v2=[0-9a-f]{64}$/);
    assert.equal(signedCallback({ ...callback, path: '/api/payment/callback/other' }), false, 'bound to its path');
    assert.equal(signedCallback(callback, SITE_SECRET), false, 'signed with DemoPay’s key, not the site’s');
    const body = JSON.parse(callback.body);
    assert.match(body.eventId, /^evt_[0-9a-f]{24}$/);
    assert.deepEqual({ ...body, eventId: undefined }, {
      eventId: undefined,
      kind: 'deposit',
      reference: order.reference,
      providerReference,
      status: 'confirmed',
      amount: '150.00',
      currency: 'TRY',
    });
    const page = await demoPay.app.inject(`/pay/${providerReference}`);
    assert.match(page.body, /Payment confirmed/);
    assert.match(page.body, /<a class="back" href="http:\/\/casino\.test\/dashboard\/deposit">Back to the site<\/a>/);
    assert.doesNotMatch(page.body, /<form/);
  });

  it('a second answer (double click, another tab) changes nothing and sends no second callback', async () => {
    const { providerReference } = await startCardPayment();
    const before = operator.received.length;
    await choose(demoPay.app, providerReference, 'confirm');
    await operator.waitFor(before + 1);
    const again = await choose(demoPay.app, providerReference, 'decline');
    assert.equal(again.statusCode, 303);
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.equal(operator.received.length, before + 1);
    assert.match((await demoPay.app.inject(`/pay/${providerReference}`)).body, /Payment confirmed/);
  });

  it('decline: a "declined" callback with the cardholder as reason', async () => {
    const { providerReference } = await startCardPayment({ locale: 'tr' });
    const before = operator.received.length;
    await choose(demoPay.app, providerReference, 'decline');
    const body = JSON.parse((await operator.waitFor(before + 1))[before]?.body ?? '{}');
    assert.equal(body.status, 'declined');
    assert.equal(body.reason, 'declined by the cardholder');
    assert.match((await demoPay.app.inject(`/pay/${providerReference}`)).body, /Ödeme reddedildi/);
  });

  it('the test card 4000000000000002 is declined even when the player confirms', async () => {
    const { providerReference } = await startCardPayment({}, { CardNo: DECLINED_TEST_CARD });
    const before = operator.received.length;
    await choose(demoPay.app, providerReference, 'confirm');
    const body = JSON.parse((await operator.waitFor(before + 1))[before]?.body ?? '{}');
    assert.equal(body.status, 'declined');
    assert.equal(body.reason, 'declined by the card issuer');
    assert.match((await demoPay.app.inject(`/pay/${providerReference}`)).body, /bank declined the payment/);
  });

  it('answers 404 for an unknown payment or a bank transfer, and 400 for an unknown decision', async () => {
    assert.equal((await demoPay.app.inject('/pay/pay_nope')).statusCode, 404);
    assert.equal((await choose(demoPay.app, 'pay_nope', 'confirm')).statusCode, 404);
    const bank = await signedPost(demoPay.app, '/v1/deposits', cardOrder({ method: 'bank', details: { Iban: '330006100519786457841326', Bank: 1 } }));
    assert.equal((await demoPay.app.inject(`/pay/${bank.json().providerReference}`)).statusCode, 404);
    const { providerReference } = await startCardPayment();
    assert.equal((await choose(demoPay.app, providerReference, 'maybe')).statusCode, 400);
    assert.match((await demoPay.app.inject(`/pay/${providerReference}`)).body, /Confirm payment/);
  });
});

describe('payment page timeout', () => {
  it('a card payment nobody answers is cancelled after the timeout, with a callback', async () => {
    const operator = await startOperator([200]);
    const demoPay = startDemoPay({ operatorUrl: operator.url, pageTimeoutMs: 100 });
    try {
      const order = cardOrder();
      const { providerReference } = (await signedPost(demoPay.app, '/v1/deposits', order)).json();
      const body = JSON.parse((await operator.waitFor(1))[0]?.body ?? '{}');
      assert.equal(body.status, 'cancelled');
      assert.equal(body.reference, order.reference);
      assert.equal(body.reason, 'payment page expired');
      assert.match((await demoPay.app.inject(`/pay/${providerReference}`)).body, /Payment expired/);
      assert.equal((await choose(demoPay.app, providerReference, 'confirm')).statusCode, 303);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(operator.received.length, 1);
    } finally {
      await demoPay.close();
      await operator.close();
    }
  });
});

describe('payouts', () => {
  it('are paid after the delay, and the test wallet fails, each with one signed callback', async () => {
    const operator = await startOperator([200]);
    const demoPay = startDemoPay({ operatorUrl: operator.url, payoutDelayMs: 100 });
    try {
      const paid = payoutOrder();
      const failing = payoutOrder({}, { WalletNo: FAILING_TEST_WALLET });
      const started = Date.now();
      const paidAnswer = (await signedPost(demoPay.app, '/v1/payouts', paid)).json();
      await signedPost(demoPay.app, '/v1/payouts', failing);
      const received = await operator.waitFor(2);
      assert.ok((received[0]?.at ?? 0) - started >= 90, 'not before the delay');
      const bodies = Object.fromEntries(received.map((r) => JSON.parse(r.body)).map((b) => [b.reference, b]));
      assert.deepEqual({ ...bodies[paid.reference], eventId: undefined }, {
        eventId: undefined,
        kind: 'payout',
        reference: paid.reference,
        providerReference: paidAnswer.providerReference,
        status: 'paid',
        amount: '75.50',
        currency: 'TRY',
      });
      assert.equal(bodies[failing.reference].status, 'failed');
      assert.equal(bodies[failing.reference].reason, 'the destination account is closed');
      for (const r of received) assert.ok(signedCallback(r));
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(operator.received.length, 2);
    } finally {
      await demoPay.close();
      await operator.close();
    }
  });
});
