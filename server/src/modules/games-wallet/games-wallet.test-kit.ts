/**
 * Helpers for the seamless wallet tests: an app that knows the studio's key, and a studio that
 * launches a game for a player and signs its wallet calls.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { signRequest } from '../../providers/signature.js';
import { startTestApp, type StartOptions, type TestApp, type TestResponse } from '../../testing/test-app.js';
import type { Player } from '../payments/payments.test-kit.js';
import { createGameSession } from './game-sessions.js';
import type { WalletAction, WalletResponse } from './games-wallet.contract.js';

export const STUDIO_SECRET = 'games-wallet-test-studio-secret-0123456789';
export const OTHER_STUDIO_SECRET = 'games-wallet-test-other-secret-9876543210';
export const PROVIDER = 'hub88';
export const GAME = 'hub88-book-of-gold';

export async function startWalletApp(options: StartOptions = {}): Promise<TestApp> {
  return startTestApp({ ...options, config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, egt: OTHER_STUDIO_SECRET }, ...options.config } });
}

export interface CallOptions {
  provider?: string;
  secret?: string;
  timestamp?: number;
  headers?: Record<string, string>;
  /** The method and path the signature is made for, when another than the call's own (a replay). */
  signedFor?: { method?: string; path?: string };
}

/** Posts a wallet call signed v2 for its own method and path; `body` objects are sent as JSON, strings as they are. */
export async function call(ctx: TestApp, action: WalletAction | string, body: unknown, options: CallOptions = {}): Promise<TestResponse<WalletResponse>> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const path = `/api/games/wallet/${options.provider ?? PROVIDER}/${action}`;
  const target = { method: options.signedFor?.method ?? 'POST', path: options.signedFor?.path ?? path, body: raw };
  const headers = { ...signRequest(options.secret ?? STUDIO_SECRET, target, options.timestamp), ...options.headers };
  return ctx.post(path, raw, { headers });
}

/** The answer of a call that must be understood (HTTP 200, a status). */
export async function answerOf(ctx: TestApp, action: WalletAction | string, body: unknown, options: CallOptions = {}): Promise<WalletResponse> {
  const res = await call(ctx, action, body, options);
  assert.equal(res.status, 200, res.text);
  assert.equal('success' in res.body, false, 'a decision of the wallet is the contract only');
  assert.equal(typeof res.body.status, 'string', res.text);
  return res.body;
}

export interface Studio {
  user: string;
  sessionToken: string;
  sessionId: number;
  balance(requestId?: string): Promise<WalletResponse>;
  bet(amount: unknown, ids?: { transactionId?: string; roundId?: string; requestId?: string; gameCode?: string }): Promise<WalletResponse>;
  win(amount: unknown, referenceTransactionId: string, roundId: string, ids?: { transactionId?: string; requestId?: string; roundClosed?: boolean }): Promise<WalletResponse>;
  rollback(referenceTransactionId: string, ids?: { transactionId?: string; requestId?: string }): Promise<WalletResponse>;
}

/** Launches `gameCode` for the player and exchanges the launch token, as the studio does. */
export async function launch(ctx: TestApp, player: Player, gameCode = GAME): Promise<Studio> {
  const created = await createGameSession(ctx.app.db, { playerId: player.id, provider: PROVIDER, gameCode });
  const opened = await answerOf(ctx, 'session', { requestId: randomUUID(), launchToken: created.launchToken });
  assert.equal(opened.status, 'RS_OK');
  const user = opened.user!;
  const sessionToken = opened.sessionToken!;
  const base = () => ({ user, sessionToken });
  return {
    user,
    sessionToken,
    sessionId: created.id,
    balance: (requestId = randomUUID()) => answerOf(ctx, 'balance', { ...base(), requestId }),
    bet: (amount, ids = {}) =>
      answerOf(ctx, 'bet', { ...base(), requestId: ids.requestId ?? randomUUID(), transactionId: ids.transactionId ?? randomUUID(), roundId: ids.roundId ?? randomUUID(), gameCode: ids.gameCode ?? gameCode, amount }),
    win: (amount, referenceTransactionId, roundId, ids = {}) =>
      answerOf(ctx, 'win', { ...base(), requestId: ids.requestId ?? randomUUID(), transactionId: ids.transactionId ?? randomUUID(), referenceTransactionId, roundId, amount, roundClosed: ids.roundClosed ?? true }),
    rollback: (referenceTransactionId, ids = {}) =>
      answerOf(ctx, 'rollback', { ...base(), requestId: ids.requestId ?? randomUUID(), transactionId: ids.transactionId ?? randomUUID(), referenceTransactionId }),
  };
}

/** Rows of the tables a wallet call writes: a refused call changes none but `game_wallet_requests`. */
export async function writtenRows(ctx: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['ledger_journals', 'game_transactions', 'game_rounds', 'game_wallet_requests']) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(ctx.app.db);
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

export async function roundOf(ctx: TestApp, roundId: string) {
  return ctx.app.db.selectFrom('game_rounds').selectAll().where('provider', '=', PROVIDER).where('round_id', '=', roundId).executeTakeFirstOrThrow();
}
