import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { retryDelay } from './callbacks.mjs';
import { cardOrder, signedCallback, choose, payoutOrder, signedPost, startDemoPay, startOperator } from './testing.mjs';

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('callback retries', () => {
  it('wait 1 s, 2 s, 4 s … and at most 5 minutes between attempts', () => {
    const delays = Array.from({ length: 12 }, (_, i) => retryDelay(i + 1, 1000, 300_000));
    assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000, 300_000]);
    assert.equal(retryDelay(5000, 1000, 300_000), 300_000);
  });

  it('repeat a callback the operator refuses or cannot take until it answers 2xx, with the same event id and body, signed afresh', async () => {
    const operator = await startOperator([500, 409, 503, 200]);
    const demoPay = startDemoPay({ operatorUrl: operator.url, retryBaseMs: 40, retryCapMs: 1000 });
    try {
      const { providerReference } = (await signedPost(demoPay.app, '/v1/deposits', cardOrder())).json();
      await choose(demoPay.app, providerReference, 'confirm');
      const received = await operator.waitFor(4);
      assert.equal(new Set(received.map((r) => r.body)).size, 1, 'every attempt carries the same body');
      for (const r of received) assert.ok(signedCallback(r));
      // backoff: the gaps grow (40, 80, 160 ms)
      const gaps = received.slice(1).map((r, i) => r.at - (received[i]?.at ?? 0));
      assert.ok((gaps[0] ?? 0) >= 35 && (gaps[1] ?? 0) >= 75 && (gaps[2] ?? 0) >= 155, `gaps ${gaps}`);
      await wait(400);
      assert.equal(operator.received.length, 4, 'nothing more after the 2xx');
      assert.equal(demoPay.app.demoPay.callbacks.pending, 0);
      assert.ok(demoPay.logs.some((l) => l.level === 'warn' && /answered 500/.test(l.message)));
    } finally {
      await demoPay.close();
      await operator.close();
    }
  });

  it('keep trying while the operator is down, and deliver once it is back', async () => {
    const operator = await startOperator([200]);
    const url = operator.url;
    await operator.close(); // the port answers nothing for now
    const demoPay = startDemoPay({ operatorUrl: url, retryBaseMs: 30, retryCapMs: 60 });
    try {
      const { providerReference } = (await signedPost(demoPay.app, '/v1/deposits', cardOrder())).json();
      await choose(demoPay.app, providerReference, 'confirm');
      await wait(200);
      assert.equal(demoPay.app.demoPay.callbacks.pending, 1);
      assert.ok(demoPay.logs.some((l) => /unreachable/.test(l.message)));
    } finally {
      await demoPay.close();
    }
  });

  it('give up (and log an error) once an event is older than the give-up time', async () => {
    const operator = await startOperator([500]);
    const demoPay = startDemoPay({ operatorUrl: operator.url, retryBaseMs: 20, retryCapMs: 20, giveUpMs: 150 });
    try {
      const { providerReference } = (await signedPost(demoPay.app, '/v1/deposits', cardOrder())).json();
      await choose(demoPay.app, providerReference, 'confirm');
      await wait(400);
      const attempts = operator.received.length;
      assert.ok(attempts >= 3, `${attempts} attempts`);
      assert.equal(demoPay.app.demoPay.callbacks.pending, 0);
      assert.ok(demoPay.logs.some((l) => l.level === 'error' && /given up/.test(l.message)));
      await wait(100);
      assert.equal(operator.received.length, attempts);
    } finally {
      await demoPay.close();
      await operator.close();
    }
  });
});

describe('a restart', () => {
  it('keeps accepted orders, undelivered callbacks and pending payouts, and completes them when due', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demopay-restart-'));
    const dataFile = join(dir, 'demopay.jsonl');
    const operator = await startOperator([503, 200]);
    try {
      const first = startDemoPay({ dataFile, operatorUrl: operator.url, retryBaseMs: 400, retryCapMs: 1000, payoutDelayMs: 400 });
      const deposit = cardOrder();
      const payout = payoutOrder();
      const started = (await signedPost(first.app, '/v1/deposits', deposit)).json();
      const payoutStarted = (await signedPost(first.app, '/v1/payouts', payout)).json();
      await choose(first.app, started.providerReference, 'confirm');
      await operator.waitFor(1); // refused (503): the next attempt is due 400 ms later
      while (!first.logs.some((l) => /answered 503/.test(l.message))) await wait(5);
      const stoppedAt = Date.now();
      await first.app.close();

      const second = startDemoPay({ dataFile, operatorUrl: operator.url, retryBaseMs: 400, retryCapMs: 1000, payoutDelayMs: 400 });
      try {
        // Still known: a repeat answers the same payment and payout, and the page shows the outcome.
        assert.deepEqual((await signedPost(second.app, '/v1/deposits', deposit)).json(), started);
        assert.deepEqual((await signedPost(second.app, '/v1/payouts', payout)).json(), payoutStarted);
        assert.match((await second.app.inject(`/pay/${started.providerReference}`)).body, /Payment confirmed/);
        assert.equal(second.app.demoPay.callbacks.pending, 1);
        // The retry and the payout are sent when due (not at once, not lost).
        const received = await operator.waitFor(3);
        const [refused, ...later] = received;
        const retry = later.find((r) => r.body === refused?.body);
        const payoutCallback = later.find((r) => r !== retry);
        assert.ok(retry, 'the same event, with the same id, after the restart');
        assert.ok(retry.at - stoppedAt >= 300, 'the retry waited for its time');
        assert.equal(JSON.parse(retry.body).status, 'confirmed');
        const paid = JSON.parse(payoutCallback?.body ?? '{}');
        assert.deepEqual([paid.kind, paid.reference, paid.status], ['payout', payout.reference, 'paid']);
        await wait(100);
        assert.equal(second.app.demoPay.callbacks.pending, 0);
      } finally {
        await second.app.close();
      }
    } finally {
      await operator.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
