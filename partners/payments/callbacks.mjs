import { randomBytes } from 'node:crypto';
import { signRequest } from '../common/signature.mjs';

/**
 * Callbacks to the operator (`POST {operatorUrl}/api/payment/callback/demopay`): each event is
 * stored before its first attempt and sent, signed afresh each time, until the operator answers
 * 2xx. After a failure (any other status, no answer within 10 s, no connection) the next attempt
 * waits 1 s, then 2 s, 4 s … up to 5 minutes between attempts; an event still undelivered after
 * 3 days is given up (and logged), as real providers do. The body, and so its `eventId`, is the
 * same on every attempt: the operator recognises a repeat by it.
 */

export const CALLBACK_PATH = '/api/payment/callback/demopay';
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Delay before retry number `failures` (1 after the first failed attempt).
 * @param {number} failures
 * @param {number} baseMs
 * @param {number} capMs
 */
export function retryDelay(failures, baseMs, capMs) {
  return Math.min(baseMs * 2 ** Math.min(failures - 1, 30), capMs);
}

/**
 * @typedef {{ eventId: string, kind: 'deposit' | 'payout', reference: string, providerReference: string,
 *   status: 'confirmed' | 'declined' | 'cancelled' | 'paid' | 'failed', amount: string, currency: string, reason?: string }} CallbackBody
 * @typedef {{ eventId: string, body: string, failures: number, nextAttemptAt: number, createdAt: number }} CallbackEvent
 * @typedef {(level: 'error' | 'warn' | 'info', message: string) => void} Log
 */

export class CallbackSender {
  /** @type {Map<string, NodeJS.Timeout>} */
  #timers = new Map();
  /** @type {Set<AbortController>} */
  #inFlight = new Set();
  #stopped = false;

  /**
   * @param {{ store: import('./state-file.mjs').StateFile, secret: string, operatorUrl: string,
   *   retryBaseMs: number, retryCapMs: number, giveUpMs: number, log: Log }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** Schedules every stored event (after a restart: those the operator had not yet accepted). */
  start() {
    for (const event of this.options.store.tables.callback.values()) this.#schedule(event);
  }

  /**
   * Stores a new event and sends it at once.
   * @param {Omit<CallbackBody, 'eventId'>} callback
   */
  send(callback) {
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const now = Date.now();
    /** @type {CallbackEvent} */
    const event = { eventId, body: JSON.stringify({ eventId, ...callback }), failures: 0, nextAttemptAt: now, createdAt: now };
    this.options.store.put('callback', eventId, event);
    this.#schedule(event);
    return eventId;
  }

  /** Stops sending; stored events stay for the next start. */
  stop() {
    this.#stopped = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    for (const controller of this.#inFlight) controller.abort();
  }

  /** Events not yet accepted by the operator. */
  get pending() {
    return this.options.store.tables.callback.size;
  }

  /** @param {CallbackEvent} event */
  #schedule(event) {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(event.eventId);
      void this.#attempt(event);
    }, Math.max(0, event.nextAttemptAt - Date.now()));
    this.#timers.set(event.eventId, timer);
  }

  /** @param {CallbackEvent} event */
  async #attempt(event) {
    const { store, secret, operatorUrl, retryBaseMs, retryCapMs, giveUpMs, log } = this.options;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    this.#inFlight.add(controller);
    let outcome;
    try {
      const url = new URL(CALLBACK_PATH, operatorUrl);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signRequest(secret, { method: 'POST', path: url.pathname + url.search, body: event.body }) },
        body: event.body,
        signal: controller.signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      outcome = response.ok ? null : `answered ${response.status}`;
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      outcome = controller.signal.aborted ? `did not answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` : `is unreachable (${cause})`;
    } finally {
      clearTimeout(timeout);
      this.#inFlight.delete(controller);
    }
    // Stopped while waiting: the event stays as stored and is sent again after the restart.
    if (this.#stopped) return;
    if (outcome === null) {
      store.remove('callback', event.eventId);
      return;
    }
    if (Date.now() - event.createdAt > giveUpMs) {
      log('error', `callback ${event.eventId} given up after ${event.failures + 1} attempts: the operator ${outcome}`);
      store.remove('callback', event.eventId);
      return;
    }
    const failures = event.failures + 1;
    const delay = retryDelay(failures, retryBaseMs, retryCapMs);
    const next = { ...event, failures, nextAttemptAt: Date.now() + delay };
    store.put('callback', event.eventId, next);
    log('warn', `callback ${event.eventId} not accepted: the operator ${outcome}; retry in ${delay / 1000} s`);
    this.#schedule(next);
  }
}
