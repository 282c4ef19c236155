/** Helpers of the studio's tests: a fake operator (the seamless wallet, with faults on demand) and a studio on a fresh journal. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildStudio } from './app.mjs';
import { verifyRequest } from '../common/signature.mjs';
import { PROVIDER_KEYS } from './config.mjs';

export const SECRET = 'studio-test-secret-0123456789';
export const SITE = 'http://casino.test';
export const SECRETS = Object.fromEntries(PROVIDER_KEYS.map((key) => [key, SECRET]));

/**
 * What the fake operator does with one call: answer (status code and body), never answer ('drop'),
 * or close the connection without a word ('close').
 * @typedef {{ code?: number, body: Record<string, unknown> } | 'drop' | 'close'} Behaviour
 * @typedef {{ key: string, action: string, path: string, raw: string, body: any, headers: import('node:http').IncomingHttpHeaders, signed: boolean, at: number }} Received
 */

/**
 * A fake operator: a local Fastify that checks signatures and keeps a simple wallet (one player,
 * launch tokens used once, a balance in kuruş). `fault(action, call)` may return a Behaviour to
 * replace the normal answer of a call (e.g. drop the first two wins).
 * @param {{ balance?: number, fault?: (action: string, body: any, calls: Received[]) => Behaviour | undefined }} [options]
 */
export async function startOperator({ balance = 100_000, fault } = {}) {
  /** @type {Received[]} */
  const received = [];
  const state = { balance, usedTokens: new Set(), bets: new Map(), transactions: new Set(), answers: new Map() };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** @param {string} action @param {any} body */
  function answer(action, body) {
    const base = { request_uuid: body.requestId, user: 'player-1', currency: 'TRY' };
    // A repeated request id gets its first answer back, as the operator's contract says.
    const kept = state.answers.get(body.requestId);
    if (kept) return kept;
    let result;
    if (action === 'session') {
      if (!/^good-/.test(body.launchToken) || state.usedTokens.has(body.launchToken)) result = { ...base, user: null, status: 'RS_ERROR_INVALID_TOKEN', balance: null };
      else {
        state.usedTokens.add(body.launchToken);
        // good-<nonce>.<game code>
        const gameCode = body.launchToken.slice(body.launchToken.indexOf('.') + 1) || 'egt-40-super-hot';
        result = { ...base, status: 'RS_OK', balance: state.balance, sessionToken: `st-${body.launchToken}`, gameCode };
      }
    } else if (action === 'balance') {
      result = { ...base, status: 'RS_OK', balance: state.balance };
    } else if (action === 'bet') {
      if (body.amount > state.balance) result = { ...base, status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: state.balance };
      else if (state.transactions.has(body.transactionId)) result = { ...base, status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: state.balance };
      else {
        state.transactions.add(body.transactionId);
        state.balance -= body.amount;
        state.bets.set(body.transactionId, body.amount);
        result = { ...base, status: 'RS_OK', balance: state.balance };
      }
    } else if (action === 'win') {
      if (!state.bets.has(body.referenceTransactionId)) result = { ...base, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: state.balance };
      else {
        state.transactions.add(body.transactionId);
        state.balance += body.amount;
        result = { ...base, status: 'RS_OK', balance: state.balance };
      }
    } else {
      const amount = state.bets.get(body.referenceTransactionId);
      state.transactions.add(body.referenceTransactionId); // a tombstone: the late bet is refused
      if (amount === undefined) result = { ...base, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: state.balance };
      else {
        state.bets.delete(body.referenceTransactionId);
        state.balance += amount;
        result = { ...base, status: 'RS_OK', balance: state.balance };
      }
    }
    state.answers.set(body.requestId, result);
    return result;
  }

  app.post('/api/games/wallet/:key/:action', async (request, reply) => {
    const { key, action } = /** @type {{ key: string, action: string }} */ (request.params);
    const raw = typeof request.body === 'string' ? request.body : '';
    const signed = verifyRequest(SECRET, { method: request.method, path: request.url, body: raw, headers: request.headers });
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as unreadable
    }
    /** @type {Received} */
    const call = { key, action, path: request.url, raw, body, headers: request.headers, signed, at: Date.now() };
    received.push(call);
    if (!signed) return reply.code(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: null, user: null, currency: 'TRY', balance: null });
    const behaviour = fault?.(action, body, received);
    if (behaviour === 'drop') {
      reply.hijack();
      return;
    }
    if (behaviour === 'close') {
      request.raw.socket.destroy();
      reply.hijack();
      return;
    }
    if (behaviour) return reply.code(behaviour.code ?? 200).send(behaviour.body);
    return answer(action, body);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    state,
    /** @param {string} action */
    calls: (action) => received.filter((r) => r.action === action),
    /**
     * Resolves once `predicate` holds (fails the test after `timeoutMs`).
     * @param {() => boolean} predicate
     */
    async until(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`condition not met; calls: ${received.map((r) => r.action).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => app.close(),
  };
}

/** A fresh folder for a journal; remove it with `rmSync(dir, { recursive: true, force: true })`. */
export const tempDir = () => mkdtempSync(join(tmpdir(), 'game-studio-test-'));

/**
 * A studio on a fresh journal (or `dataDir`), with fast retries and no waiting between rounds.
 * @param {Partial<import('./app.mjs').StudioOptions>} [overrides]
 */
export function startStudio(overrides = {}) {
  const dir = overrides.dataDir ? null : tempDir();
  const dataDir = overrides.dataDir ?? /** @type {string} */ (dir);
  /** @type {{ level: string, message: string }[]} */
  const logs = [];
  const app = buildStudio({
    secrets: SECRETS,
    operatorUrl: 'http://127.0.0.1:9',
    publicUrl: SITE,
    studioUrl: 'http://studio.test',
    dataDir,
    dataFile: join(dataDir, 'game-studio.jsonl'),
    log: (level, message) => logs.push({ level, message }),
    walletTimeoutMs: 2000,
    retryBaseMs: 30,
    retryMaxMs: 120,
    winWaitMs: 2000,
    minRoundMs: 0,
    aviator: false,
    ...overrides,
  });
  return {
    app,
    logs,
    async close() {
      await app.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Launches `gameCode` through `key` against `operator` and returns the session id from the page.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} gameCode
 * @param {{ key?: string, lang?: string, token?: string }} [options] a fresh one-time token unless `token`
 */
export async function launch(app, gameCode, { key = 'hub88', lang = 'en', token = `good-${Math.random().toString(36).slice(2)}.${gameCode}` } = {}) {
  const response = await app.inject(`/${key}/launch?token=${encodeURIComponent(token)}&game=${encodeURIComponent(gameCode)}&lang=${lang}&platform=desktop`);
  const match = /"session":"([^"]+)"/.exec(response.body);
  return { response, sessionId: match?.[1] ?? null };
}
