/** Helpers of the studio's tests: a fake operator (the seamless wallet, with faults on demand) and a studio on a fresh journal. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStudio } from './app.mjs';
import { PROVIDER_KEYS } from './config.mjs';
import { startFakeWallet, startedPartner } from '../common/testing.mjs';

export const SECRET = 'studio-test-secret-0123456789';
export const SITE = 'http://casino.test';
export const SECRETS = Object.fromEntries(PROVIDER_KEYS.map((key) => [key, SECRET]));

/** @typedef {import('../common/testing.mjs').Behaviour} Behaviour @typedef {import('../common/testing.mjs').Received} Received */

/**
 * A fake operator: a local Fastify that checks signatures and keeps a simple wallet (one player,
 * launch tokens used once, a balance in kuruş). `fault(action, call)` may return a Behaviour to
 * replace the normal answer of a call (e.g. drop the first two wins).
 * @param {{ balance?: number, fault?: (action: string, body: any, calls: Received[]) => Behaviour | undefined }} [options]
 */
export async function startOperator({ balance = 100_000, fault } = {}) {
  const state = { balance, usedTokens: new Set(), bets: new Map(), transactions: new Set(), answers: new Map() };

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

  const wallet = await startFakeWallet({ secret: SECRET, answer: (_key, action, body) => answer(action, body), fault });
  return { ...wallet, state };
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
  return startedPartner(app, logs, dir);
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
