import type { Kysely, Transaction } from 'kysely';
import { GameRoundStatus, BetAction } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { contributeToJackpots } from '../casino/jackpots.js';
import { fromKurus, toKurus } from '../wallet/money.js';
import { balancesOf, IdempotencyConflictError, playableBalance, post, reverse, type Actor, type EntryLine } from '../wallet/wallet.service.js';
import { exchangeLaunchToken, findGameSession, type GameSession } from './game-sessions.js';
import {
  kurusToLira,
  liraToKurus,
  type BalanceRequest,
  type BetRequest,
  type RollbackRequest,
  type SessionRequest,
  type WalletAction,
  type WalletRequest,
  type WalletResponse,
  type WalletStatus,
  type WinRequest,
} from './games-wallet.contract.js';
import type { GameTransactionsTable } from './games-wallet.tables.js';
import './games-wallet.tables.js';

/**
 * The seamless wallet's rules (README.md): every call runs in one transaction that first claims its
 * request id, then locks the player's wallet, so a player's calls queue up; the answer is stored
 * with the request id and returned unchanged to a repeat. A refusal writes nothing but its answer.
 */

type Trx = Transaction<Database>;

/** A refusal: the transaction rolls back, only the answer is kept. */
class Refusal extends Error {
  constructor(readonly status: WalletStatus, readonly balance: number | null = null) {
    super(status);
  }
}

interface Caller {
  provider: string;
  user: string | null;
}

const answer = (caller: Caller, request: WalletRequest, status: WalletStatus, balance: number | null, extra: Partial<WalletResponse> = {}): WalletResponse => ({
  status,
  request_uuid: request.requestId,
  user: caller.user,
  currency: 'TRY',
  balance,
  ...extra,
});

async function playable(trx: Executor, playerId: number): Promise<number> {
  return liraToKurus(playableBalance(await balancesOf(trx, playerId)));
}

async function readAnswer(db: Executor, provider: string, requestId: string): Promise<WalletResponse | null> {
  const row = await db.selectFrom('game_wallet_requests').select('response').where('provider', '=', provider).where('request_id', '=', requestId).executeTakeFirst();
  return (row?.response as WalletResponse | null | undefined) ?? null;
}

/** Keeps a refusal's answer; a concurrent first answer to the same request id wins. */
async function keepAnswer(db: Kysely<Database>, provider: string, action: WalletAction, response: WalletResponse): Promise<WalletResponse> {
  const requestId = response.request_uuid!;
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('game_wallet_requests')
      .values({ provider, request_id: requestId, action, response: JSON.stringify(response) })
      .onConflict((oc) => oc.columns(['provider', 'request_id']).doNothing())
      .execute();
    return (await readAnswer(trx, provider, requestId)) ?? response;
  });
}

/** Answers one verified, well-formed wallet call. Unexpected failures throw (the route answers RS_ERROR_UNKNOWN, not kept). */
export async function handleWalletCall(db: Kysely<Database>, provider: string, action: WalletAction, request: WalletRequest, now = new Date()): Promise<WalletResponse> {
  const first = await readAnswer(db, provider, request.requestId);
  if (first) return first;
  const caller: Caller = { provider, user: 'user' in request ? request.user : null };
  try {
    return await inTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('game_wallet_requests')
        .values({ provider, request_id: request.requestId, action, response: null })
        .onConflict((oc) => oc.columns(['provider', 'request_id']).doNothing())
        .returning('request_id')
        .executeTakeFirst();
      if (!claimed) {
        // The same request id committed meanwhile (PostgreSQL waited for it): its answer stands.
        const stored = await readAnswer(trx, provider, request.requestId);
        if (stored) return stored;
        throw new Error(`request ${request.requestId} is claimed without an answer`);
      }
      const response = await dispatch(trx, caller, action, request, now);
      await trx.updateTable('game_wallet_requests').set({ response: JSON.stringify(response) }).where('provider', '=', provider).where('request_id', '=', request.requestId).execute();
      return response;
    });
  } catch (error) {
    if (error instanceof Refusal) return keepAnswer(db, provider, action, answer(caller, request, error.status, error.balance));
    if (error instanceof IdempotencyConflictError) return keepAnswer(db, provider, action, answer(caller, request, 'RS_ERROR_DUPLICATE_TRANSACTION', null));
    throw error;
  }
}

function dispatch(trx: Trx, caller: Caller, action: WalletAction, request: WalletRequest, now: Date): Promise<WalletResponse> {
  switch (action) {
    case 'session':
      return openSession(trx, caller, request as SessionRequest, now);
    case 'balance':
      return balance(trx, caller, request as BalanceRequest, now);
    case 'bet':
      return bet(trx, caller, request as BetRequest, now);
    case 'win':
      return win(trx, caller, request as WinRequest, now);
    case 'rollback':
      return rollback(trx, caller, request as RollbackRequest, now);
  }
}

/**
 * The session behind `sessionToken`, of this provider and of `user`. Bets (and balance reads) need
 * it live; wins and rollbacks are accepted after it ended.
 */
async function sessionOf(trx: Trx, caller: Caller, request: BalanceRequest, live: boolean, now: Date): Promise<GameSession> {
  const session = await findGameSession(trx, caller.provider, request.sessionToken, now);
  if (!session || String(session.playerId) !== request.user || (live && !session.live)) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  return session;
}

/** Locks the player's wallet: the player's wallet calls (and the expiry job) take turns. */
async function lockWallet(trx: Trx, playerId: number): Promise<number> {
  const wallet = await trx.selectFrom('wallets').select('id').where('player_id', '=', playerId).forUpdate().executeTakeFirst();
  if (!wallet) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  return wallet.id;
}

type TransactionRow = Pick<GameTransactionsTable, 'kind' | 'player_id' | 'round_id' | 'reference_transaction_id' | 'outcome' | 'bonus_grant_id' | 'journal_id' | 'returned_at'> & {
  id: number;
  transaction_id: string;
  amount: string;
  cash_amount: string;
  bonus_amount: string;
};

function findTransaction(trx: Trx, provider: string, transactionId: string): Promise<TransactionRow | undefined> {
  return trx
    .selectFrom('game_transactions')
    .select(['id', 'transaction_id', 'kind', 'player_id', 'round_id', 'reference_transaction_id', 'amount', 'cash_amount', 'bonus_amount', 'bonus_grant_id', 'journal_id', 'outcome', 'returned_at'])
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst() as Promise<TransactionRow | undefined>;
}

async function roundKey(trx: Trx, roundPk: number | null): Promise<string | null> {
  if (roundPk === null) return null;
  const row = await trx.selectFrom('game_rounds').select('round_id').where('id', '=', roundPk).executeTakeFirst();
  return row?.round_id ?? null;
}

const actorOf = (provider: string): Actor => ({ kind: 'provider', id: provider });

async function openSession(trx: Trx, caller: Caller, request: SessionRequest, now: Date): Promise<WalletResponse> {
  const session = await exchangeLaunchToken(trx, caller.provider, request.launchToken, now);
  if (!session) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  const user = String(session.playerId);
  return answer({ ...caller, user }, request, 'RS_OK', await playable(trx, session.playerId), { sessionToken: session.sessionToken, gameCode: session.gameCode });
}

async function balance(trx: Trx, caller: Caller, request: BalanceRequest, now: Date): Promise<WalletResponse> {
  const session = await sessionOf(trx, caller, request, true, now);
  return answer(caller, request, 'RS_OK', await playable(trx, session.playerId));
}

/** A stake takes cash first, then bonus; the bonus part counts toward the oldest active bonus's wagering. */
async function bet(trx: Trx, caller: Caller, request: BetRequest, now: Date): Promise<WalletResponse> {
  const session = await sessionOf(trx, caller, request, true, now);
  if (session.gameCode !== request.gameCode) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  const playerId = session.playerId;
  const walletId = await lockWallet(trx, playerId);

  const existing = await findTransaction(trx, caller.provider, request.transactionId);
  if (existing) {
    const same = existing.kind === 'bet' && existing.player_id === playerId && liraToKurus(existing.amount) === request.amount && (await roundKey(trx, existing.round_id)) === request.roundId;
    throw new Refusal(same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', await playable(trx, playerId));
  }

  const round = await trx.selectFrom('game_rounds').select(['id', 'status']).where('provider', '=', caller.provider).where('round_id', '=', request.roundId).where('player_id', '=', playerId).executeTakeFirst();
  if (round && round.status !== GameRoundStatus.Processing) throw new Refusal('RS_ERROR_WRONG_TYPES', await playable(trx, playerId));

  const balances = await balancesOf(trx, playerId);
  const cash = toKurus(balances.cash);
  const bonus = toKurus(balances.bonus);
  const stake = BigInt(request.amount);
  if (cash + bonus < stake) throw new Refusal('RS_ERROR_NOT_ENOUGH_MONEY', Number(cash + bonus));
  const fromCash = cash < stake ? cash : stake;
  const fromBonus = stake - fromCash;
  const entries: EntryLine[] = [];
  if (fromCash > 0n) entries.push({ balance: 'cash', amount: fromKurus(-fromCash) });
  if (fromBonus > 0n) entries.push({ balance: 'bonus', amount: fromKurus(-fromBonus) });
  const posted = await post(trx, { walletId, type: 'casino_bet', actor: actorOf(caller.provider), ref: { provider: caller.provider, externalId: request.transactionId }, entries });

  let bonusGrantId: number | null = null;
  if (fromBonus > 0n) {
    const grant = await trx.selectFrom('bonus_grants').select(['id', 'wagered']).where('wallet_id', '=', walletId).where('status', '=', 'active').orderBy('id').limit(1).forUpdate().executeTakeFirst();
    if (grant) {
      bonusGrantId = grant.id;
      await trx.updateTable('bonus_grants').set({ wagered: fromKurus(toKurus(grant.wagered) + fromBonus), updated_at: now }).where('id', '=', grant.id).execute();
    }
  }

  const roundPk = round
    ? (await trx.updateTable('game_rounds').set((eb) => ({ stake: eb('stake', '+', kurusToLira(request.amount)), updated_at: now })).where('id', '=', round.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('game_rounds')
          .values({ provider: caller.provider, round_id: request.roundId, player_id: playerId, wallet_id: walletId, session_id: session.id, game_code: request.gameCode, stake: kurusToLira(request.amount), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

  // Last: the pools are rows every bet updates, locked until commit.
  await contributeToJackpots(trx, kurusToLira(request.amount));
  await trx
    .insertInto('game_transactions')
    .values({
      provider: caller.provider,
      transaction_id: request.transactionId,
      kind: 'bet',
      action: BetAction.Bet,
      player_id: playerId,
      round_id: roundPk,
      amount: kurusToLira(request.amount),
      cash_amount: fromKurus(fromCash),
      bonus_amount: fromKurus(fromBonus),
      bonus_grant_id: bonusGrantId,
      journal_id: posted.journal.id,
      created_at: now,
    })
    .execute();
  return answer(caller, request, 'RS_OK', liraToKurus(posted.balance));
}

/** A win goes to bonus in the share its bet took from bonus (rounded down), the rest to cash. */
async function win(trx: Trx, caller: Caller, request: WinRequest, now: Date): Promise<WalletResponse> {
  const session = await sessionOf(trx, caller, request, false, now);
  const playerId = session.playerId;
  const walletId = await lockWallet(trx, playerId);

  const existing = await findTransaction(trx, caller.provider, request.transactionId);
  if (existing) {
    const same = existing.kind === 'win' && existing.player_id === playerId && liraToKurus(existing.amount) === request.amount && existing.reference_transaction_id === request.referenceTransactionId && (await roundKey(trx, existing.round_id)) === request.roundId;
    throw new Refusal(same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', await playable(trx, playerId));
  }

  const stake = await findTransaction(trx, caller.provider, request.referenceTransactionId);
  const round = stake?.round_id ? await trx.selectFrom('game_rounds').select(['id', 'round_id', 'status']).where('id', '=', stake.round_id).executeTakeFirst() : undefined;
  if (
    !stake ||
    !round ||
    stake.kind !== 'bet' ||
    stake.player_id !== playerId ||
    stake.returned_at !== null ||
    round.round_id !== request.roundId ||
    round.status === GameRoundStatus.Cancelled ||
    round.status === GameRoundStatus.Expired
  ) {
    throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));
  }

  const amount = BigInt(request.amount);
  const stakeKurus = toKurus(stake.amount);
  const toBonus = (amount * toKurus(stake.bonus_amount)) / stakeKurus;
  const toCash = amount - toBonus;
  let journalId: number | null = null;
  let balanceAfter: number;
  if (amount > 0n) {
    const entries: EntryLine[] = [];
    if (toCash > 0n) entries.push({ balance: 'cash', amount: fromKurus(toCash) });
    if (toBonus > 0n) entries.push({ balance: 'bonus', amount: fromKurus(toBonus) });
    const posted = await post(trx, { walletId, type: 'casino_win', actor: actorOf(caller.provider), ref: { provider: caller.provider, externalId: request.transactionId }, entries });
    journalId = posted.journal.id;
    balanceAfter = liraToKurus(posted.balance);
  } else {
    balanceAfter = await playable(trx, playerId);
  }

  await trx
    .updateTable('game_rounds')
    .set((eb) => ({
      win: eb('win', '+', kurusToLira(request.amount)),
      updated_at: now,
      ...(request.roundClosed ? { status: GameRoundStatus.Completed, closed_at: now } : {}),
    }))
    .where('id', '=', round.id)
    .execute();
  await trx
    .insertInto('game_transactions')
    .values({
      provider: caller.provider,
      transaction_id: request.transactionId,
      kind: 'win',
      action: BetAction.Win,
      player_id: playerId,
      round_id: round.id,
      reference_transaction_id: request.referenceTransactionId,
      amount: kurusToLira(request.amount),
      cash_amount: fromKurus(toCash),
      bonus_amount: fromKurus(toBonus),
      journal_id: journalId,
      created_at: now,
    })
    .execute();
  return answer(caller, request, 'RS_OK', balanceAfter);
}

/**
 * Returns a bet, once. A rollback of a transaction id never seen leaves a tombstone under that
 * id (the late bet is refused as a duplicate) and answers RS_ERROR_TRANSACTION_DOES_NOT_EXIST.
 */
async function rollback(trx: Trx, caller: Caller, request: RollbackRequest, now: Date): Promise<WalletResponse> {
  const session = await sessionOf(trx, caller, request, false, now);
  const playerId = session.playerId;
  await lockWallet(trx, playerId);

  const existing = await findTransaction(trx, caller.provider, request.transactionId);
  if (existing) {
    const same = existing.kind === 'rollback' && existing.player_id === playerId && existing.reference_transaction_id === request.referenceTransactionId;
    throw new Refusal(same ? ((existing.outcome as WalletStatus | null) ?? 'RS_OK') : 'RS_ERROR_DUPLICATE_TRANSACTION', await playable(trx, playerId));
  }

  const record = (outcome: WalletStatus, journalId: number | null, roundPk: number | null, amount = '0.00') =>
    trx
      .insertInto('game_transactions')
      .values({ provider: caller.provider, transaction_id: request.transactionId, kind: 'rollback', player_id: playerId, round_id: roundPk, reference_transaction_id: request.referenceTransactionId, amount, journal_id: journalId, outcome, created_at: now })
      .execute();

  const target = await findTransaction(trx, caller.provider, request.referenceTransactionId);
  if (!target) {
    // The bet has not arrived (yet): its id is taken now, so it never will be accepted.
    const tombstone = await trx
      .insertInto('game_transactions')
      .values({ provider: caller.provider, transaction_id: request.referenceTransactionId, kind: 'tombstone', player_id: playerId, amount: '0.00', created_at: now })
      .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!tombstone) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));
    await record('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', null, null);
    return answer(caller, request, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));
  }
  if (target.kind !== 'bet' || target.player_id !== playerId || target.journal_id === null) {
    throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));
  }
  if (target.returned_at !== null) {
    // Already returned (by another rollback or by the round's expiry): nothing moves again.
    await record('RS_OK', null, target.round_id);
    return answer(caller, request, 'RS_OK', await playable(trx, playerId));
  }

  const reversed = await reverse(trx, { journalId: target.journal_id, type: 'casino_rollback', actor: actorOf(caller.provider), ref: { provider: caller.provider, externalId: request.transactionId } });
  await returnBet(trx, target, now);
  await record('RS_OK', reversed.journal.id, target.round_id, target.amount);
  return answer(caller, request, 'RS_OK', liraToKurus(reversed.balance));
}

/**
 * Marks a bet returned: its round's stake and its bonus's wagering go down by it; a round whose
 * every bet is returned is Cancelled (unless `closeAs` says otherwise).
 */
async function returnBet(trx: Trx, bet: TransactionRow, now: Date): Promise<void> {
  await trx.updateTable('game_transactions').set({ returned_at: now }).where('id', '=', bet.id).execute();
  if (bet.bonus_grant_id !== null && toKurus(bet.bonus_amount) > 0n) {
    const grant = await trx.selectFrom('bonus_grants').select('wagered').where('id', '=', bet.bonus_grant_id).forUpdate().executeTakeFirstOrThrow();
    const left = toKurus(grant.wagered) - toKurus(bet.bonus_amount);
    await trx.updateTable('bonus_grants').set({ wagered: fromKurus(left > 0n ? left : 0n), updated_at: now }).where('id', '=', bet.bonus_grant_id).execute();
  }
  if (bet.round_id === null) return;
  await trx.updateTable('game_rounds').set((eb) => ({ stake: eb('stake', '-', bet.amount), updated_at: now })).where('id', '=', bet.round_id).execute();
  const open = await trx.selectFrom('game_transactions').select('id').where('round_id', '=', bet.round_id).where('kind', '=', 'bet').where('returned_at', 'is', null).executeTakeFirst();
  if (!open) await trx.updateTable('game_rounds').set({ status: GameRoundStatus.Cancelled, closed_at: now }).where('id', '=', bet.round_id).where('status', '=', GameRoundStatus.Processing).execute();
}

/** A round with no activity for this long is expired by the job. */
export const ROUND_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * Expires rounds still Processing with no activity for `timeoutMs`. The rule for the stake: a
 * round that paid no win gets its stakes back (each open bet reversed once, type
 * `casino_round_expired`); a round that paid a win keeps them (the studio settled it and only
 * never closed it). Either way the round is Expired and takes no more bets or wins. Returns how
 * many rounds it expired.
 */
export async function expireStaleRounds(db: Kysely<Database>, options: { now?: Date; timeoutMs?: number; limit?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.timeoutMs ?? ROUND_TIMEOUT_MS));
  const stale = await db
    .selectFrom('game_rounds')
    .select(['id', 'player_id'])
    .where('status', '=', GameRoundStatus.Processing)
    .where('updated_at', '<', cutoff)
    .orderBy('updated_at')
    .limit(options.limit ?? 500)
    .execute();
  let expired = 0;
  for (const candidate of stale) {
    const done = await inTransaction(db, async (trx) => {
      await lockWallet(trx, candidate.player_id);
      const round = await trx
        .selectFrom('game_rounds')
        .select(['id', 'provider', 'win'])
        .where('id', '=', candidate.id)
        .where('status', '=', GameRoundStatus.Processing)
        .where('updated_at', '<', cutoff)
        .forUpdate()
        .executeTakeFirst();
      if (!round) return false;
      if (toKurus(round.win) === 0n) {
        const bets = (await trx
          .selectFrom('game_transactions')
          .select(['id', 'transaction_id', 'kind', 'player_id', 'round_id', 'reference_transaction_id', 'amount', 'cash_amount', 'bonus_amount', 'bonus_grant_id', 'journal_id', 'outcome', 'returned_at'])
          .where('round_id', '=', round.id)
          .where('kind', '=', 'bet')
          .where('returned_at', 'is', null)
          .orderBy('id')
          .execute()) as TransactionRow[];
        for (const bet of bets) {
          await reverse(trx, { journalId: bet.journal_id!, type: 'casino_round_expired', actor: { kind: 'system', id: 'round-expiry' }, ref: { provider: 'arcadia', externalId: `round-expired:${round.provider}:${bet.transaction_id}` } });
          await returnBet(trx, bet, now);
        }
      }
      await trx.updateTable('game_rounds').set({ status: GameRoundStatus.Expired, closed_at: now, updated_at: now }).where('id', '=', round.id).execute();
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
