import { randomUUID } from 'node:crypto';
import { signRequest } from './signature.mjs';

/**
 * A partner's client of the operator's seamless wallet (`POST {operatorUrl}/api/games/wallet/{key}/{action}`,
 * signed `v2` over the method, the path and the body with the provider key's secret, the first one
 * of a `new,old` setting), used by every game of the studio and by the sportsbook.
 * The provider keys are whatever the caller's sessions carry (`secretFor` signs for each). Money rules:
 *   - a win or a rollback is journalled before its first attempt and sent until the operator answers
 *     with a status (RS_ERROR_UNKNOWN excepted: nothing was kept there), with the same requestId and
 *     body each time, signed afresh, waiting 1 s, 2 s, 4 s … at most 60 s between attempts; a restart
 *     resumes what the journal holds;
 *   - a bet is attempted once; when its answer never comes (timeout, no connection, 5xx) or is
 *     RS_ERROR_UNKNOWN, the studio cannot know whether the stake was taken, so it rolls the bet back
 *     (a rollback as above: taken stakes come back, a late bet is refused as a duplicate) and the
 *     game shows the bet as not placed (`BET_NOT_PLACED`). A bet is journalled while it is in
 *     flight, so one cut short by a crash is rolled back after the restart.
 */

/** The studio's own status for a bet it could not place (and rolled back). */
export const BET_NOT_PLACED = 'STUDIO_BET_NOT_PLACED';
/** The studio's own status for a call the operator did not answer (or answered only after the studio stopped waiting). */
export const NO_ANSWER = 'STUDIO_NO_ANSWER';
/** A launch's token exchange is asked again after these waits when no answer came (the same request id). */
const SESSION_RETRY_WAITS_MS = [250, 1000];

/**
 * A launched game: the studio's id of it (a random secret the page holds), the provider key it came
 * through, and what the operator's `session` action answered.
 * @typedef {object} Session
 * @property {string} id
 * @property {string} key the provider key the wallet call is signed for
 * @property {string} user the operator's player id
 * @property {string} sessionToken
 * @property {string} gameCode
 * @property {'tr' | 'en'} lang
 * @property {'desktop' | 'mobile'} platform
 * @property {string} lobby where the player goes back to
 */

/**
 * The open sessions, by id (undefined: unknown or expired).
 * @typedef {{ get(id: string): Session | undefined }} Sessions
 */

/**
 * The operator's answer (`status` RS_*), or the studio's own `BET_NOT_PLACED` / `NO_ANSWER`. The
 * answer to `balance` also says how much of it is bonus money (`bonus`, kuruş) and its `bonusProduct`.
 * @typedef {{ status: string, balance: number | null, request_uuid?: string | null, user?: string | null,
 *   currency?: string, sessionToken?: string, gameCode?: string, bonus?: unknown, bonusProduct?: unknown }} WalletAnswer
 */

/** @typedef {(level: 'error' | 'warn' | 'info', message: string) => void} Log */

/**
 * A call in the journal: a win or rollback to deliver, or a bet in flight.
 * @typedef {{ requestId: string, key: string, action: 'bet' | 'win' | 'rollback', body: string,
 *   failures: number, nextAttemptAt: number, createdAt: number }} PendingCall
 */

export const WALLET_PATH = '/api/games/wallet';

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
 * The wallet client's settings from a partner's options (`walletTimeoutMs` and the retry waits are
 * the tests' to shorten): `createWalletClient({ ...walletSettings(options), secretFor, journal, log })`.
 * @param {{ operatorUrl: string, walletTimeoutMs?: number, fetch?: typeof fetch, retryBaseMs?: number, retryMaxMs?: number }} options
 */
export const walletSettings = (options) => ({
  operatorUrl: options.operatorUrl,
  timeoutMs: options.walletTimeoutMs,
  fetch: options.fetch,
  retryBaseMs: options.retryBaseMs,
  retryMaxMs: options.retryMaxMs,
});

/**
 * @param {object} options
 * @param {string} options.operatorUrl the site's origin
 * @param {(key: string) => string} options.secretFor the secret a provider key signs with (`new,old`: the first)
 * @param {import('./journal.mjs').Journal} options.journal
 * @param {Log} options.log
 * @param {number} [options.timeoutMs] how long one attempt waits for an answer
 * @param {typeof fetch} [options.fetch]
 * @param {number} [options.retryBaseMs] first wait between attempts (doubles each time)
 * @param {number} [options.retryMaxMs] longest wait between attempts
 */
export function createWalletClient({ operatorUrl, secretFor, journal, log, timeoutMs = 10_000, fetch = globalThis.fetch, retryBaseMs = 1000, retryMaxMs = 60_000 }) {
  /** @type {Map<string, NodeJS.Timeout>} */
  const timers = new Map();
  /** @type {Set<AbortController>} */
  const inFlight = new Set();
  /** @type {Map<string, ((answer: WalletAnswer) => void)[]>} requestId → who waits for that call's answer */
  const waiters = new Map();
  let stopped = false;

  /**
   * One attempt: the operator's answer, or why there is none.
   * @param {string} key
   * @param {string} action
   * @param {string} body
   * @returns {Promise<{ answer: WalletAnswer } | { failure: string }>}
   */
  async function send(key, action, body) {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), timeoutMs);
    inFlight.add(controller);
    try {
      const url = new URL(`${WALLET_PATH}/${encodeURIComponent(key)}/${action}`, operatorUrl);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signRequest(secretFor(key), { method: 'POST', path: url.pathname + url.search, body }) },
        body,
        signal: controller.signal,
      });
      const text = await response.text();
      if (response.status >= 500) return { failure: `answered ${response.status}` };
      let answer;
      try {
        answer = JSON.parse(text);
      } catch {
        return { failure: `answered ${response.status} without JSON` };
      }
      if (typeof answer?.status !== 'string' || !answer.status.startsWith('RS_')) return { failure: `answered ${response.status} without a status` };
      return { answer: { ...answer, balance: Number.isSafeInteger(answer.balance) ? answer.balance : null } };
    } catch (error) {
      if (controller.signal.aborted) return { failure: stopped ? 'was not waited for (stopping)' : `did not answer within ${timeoutMs / 1000} s` };
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return { failure: `is unreachable (${cause})` };
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
  }

  /** @param {string} requestId @param {WalletAnswer} answer */
  function settle(requestId, answer) {
    for (const wake of waiters.get(requestId) ?? []) wake(answer);
    waiters.delete(requestId);
  }

  /** @param {string} requestId @returns {Promise<WalletAnswer>} */
  const answerOf = (requestId) =>
    new Promise((resolve) => {
      const list = waiters.get(requestId) ?? [];
      list.push(resolve);
      waiters.set(requestId, list);
    });

  /** @param {PendingCall} call */
  function schedule(call) {
    if (stopped) return;
    clearTimeout(timers.get(call.requestId));
    const timer = setTimeout(() => {
      timers.delete(call.requestId);
      void attempt(call);
    }, Math.max(0, call.nextAttemptAt - Date.now()));
    timers.set(call.requestId, timer);
  }

  /** @param {PendingCall} call */
  async function attempt(call) {
    const result = await send(call.key, call.action, call.body);
    // Stopped meanwhile: the call stays journalled and is sent again after the restart.
    if (stopped) return;
    if ('answer' in result && result.answer.status !== 'RS_ERROR_UNKNOWN') {
      journal.remove('call', call.requestId);
      if (result.answer.status !== 'RS_OK') log('warn', `${call.action} ${call.requestId} (${call.key}) answered ${result.answer.status}`);
      settle(call.requestId, result.answer);
      return;
    }
    const failures = call.failures + 1;
    const delay = retryDelay(failures, retryBaseMs, retryMaxMs);
    const next = { ...call, failures, nextAttemptAt: Date.now() + delay };
    journal.put('call', call.requestId, next);
    const why = 'answer' in result ? 'answered RS_ERROR_UNKNOWN' : result.failure;
    log('warn', `${call.action} ${call.requestId} (${call.key}): the operator ${why}; retry in ${delay / 1000} s`);
    schedule(next);
  }

  /**
   * Journals a win or rollback and sends it until answered.
   * @param {string} key
   * @param {'win' | 'rollback'} action
   * @param {Record<string, unknown>} fields
   */
  function deliver(key, action, fields) {
    const requestId = randomUUID();
    const now = Date.now();
    /** @type {PendingCall} */
    const call = { requestId, key, action, body: JSON.stringify({ requestId, ...fields }), failures: 0, nextAttemptAt: now, createdAt: now };
    journal.put('call', requestId, call);
    const answer = answerOf(requestId);
    schedule(call);
    return answer;
  }

  /**
   * Rolls back a bet whose answer never came (journalled before the bet's own record goes).
   * @param {PendingCall} bet
   */
  function rollBackBet(bet) {
    const { user, sessionToken, transactionId } = JSON.parse(bet.body);
    void deliver(bet.key, 'rollback', { user, sessionToken, transactionId: randomUUID(), referenceTransactionId: transactionId });
    journal.remove('call', bet.requestId);
  }

  return {
    /**
     * Exchanges a one-time launch token for the session (asked again, under the same request id, when no answer came).
     * @param {string} key
     * @param {string} launchToken
     * @returns {Promise<WalletAnswer>}
     */
    async session(key, launchToken) {
      const requestId = randomUUID();
      const body = JSON.stringify({ requestId, launchToken });
      // The operator keeps its first answer to a request id, session token included, so asking
      // again after an answer was lost is safe: the player's launch survives a dropped connection.
      let result = await send(key, 'session', body);
      for (const wait of SESSION_RETRY_WAITS_MS) {
        if ('answer' in result) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
        result = await send(key, 'session', body);
      }
      if ('answer' in result) return result.answer;
      log('warn', `session (${key}): the operator ${result.failure}`);
      return { status: NO_ANSWER, balance: null, request_uuid: requestId };
    },

    /**
     * The player's balance (one attempt).
     * @param {Session} session
     * @returns {Promise<WalletAnswer>}
     */
    async balance(session) {
      const requestId = randomUUID();
      const result = await send(session.key, 'balance', JSON.stringify({ requestId, user: session.user, sessionToken: session.sessionToken }));
      if ('answer' in result) return result.answer;
      log('warn', `balance (${session.key}): the operator ${result.failure}`);
      return { status: NO_ANSWER, balance: null, request_uuid: requestId };
    },

    /**
     * Takes a stake. An answer that never came rolls the bet back and resolves `BET_NOT_PLACED`.
     * @param {Session} session
     * @param {{ transactionId: string, roundId: string, amount: number, gameCode?: string }} bet amount in kuruş
     * @returns {Promise<WalletAnswer>}
     */
    async bet(session, { transactionId, roundId, amount, gameCode = session.gameCode }) {
      const requestId = randomUUID();
      const now = Date.now();
      const body = JSON.stringify({ requestId, user: session.user, sessionToken: session.sessionToken, transactionId, roundId, gameCode, amount });
      /** @type {PendingCall} */
      const call = { requestId, key: session.key, action: 'bet', body, failures: 0, nextAttemptAt: now, createdAt: now };
      journal.put('call', requestId, call);
      const result = await send(session.key, 'bet', body);
      if ('answer' in result && result.answer.status !== 'RS_ERROR_UNKNOWN') {
        journal.remove('call', requestId);
        return result.answer;
      }
      // Stopping: the bet stays journalled and the next start rolls it back.
      if (stopped) return { status: BET_NOT_PLACED, balance: null, request_uuid: requestId };
      log('warn', `bet ${transactionId} (${session.key}): the operator ${'answer' in result ? 'answered RS_ERROR_UNKNOWN' : result.failure}; rolling it back`);
      rollBackBet(call);
      return { status: BET_NOT_PLACED, balance: null, request_uuid: requestId };
    },

    /**
     * Pays a win (0 closes a lost round); resolves with the operator's answer, however long that takes.
     * @param {Session} session
     * @param {{ transactionId: string, referenceTransactionId: string, roundId: string, amount: number, roundClosed: boolean }} win
     * @returns {Promise<WalletAnswer>}
     */
    win(session, { transactionId, referenceTransactionId, roundId, amount, roundClosed }) {
      return deliver(session.key, 'win', { user: session.user, sessionToken: session.sessionToken, transactionId, referenceTransactionId, roundId, amount, roundClosed });
    },

    /**
     * Cancels a bet; resolves with the operator's answer, however long that takes.
     * @param {Session} session
     * @param {{ transactionId: string, referenceTransactionId: string }} rollback
     * @returns {Promise<WalletAnswer>}
     */
    rollback(session, { transactionId, referenceTransactionId }) {
      return deliver(session.key, 'rollback', { user: session.user, sessionToken: session.sessionToken, transactionId, referenceTransactionId });
    },

    /** Carries on with the journal's calls: wins and rollbacks are sent when due, bets cut short are rolled back. */
    resume() {
      for (const call of [.../** @type {Map<string, PendingCall>} */ (journal.tables.call).values()]) {
        if (call.action === 'bet') rollBackBet(call);
        else schedule(call);
      }
    },

    /** Wins and rollbacks not yet answered (bets in flight included). */
    get pending() {
      return journal.tables.call.size;
    },

    /** Stops sending; journalled calls stay for the next start, and whoever waits is told there is no answer yet. */
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
      for (const requestId of [...waiters.keys()]) settle(requestId, { status: NO_ANSWER, balance: null, request_uuid: requestId });
    },
  };
}

/** @typedef {ReturnType<typeof createWalletClient>} WalletClient */
