/**
 * The DemoPay adapter against the real DemoPay (`partners/payments/server.mjs`, its own process on
 * a random port) and a local stand-in for our callback route that records what DemoPay sends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DemoPaymentProvider, parseProviderCallback } from './demo-payment-provider.js';
import { PaymentProviderError, type DepositOrder, type PayoutOrder } from './payment-provider.js';
import { signRequest } from '../signature.js';

const PARTNER = join(dirname(fileURLToPath(import.meta.url)), '../../../../partners/payments/server.mjs');
/** DemoPay's key (its callbacks) and the site's (its orders): one per direction. */
const SECRET = randomBytes(32).toString('hex');
const SITE_SECRET = randomBytes(32).toString('hex');
const CALLBACK = { method: 'POST', path: '/api/payment/callback/demopay' };
const SITE = 'http://casino.test';

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
  path: string | undefined;
}

/** Our callback route's stand-in: answers each callback with the next of `statuses` (the last repeats). */
class CallbackReceiver {
  readonly received: Received[] = [];
  statuses: number[] = [200];
  private server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const status = this.statuses.shift() ?? 200;
      if (this.statuses.length === 0) this.statuses.push(status);
      this.received.push({ body, headers: request.headers, path: request.url });
      response.writeHead(status).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Callbacks about one of our references, once at least `count` have arrived. */
  async waitFor(reference: string, count: number, timeoutMs = 10_000): Promise<Received[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.filter((r) => r.body.includes(`"reference":"${reference}"`));
      if (found.length >= count) return found;
      if (Date.now() > until) assert.fail(`expected ${count} callbacks about ${reference}, got ${found.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Starts DemoPay on a random port; resolves its URL once it listens. */
async function startDemoPay(operatorUrl: string, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [PARTNER], {
    env: {
      PATH: process.env.PATH ?? '',
      PAYMENTS_PORT: '0',
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER_SECRET: SECRET,
      PAYMENT_SITE_SECRET: SITE_SECRET,
      OPERATOR_URL: operatorUrl,
      PUBLIC_URL: SITE,
      PARTNERS_DATA_DIR: dataDir,
      PAYOUT_DELAY_MS: '50',
      CALLBACK_RETRY_BASE_MS: '50',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const until = Date.now() + 20_000;
  for (;;) {
    const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
    if (port) return { child, url: `http://localhost:${port}` };
    if (child.exitCode !== null || Date.now() > until) assert.fail(`DemoPay did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const cardOrder = (details: Record<string, string | number> = {}): DepositOrder => ({
  reference: `dep-${randomUUID()}`,
  method: 'card',
  amount: '150.00',
  currency: 'TRY',
  details: { CardNo: '4111111111111111', ExpiryDate: '1230', CardHolder: 'Ayşe Yılmaz', Amount: 150, ...details },
  locale: 'tr',
  returnUrl: `${SITE}/dashboard/financial-activities`,
});

const walletPayout = (): PayoutOrder => ({
  reference: `wd-${randomUUID()}`,
  method: 'wallet',
  amount: '75.50',
  currency: 'TRY',
  details: { WalletNo: '5551234567', Amount: 75.5 },
});

/** The player's choice on the hosted page, posted as the page's form posts it. */
const choose = (pageUrl: string, decision: 'confirm' | 'decline') =>
  fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });

describe('DemoPaymentProvider with the real DemoPay', () => {
  const receiver = new CallbackReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'demopay-adapter-'));
  let demoPay: ChildProcess;
  let provider: DemoPaymentProvider;
  let demoPayUrl: string;

  before(async () => {
    const operatorUrl = await receiver.start();
    ({ child: demoPay, url: demoPayUrl } = await startDemoPay(operatorUrl, dataDir));
    provider = new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: SECRET, siteSecret: SITE_SECRET });
  });

  after(async () => {
    demoPay?.kill('SIGTERM');
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is named demopay by default', () => {
    assert.equal(provider.name, 'demopay');
    assert.equal(new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: SECRET, siteSecret: SITE_SECRET, name: 'otherpay' }).name, 'otherpay');
  });

  it('a card deposit answers the hosted page on DemoPay’s origin, showing the amount and the masked card', async () => {
    const started = await provider.startDeposit(cardOrder());
    assert.equal(started.redirectUrl, `${demoPayUrl}/pay/${started.providerReference}`);
    const page = await fetch(started.redirectUrl!);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /₺150,00/);
    assert.match(html, /•••• 1111/);
    assert.doesNotMatch(html, /4111111111111111/);
  });

  it('a bank transfer has no page', async () => {
    const started = await provider.startDeposit({ ...cardOrder(), method: 'bank', details: { Iban: '330006100519786457841326', Bank: 1, Amount: 150 } });
    assert.equal(started.redirectUrl, null);
    assert.ok(started.providerReference);
  });

  it('after "confirm" on the page, a signed callback arrives, retried until we answer 2xx, and verifies', async () => {
    const order = cardOrder();
    const started = await provider.startDeposit(order);
    receiver.statuses = [500, 503, 200];
    const answer = await choose(started.redirectUrl!, 'confirm');
    assert.equal(answer.status, 303);
    const deliveries = await receiver.waitFor(order.reference, 3);
    assert.equal(deliveries.length, 3);
    assert.equal(new Set(deliveries.map((d) => d.body)).size, 1, 'the same event on every attempt');
    assert.equal(deliveries[0]!.path, '/api/payment/callback/demopay');
    const callback = provider.verifyCallback(deliveries[2]!.body, deliveries[2]!.headers, CALLBACK);
    assert.ok(callback);
    assert.deepEqual({ ...callback, eventId: 'x' }, {
      eventId: 'x',
      kind: 'deposit',
      reference: order.reference,
      providerReference: started.providerReference,
      status: 'confirmed',
      amount: '150.00',
      currency: 'TRY',
    });
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await receiver.waitFor(order.reference, 3)).length, 3, 'nothing more after the 2xx');
  });

  it('the test card 4000000000000002 is declined even when confirmed', async () => {
    const order = cardOrder({ CardNo: '4000000000000002' });
    const started = await provider.startDeposit(order);
    await choose(started.redirectUrl!, 'confirm');
    const [delivery] = await receiver.waitFor(order.reference, 1);
    const callback = provider.verifyCallback(delivery!.body, delivery!.headers, CALLBACK);
    assert.equal(callback?.status, 'declined');
    assert.equal(typeof callback?.reason, 'string');
  });

  it('a payout is paid after the delay, with a verified callback', async () => {
    const order = walletPayout();
    const started = await provider.startPayout(order);
    const [delivery] = await receiver.waitFor(order.reference, 1);
    const callback = provider.verifyCallback(delivery!.body, delivery!.headers, CALLBACK);
    assert.deepEqual([callback?.kind, callback?.status, callback?.providerReference], ['payout', 'paid', started.providerReference]);
  });

  it('orders are idempotent by reference', async () => {
    const deposit = cardOrder();
    assert.deepEqual(await provider.startDeposit(deposit), await provider.startDeposit(deposit));
    const payout = walletPayout();
    assert.deepEqual(await provider.startPayout(payout), await provider.startPayout(payout));
  });

  it('an order DemoPay refuses is a refusal (the player is told), with its reason', async () => {
    await assert.rejects(provider.startDeposit(cardOrder({ CardNo: '4111111111111112' })), (error: unknown) => {
      assert.ok(error instanceof PaymentProviderError);
      assert.equal(error.refused, true);
      assert.equal(error.message, 'the card number is not valid');
      return true;
    });
    await assert.rejects(provider.startPayout({ ...walletPayout(), details: { WalletNo: '12' } }), (e: unknown) => e instanceof PaymentProviderError && e.refused);
  });

  it('an order signed with a wrong key, DemoPay’s own key included, is refused by DemoPay (not a refusal of the order: a failure)', async () => {
    for (const siteSecret of ['not-the-shared-secret-0123', SECRET]) {
      const wrong = new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: SECRET, siteSecret });
      await assert.rejects(wrong.startDeposit(cardOrder()), (error: unknown) => {
        assert.ok(error instanceof PaymentProviderError);
        assert.equal(error.refused, false);
        assert.match(error.message, /401/);
        return true;
      });
    }
  });

  it('rotation: with PAYMENT_SITE_SECRET "new,old" the site signs with the new key; DemoPay, still on the old one, refuses it until it has both', async () => {
    const rotated = new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: SECRET, siteSecret: `${SITE_SECRET},an-older-site-key-0123456789` });
    assert.ok((await rotated.startDeposit(cardOrder())).providerReference, 'the first key signs');
    const ahead = new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: SECRET, siteSecret: `a-newer-site-key-0123456789,${SITE_SECRET}` });
    await assert.rejects(ahead.startDeposit(cardOrder()), (e: unknown) => e instanceof PaymentProviderError && /401/.test(e.message));
  });

  it('an unreachable or silent provider is a failure, not a refusal', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = new DemoPaymentProvider({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, secret: SECRET, siteSecret: SITE_SECRET, timeoutMs: 200 });
      await assert.rejects(slow.startDeposit(cardOrder()), (e: unknown) => e instanceof PaymentProviderError && !e.refused && /no answer within 200 ms/.test(e.message));
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    const down = new DemoPaymentProvider({ baseUrl: 'http://127.0.0.1:9', secret: SECRET, siteSecret: SITE_SECRET });
    await assert.rejects(down.startPayout(walletPayout()), (e: unknown) => e instanceof PaymentProviderError && !e.refused);
  });

  it('verifyCallback refuses a callback signed with another key (the site’s own included), a tampered body, another path or method, the old sha256= form, or one 6 minutes old', async () => {
    const order = cardOrder();
    const started = await provider.startDeposit(order);
    await choose(started.redirectUrl!, 'decline');
    const [delivery] = await receiver.waitFor(order.reference, 1);
    const { body, headers } = delivery!;
    assert.match(String(headers['x-signature']), /^v2=[0-9a-f]{64}$/);
    assert.equal(provider.verifyCallback(body, headers, CALLBACK)?.status, 'declined');
    assert.equal(new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: 'another-secret-entirely', siteSecret: SITE_SECRET }).verifyCallback(body, headers, CALLBACK), null);
    assert.equal(new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: SITE_SECRET, siteSecret: SECRET }).verifyCallback(body, headers, CALLBACK), null);
    assert.equal(provider.verifyCallback(body.replace('150.00', '1500.00'), headers, CALLBACK), null);
    assert.equal(provider.verifyCallback(body, headers, { method: 'POST', path: '/api/payment/callback/otherpay' }), null);
    assert.equal(provider.verifyCallback(body, headers, { method: 'PUT', path: CALLBACK.path }), null);
    assert.equal(provider.verifyCallback(body, signRequest(SECRET, { ...CALLBACK, body }, Math.floor(Date.now() / 1000) - 360), CALLBACK), null);
    const timestamp = Math.floor(Date.now() / 1000);
    const sha256 = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
    assert.equal(provider.verifyCallback(body, { 'x-signature-timestamp': String(timestamp), 'x-signature': sha256 }, CALLBACK), null);
    assert.equal(provider.verifyCallback(body, {}, CALLBACK), null);
    // Rotation: the site holding "new,old" of the provider's key still verifies the old one.
    const rotating = new DemoPaymentProvider({ baseUrl: demoPayUrl, secret: `the-providers-next-key-0123456,${SECRET}`, siteSecret: SITE_SECRET });
    assert.equal(rotating.verifyCallback(body, headers, CALLBACK)?.status, 'declined');
  });

  it('verifyCallback refuses a well-signed body that is not a callback', () => {
    for (const body of ['not json', '[]', JSON.stringify({ eventId: 'e1', kind: 'deposit', reference: 'r', providerReference: 'p', status: 'paid', amount: '1.00', currency: 'TRY' })]) {
      assert.equal(provider.verifyCallback(body, signRequest(SECRET, { ...CALLBACK, body }), CALLBACK), null, body);
    }
  });
});

describe('parseProviderCallback', () => {
  const valid = { eventId: 'evt_1', kind: 'payout', reference: 'wd-1', providerReference: 'po_1', status: 'failed', amount: '75.50', currency: 'TRY', reason: 'closed' };

  it('accepts the ProviderCallback shape and keeps only its fields', () => {
    assert.deepEqual(parseProviderCallback({ ...valid, extra: 'dropped' }), valid);
    const { reason: _reason, ...withoutReason } = valid;
    assert.deepEqual(parseProviderCallback(withoutReason), withoutReason);
  });

  const broken: [string, unknown][] = [
    ['a status of the other kind', { ...valid, status: 'confirmed' }],
    ['an unknown kind', { ...valid, kind: 'refund' }],
    ['an amount as a number', { ...valid, amount: 75.5 }],
    ['an amount without its 2 decimals', { ...valid, amount: '75.5' }],
    ['a negative amount', { ...valid, amount: '-75.50' }],
    ['a lower-case currency', { ...valid, currency: 'try' }],
    ['no event id', { ...valid, eventId: undefined }],
    ['an event id with a NUL byte', { ...valid, eventId: 'evt\u0000' }],
    ['a reference as a number', { ...valid, reference: 5 }],
    ['a reason that is not text', { ...valid, reason: { text: 'x' } }],
    ['an overlong reason', { ...valid, reason: 'x'.repeat(501) }],
    ['null', null],
  ];
  for (const [what, value] of broken) {
    it(`refuses ${what}`, () => assert.equal(parseProviderCallback(value), null));
  }
});
