import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { CallbackSender } from './callbacks.mjs';
import { PAGE_HEADERS, REASONS, notFoundPage, paymentPage } from './hosted-page.mjs';
import { parseDepositOrder, parsePayoutOrder } from './orders.mjs';
import { verifyRequest } from '../common/signature.mjs';
import { StateFile } from './state-file.mjs';

/**
 * DemoPay, the demo payment provider: its API for the operator (signed orders), its hosted
 * payment page for players, and its callbacks to the operator. See partners/README.md.
 *
 * @typedef {{ providerReference: string, status: 'pending' | 'confirmed' | 'declined' | 'cancelled', reason: string | null,
 *   createdAt: number, expiresAt: number | null } & import('./orders.mjs').DepositOrder} Deposit
 * @typedef {{ providerReference: string, status: 'pending' | 'paid' | 'failed', reason: string | null,
 *   createdAt: number, dueAt: number } & import('./orders.mjs').PayoutOrder} Payout
 *
 * @typedef {object} DemoPayOptions
 * @property {string} secret DemoPay's key: signs its callbacks (the first of `new,old`)
 * @property {string} siteSecret the operator's key: its orders are verified with it (either of `new,old`)
 * @property {string} operatorUrl where callbacks go (`{operatorUrl}/api/payment/callback/demopay`)
 * @property {string | (() => string)} publicUrl DemoPay's own origin as players reach it (hosted page links)
 * @property {string | null} merchantUrl the operator's site: deposits must send players back there (null: anywhere)
 * @property {string} dataFile the state journal (see state-file.mjs)
 * @property {number} payoutDelayMs how long a payout takes before its callback
 * @property {number} pageTimeoutMs a card payment not answered on the hosted page within this is cancelled
 * @property {number} retryBaseMs first delay between callback attempts (doubles each time)
 * @property {number} retryCapMs longest delay between callback attempts
 * @property {number} [giveUpMs] an undelivered callback is dropped after this long
 * @property {import('./callbacks.mjs').Log} log
 */

const BODY_LIMIT = 64 * 1024;
const GIVE_UP_MS = 3 * 24 * 3600_000;

/** @param {DemoPayOptions} options */
export function buildDemoPay(options) {
  const { secret, log } = options;
  const store = new StateFile(options.dataFile);
  const callbacks = new CallbackSender({
    store,
    secret,
    operatorUrl: options.operatorUrl,
    retryBaseMs: options.retryBaseMs,
    retryCapMs: options.retryCapMs,
    giveUpMs: options.giveUpMs ?? GIVE_UP_MS,
    log,
  });
  const publicUrl = () => (typeof options.publicUrl === 'function' ? options.publicUrl() : options.publicUrl);
  const merchantOrigin = options.merchantUrl ? new URL(options.merchantUrl).origin : null;
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @type {Map<string, string>} providerReference → reference of card deposits (the hosted page's index) */
  const pages = new Map();
  /** @type {Map<string, Deposit>} */
  const deposits = store.tables.deposit;
  /** @type {Map<string, Payout>} */
  const payouts = store.tables.payout;

  /** @param {number} at @param {() => void} task */
  const at = (at, task) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, Math.max(0, at - Date.now()));
    timers.add(timer);
  };

  /** @param {Deposit} deposit @param {'confirmed' | 'declined' | 'cancelled'} status @param {string | null} reason */
  function settleDeposit(deposit, status, reason) {
    if (deposit.status !== 'pending') return;
    const settled = { ...deposit, status, reason };
    store.put('deposit', deposit.reference, settled);
    callbacks.send({
      kind: 'deposit',
      reference: deposit.reference,
      providerReference: deposit.providerReference,
      status,
      amount: deposit.amount,
      currency: deposit.currency,
      ...(reason ? { reason } : {}),
    });
  }

  /** @param {Payout} payout */
  function settlePayout(payout) {
    const current = payouts.get(payout.reference);
    if (!current || current.status !== 'pending') return;
    const status = current.fails ? 'failed' : 'paid';
    const reason = current.fails ? REASONS.accountClosed : null;
    store.put('payout', current.reference, { ...current, status, reason });
    callbacks.send({
      kind: 'payout',
      reference: current.reference,
      providerReference: current.providerReference,
      status,
      amount: current.amount,
      currency: current.currency,
      ...(reason ? { reason } : {}),
    });
  }

  /** @param {Deposit} deposit */
  function watchPage(deposit) {
    pages.set(deposit.providerReference, deposit.reference);
    if (deposit.status === 'pending' && deposit.expiresAt !== null) {
      at(deposit.expiresAt, () => {
        const current = deposits.get(deposit.reference);
        if (current) settleDeposit(current, 'cancelled', REASONS.expired);
      });
    }
  }

  /** @param {Deposit} deposit */
  const depositStarted = (deposit) => ({
    providerReference: deposit.providerReference,
    redirectUrl: deposit.method === 'card' ? new URL(`/pay/${deposit.providerReference}`, publicUrl()).href : null,
  });

  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });

  // The operator's orders are verified over their raw bytes, so JSON is parsed only after the signature.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler((/** @type {import('fastify').FastifyError} */ error, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) log('error', `request failed: ${error.stack ?? error.message}`);
    return reply.code(status).send({ error: status === 500 ? 'internal error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));

  /**
   * The order in a signed request, or the answer already sent (401 bad signature, 400 not JSON).
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @returns {{ body: unknown } | null}
   */
  function signedOrder(request, reply) {
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!verifyRequest(options.siteSecret, { method: request.method, path: request.url, body: raw, headers: request.headers })) {
      void reply.code(401).send({ error: 'invalid signature' });
      return null;
    }
    try {
      return { body: JSON.parse(raw) };
    } catch {
      void reply.code(400).send({ error: 'the body is not JSON' });
      return null;
    }
  }

  app.get('/health', async () => ({ status: 'ok', pendingCallbacks: callbacks.pending }));

  app.post('/v1/deposits', async (request, reply) => {
    const signed = signedOrder(request, reply);
    if (!signed) return reply;
    const parsed = parseDepositOrder(signed.body, { merchantOrigin });
    if (!parsed.ok) return reply.code(parsed.status).send({ error: parsed.error });
    const { order } = parsed;
    const existing = deposits.get(order.reference);
    if (existing) {
      if (existing.method !== order.method || existing.amount !== order.amount || existing.currency !== order.currency) {
        return reply.code(409).send({ error: 'this reference was used for another order' });
      }
      return reply.code(201).send(depositStarted(existing));
    }
    const now = Date.now();
    /** @type {Deposit} */
    const deposit = {
      ...order,
      providerReference: `pay_${randomBytes(16).toString('hex')}`,
      status: 'pending',
      reason: null,
      createdAt: now,
      // A bank transfer waits for the money to arrive, which the operator confirms itself.
      expiresAt: order.method === 'card' ? now + options.pageTimeoutMs : null,
    };
    store.put('deposit', deposit.reference, deposit);
    if (deposit.method === 'card') watchPage(deposit);
    return reply.code(201).send(depositStarted(deposit));
  });

  app.post('/v1/payouts', async (request, reply) => {
    const signed = signedOrder(request, reply);
    if (!signed) return reply;
    const parsed = parsePayoutOrder(signed.body);
    if (!parsed.ok) return reply.code(parsed.status).send({ error: parsed.error });
    const { order } = parsed;
    const existing = payouts.get(order.reference);
    if (existing) {
      if (existing.method !== order.method || existing.amount !== order.amount || existing.destination !== order.destination) {
        return reply.code(409).send({ error: 'this reference was used for another order' });
      }
      return reply.code(201).send({ providerReference: existing.providerReference });
    }
    const now = Date.now();
    /** @type {Payout} */
    const payout = { ...order, providerReference: `po_${randomBytes(16).toString('hex')}`, status: 'pending', reason: null, createdAt: now, dueAt: now + options.payoutDelayMs };
    store.put('payout', payout.reference, payout);
    at(payout.dueAt, () => settlePayout(payout));
    return reply.code(201).send({ providerReference: payout.providerReference });
  });

  /** @param {string} providerReference */
  const cardDeposit = (providerReference) => {
    const reference = pages.get(providerReference);
    return reference === undefined ? undefined : deposits.get(reference);
  };

  app.get('/pay/:providerReference', async (request, reply) => {
    const { providerReference } = /** @type {{ providerReference: string }} */ (request.params);
    const deposit = cardDeposit(providerReference);
    return reply.code(deposit ? 200 : 404).headers(PAGE_HEADERS).send(deposit ? paymentPage(deposit) : notFoundPage());
  });

  // The player's choice; the page then shows the outcome at its own address (post, redirect, get).
  app.post('/pay/:providerReference', async (request, reply) => {
    const { providerReference } = /** @type {{ providerReference: string }} */ (request.params);
    const deposit = cardDeposit(providerReference);
    if (!deposit) return reply.code(404).headers(PAGE_HEADERS).send(notFoundPage());
    const decision = /** @type {Record<string, unknown> | undefined} */ (request.body)?.decision;
    if (decision !== 'confirm' && decision !== 'decline') return reply.code(400).send({ error: 'decision must be confirm or decline' });
    if (decision === 'decline') settleDeposit(deposit, 'declined', REASONS.declinedByHolder);
    else if (deposit.card?.declines) settleDeposit(deposit, 'declined', REASONS.declinedByIssuer);
    else settleDeposit(deposit, 'confirmed', null);
    return reply.code(303).header('location', `/pay/${encodeURIComponent(providerReference)}`).send();
  });

  // What was in progress before a restart carries on: pages expire, payouts complete, callbacks are sent.
  for (const deposit of deposits.values()) if (deposit.method === 'card') watchPage(deposit);
  for (const payout of payouts.values()) if (payout.status === 'pending') at(payout.dueAt, () => settlePayout(payout));
  callbacks.start();

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    callbacks.stop();
  });

  return Object.assign(app, { demoPay: { store, callbacks } });
}
