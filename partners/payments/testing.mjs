/** Helpers of DemoPay's tests: a DemoPay on a fresh state file, signed requests, and an operator that records callbacks. */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDemoPay } from './app.mjs';
import { signRequest, verifyRequest } from '../common/signature.mjs';
import { startedPartner } from '../common/testing.mjs';

/** DemoPay's key: it signs its callbacks with it (the site's PAYMENT_PROVIDER_SECRET). */
export const SECRET = 'test-secret-0123456789abcdef';
/** The site's key: it signs its orders with it (PAYMENT_SITE_SECRET), another key. */
export const SITE_SECRET = 'test-site-secret-0123456789abcdef';
export const MERCHANT = 'http://casino.test';
export const PUBLIC_URL = 'http://demopay.test';

/**
 * A card deposit order as the operator sends it; `overrides` replace fields, `details` are merged.
 * @param {Record<string, unknown>} [overrides]
 * @param {Record<string, unknown>} [details]
 */
export function cardOrder(overrides = {}, details = {}) {
  return {
    reference: `dep-${Math.random().toString(36).slice(2)}`,
    method: 'card',
    amount: '150.00',
    currency: 'TRY',
    details: { CardNo: '4111111111111111', ExpiryDate: '1230', CardHolder: 'Ayşe Yılmaz', Amount: 150, ...details },
    locale: 'en',
    returnUrl: `${MERCHANT}/dashboard/deposit`,
    ...overrides,
  };
}

/**
 * A payout order to a wallet as the operator sends it.
 * @param {Record<string, unknown>} [overrides]
 * @param {Record<string, unknown>} [details]
 */
export function payoutOrder(overrides = {}, details = {}) {
  return {
    reference: `wd-${Math.random().toString(36).slice(2)}`,
    method: 'wallet',
    amount: '75.50',
    currency: 'TRY',
    details: { WalletNo: '5551234567', Amount: 75.5, ...details },
    ...overrides,
  };
}

/**
 * A test operator: records every callback (raw body and headers) and answers with the next of
 * `statuses` (the last one repeats).
 * @param {number[]} [statuses]
 */
export async function startOperator(statuses = [200]) {
  /** @type {{ body: string, headers: import('node:http').IncomingHttpHeaders, path: string | undefined, at: number }[]} */
  const received = [];
  /** @type {(() => void)[]} */
  let waiters = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const status = statuses[Math.min(received.length, statuses.length - 1)] ?? 200;
      received.push({ body, headers: request.headers, path: request.url, at: Date.now() });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiters) wake();
      waiters = [];
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    /**
     * Resolves once `count` callbacks have arrived (fails the test after `timeoutMs`).
     * @param {number} count
     */
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} callbacks, got ${received.length}`);
        await new Promise((resolve) => {
          waiters.push(() => resolve(undefined));
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * A DemoPay on a fresh state file (or `dataFile`), with fast retries and payouts.
 * @param {Partial<import('./app.mjs').DemoPayOptions>} [overrides]
 */
export function startDemoPay(overrides = {}) {
  const dir = overrides.dataFile ? null : mkdtempSync(join(tmpdir(), 'demopay-test-'));
  /** @type {{ level: string, message: string }[]} */
  const logs = [];
  const app = buildDemoPay({
    secret: SECRET,
    siteSecret: SITE_SECRET,
    operatorUrl: 'http://127.0.0.1:9',
    publicUrl: PUBLIC_URL,
    merchantUrl: MERCHANT,
    dataFile: dir ? join(dir, 'demopay.jsonl') : '',
    payoutDelayMs: 50,
    pageTimeoutMs: 60_000,
    retryBaseMs: 40,
    retryCapMs: 200,
    log: (level, message) => logs.push({ level, message }),
    ...overrides,
  });
  return startedPartner(app, logs, dir);
}

/**
 * A signed JSON request, as the operator sends its orders (v2 with the site's key; `signedFor`: the
 * method and path the signature is made for, when another than the request's).
 * @param {import('fastify').FastifyInstance} app
 * @param {string} url
 * @param {unknown} body
 * @param {{ secret?: string, timestamp?: number, signedFor?: { method: string, path: string } }} [options]
 */
export function signedPost(app, url, body, { secret = SITE_SECRET, timestamp, signedFor = { method: 'POST', path: url } } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({ method: 'POST', url, payload: raw, headers: { 'content-type': 'application/json', ...signRequest(secret, { ...signedFor, body: raw }, timestamp) } });
}

/**
 * True when a callback the test operator received is signed v2 with DemoPay's key for its own path.
 * @param {{ body: string, headers: import('node:http').IncomingHttpHeaders, path: string | undefined }} callback
 * @param {string} [secret]
 */
export const signedCallback = (callback, secret = SECRET) => verifyRequest(secret, { method: 'POST', path: callback.path ?? '', body: callback.body, headers: callback.headers });

/**
 * The player's choice on the hosted page, as the browser posts the form.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} providerReference
 * @param {string} decision
 */
export function choose(app, providerReference, decision) {
  return app.inject({ method: 'POST', url: `/pay/${providerReference}`, payload: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}
