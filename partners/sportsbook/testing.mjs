/** Helpers of the sportsbook's tests: a fake operator (the seamless wallet with reusable sportsbook tokens, faults on demand) and a sportsbook on a fresh folder. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '../common/signature.mjs';
import { buildSportsbook } from './app.mjs';
import { startFakeWallet, startedPartner } from '../common/testing.mjs';

/** The wallet key both skins sign with (the site's SPORTSBOOK_SECRET). */
export const SECRET = 'sportsbook-test-secret-0123456789';
/** The key of the operator's calls to the sportsbook (SPORTSBOOK_OPERATOR_SECRET): another key. */
export const OPERATOR_SECRET = 'sportsbook-test-operator-key-0123456789';
export const SITE = 'http://casino.test';
export const SPORTSBOOK = 'http://sportsbook.test';

/** @typedef {import('../common/testing.mjs').Behaviour} Behaviour @typedef {import('../common/testing.mjs').Received} Received */

/**
 * A fake operator: a local Fastify that checks signatures and keeps a wallet per player. A
 * sportsbook token `tok-<player>` is reusable; each exchange answers a fresh session token that
 * replaces the player's previous one for bets (wins are accepted on any token the player had), as
 * the sportsbook contract says. `fault(action, body, calls)` may return a Behaviour instead of the
 * normal answer.
 * @param {{ balance?: number, fault?: (action: string, body: any, calls: Received[]) => Behaviour | undefined }} [options]
 */
export async function startOperator({ balance = 100_000, fault } = {}) {
  const state = {
    /** @type {Map<string, number>} player → kuruş */
    balances: new Map(),
    /** @type {Map<string, string>} `${key}:${player}` → the current session token */
    current: new Map(),
    /** @type {Map<string, string>} every session token ever answered → player */
    tokens: new Map(),
    /** @type {Map<string, { amount: number, roundId: string, player: string }>} */
    bets: new Map(),
    /** @type {Set<string>} */
    closedRounds: new Set(),
    /** @type {Set<string>} */
    transactions: new Set(),
    /** @type {Map<string, any>} */
    answers: new Map(),
    exchanges: 0,
  };
  /** @param {string} player */
  const balanceOf = (player) => state.balances.get(player) ?? balance;

  /** @param {string} key @param {string} action @param {any} body */
  function answer(key, action, body) {
    const kept = state.answers.get(`${key}:${body.requestId}`);
    if (kept) return kept;
    const player = action === 'session' ? null : state.tokens.get(body.sessionToken);
    const base = { request_uuid: body.requestId, user: player ?? null, currency: 'TRY' };
    let result;
    if (action === 'session') {
      const match = /^tok-([\w-]+)$/.exec(String(body.launchToken));
      if (!match) result = { ...base, status: 'RS_ERROR_INVALID_TOKEN', balance: null };
      else {
        const id = /** @type {string} */ (match[1]);
        state.exchanges += 1;
        const sessionToken = `st-${key}-${id}-${state.exchanges}`;
        state.current.set(`${key}:${id}`, sessionToken);
        state.tokens.set(sessionToken, id);
        result = { ...base, user: id, status: 'RS_OK', balance: balanceOf(id), sessionToken, gameCode: 'sportsbook' };
      }
    } else if (!player || player !== body.user) {
      result = { ...base, status: 'RS_ERROR_INVALID_TOKEN', balance: null };
    } else if (action === 'balance') {
      result = { ...base, status: 'RS_OK', balance: balanceOf(player) };
    } else if (action === 'bet') {
      if (state.current.get(`${key}:${player}`) !== body.sessionToken || body.gameCode !== 'sportsbook') result = { ...base, status: 'RS_ERROR_INVALID_TOKEN', balance: balanceOf(player) };
      else if (state.transactions.has(body.transactionId)) result = { ...base, status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: balanceOf(player) };
      else if (body.amount > balanceOf(player)) result = { ...base, status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: balanceOf(player) };
      else {
        state.transactions.add(body.transactionId);
        state.balances.set(player, balanceOf(player) - body.amount);
        state.bets.set(body.transactionId, { amount: body.amount, roundId: body.roundId, player });
        result = { ...base, status: 'RS_OK', balance: balanceOf(player) };
      }
    } else if (action === 'win') {
      const bet = state.bets.get(body.referenceTransactionId);
      if (!bet || bet.roundId !== body.roundId || state.closedRounds.has(body.roundId)) result = { ...base, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: balanceOf(player) };
      else if (state.transactions.has(body.transactionId)) result = { ...base, status: 'RS_OK', balance: balanceOf(player) };
      else {
        state.transactions.add(body.transactionId);
        state.balances.set(player, balanceOf(player) + body.amount);
        if (body.roundClosed) state.closedRounds.add(body.roundId);
        result = { ...base, status: 'RS_OK', balance: balanceOf(player) };
      }
    } else {
      const bet = state.bets.get(body.referenceTransactionId);
      state.transactions.add(body.referenceTransactionId); // a tombstone: the late bet is refused
      if (!bet) result = { ...base, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: balanceOf(player) };
      else {
        state.bets.delete(body.referenceTransactionId);
        state.balances.set(player, balanceOf(player) + bet.amount);
        result = { ...base, status: 'RS_OK', balance: balanceOf(player) };
      }
    }
    state.answers.set(`${key}:${body.requestId}`, result);
    return result;
  }

  const wallet = await startFakeWallet({ secret: SECRET, isKey: (key) => key === 'fcg' || key === 'betco', answer, fault });
  return { ...wallet, state, balanceOf };
}

/** A fresh folder for the sportsbook's files; remove it with `rmSync(dir, { recursive: true, force: true })`. */
export const tempDir = () => mkdtempSync(join(tmpdir(), 'sportsbook-test-'));

/**
 * A sportsbook on a fresh folder (or `dataDir`), with fast retries; its live clock does not run
 * unless `tickMs` is given (tests move matches themselves).
 * @param {Partial<import('./app.mjs').SportsbookOptions>} [overrides]
 */
export function startSportsbook(overrides = {}) {
  const dir = overrides.dataDir ? null : tempDir();
  const dataDir = overrides.dataDir ?? /** @type {string} */ (dir);
  /** @type {{ level: string, message: string }[]} */
  const logs = [];
  const app = buildSportsbook({
    secrets: { fcg: SECRET, betco: SECRET },
    operatorSecret: OPERATOR_SECRET,
    operatorUrl: 'http://127.0.0.1:9',
    publicUrl: SITE,
    sportsbookUrl: SPORTSBOOK,
    dataDir,
    dataFile: join(dataDir, 'sportsbook.jsonl'),
    stateFile: join(dataDir, 'sportsbook-fixtures.json'),
    log: (level, message) => logs.push({ level, message }),
    walletTimeoutMs: 2000,
    retryBaseMs: 30,
    retryMaxMs: 120,
    tickMs: 0,
    ...overrides,
  });
  return { ...startedPartner(app, logs, dir), dataDir };
}

/**
 * Headers of a signed operator call (the admin API), v2 over its method, path and body.
 * @param {string} method
 * @param {string} path with the query, as sent
 * @param {string} raw the body as sent ('' for a GET)
 * @param {string} [secret]
 * @param {number} [timestamp]
 */
export const operatorHeaders = (method, path, raw, secret = OPERATOR_SECRET, timestamp = undefined) => ({
  ...(raw ? { 'content-type': 'application/json' } : {}),
  ...signRequest(secret, { method, path, body: raw }, timestamp),
});

/**
 * Opens a frame of `skin` for `player` and returns its session id (from the page's data block).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ skin?: string, player?: string, mode?: string, lang?: string, path?: string }} [options]
 */
export async function openFrame(app, { skin = 'fcg', player = 'p1', mode = 'prematch', lang = 'en', path = '/' } = {}) {
  const response = await app.inject(`/${skin}/?mode=${mode}&lang=${lang}&token=tok-${player}&path=${encodeURIComponent(path)}&parent=${encodeURIComponent(SITE)}`);
  return { response, data: pageData(response.body), sessionId: /** @type {string | null} */ (pageData(response.body).session ?? null) };
}

/**
 * The sportsbook's data block of a page.
 * @param {string} html
 */
export const pageData = (html) => JSON.parse(/<script type="application\/json" id="sportsbook-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
