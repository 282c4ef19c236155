import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_REALITY_CHECK_MINUTES, GameRoundStatus, NotificationType } from '@arcadia/shared/core';
import { SPORTSBOOK_PROVIDERS } from '../../config.js';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { CATEGORY } from '../casino/catalogue.js';
import { addNotification } from '../notifications/notifications.service.js';
import { liraText } from '../payments/payments.texts.js';
import { fromKurus, toKurus } from '../wallet/money.js';
import {
  announcePosting,
  balancesOf,
  IdempotencyConflictError,
  noteWalletLocked,
  playableBalance,
  postInOneStatement,
  reverse,
  shownBalancesOf,
  type Actor,
  type ReportedPosting,
} from '../wallet/wallet.service.js';
import { SESSION_POLICY } from '../auth/session-store.js';
import { YOUNG_ADULT_MAX_AGE, type SlotStakeCaps } from '../customer/slot-stake-cap.js';
import { exchangeLaunchToken, hashToken } from './game-sessions.js';
import { exchangeSportsbookToken, isSportsbookProvider } from './sportsbook-sessions.js';
import { laneOf, walletCallQueue } from './wallet-call-queue.js';
import {
  fingerprintOf,
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
import { gamesWalletTexts } from './games-wallet.texts.js';
import './games-wallet.tables.js';

/**
 * The seamless wallet's rules (README.md): every call runs in one transaction that first locks the
 * player's wallet, so a player's calls queue up, and stores its answer with its request id in its
 * last statement; a repeat gets that answer back unchanged. A refusal writes nothing but its answer.
 *
 * PGlite runs one statement at a time for the whole server, so a call costs what its round trips
 * cost: lookups are combined into as few statements as the locking allows (what must be read under
 * the wallet lock is read after it, in one statement), and the writes of a call go in one statement.
 */

type Trx = Transaction<Database>;

/** A refusal: the transaction rolls back, only the answer is kept. */
class Refusal extends Error {
  constructor(readonly status: WalletStatus, readonly balance: number | null = null) {
    super(status);
  }
}

/** An answer kept under a request id, with the fingerprint of the request it answered (null in rows older than migration 0121). */
interface KeptAnswer {
  response: WalletResponse;
  requestHash: string | null;
}

/** The request id already has an answer (a repeat, or a twin that committed first): whatever this attempt did rolls back. */
class AnsweredBefore extends Error {
  constructor(readonly kept: KeptAnswer) {
    super('answered before');
  }
}

interface Caller {
  provider: string;
  user: string | null;
  /** The request's fingerprint (`fingerprintOf`): kept with its answer, compared on a repeat. */
  requestHash: string;
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

async function readAnswer(db: Executor, provider: string, requestId: string): Promise<KeptAnswer | null> {
  const row = await db.selectFrom('game_wallet_requests').select(['response', 'request_hash']).where('provider', '=', provider).where('request_id', '=', requestId).executeTakeFirst();
  return row?.response ? { response: row.response as WalletResponse, requestHash: row.request_hash } : null;
}

/**
 * What a request id already answered says to this request: the same request gets the kept answer
 * unchanged; another request under the same id is refused as a duplicate (and that refusal is not
 * kept: the id keeps its first answer).
 */
function answerToRepeat(caller: Caller, request: WalletRequest, kept: KeptAnswer): WalletResponse {
  if (kept.requestHash === null || kept.requestHash === caller.requestHash) return kept.response;
  return answer(caller, request, 'RS_ERROR_DUPLICATE_TRANSACTION', null);
}

/** The statement that keeps a call's answer, for the CTE of a call's last write; a first answer already there stays. */
const keepAnswerSql = (caller: Caller, action: WalletAction, response: WalletResponse) =>
  sql`insert into game_wallet_requests (provider, request_id, action, response, request_hash)
      values (${caller.provider}, ${response.request_uuid}, ${action}, ${JSON.stringify(response)}::jsonb, ${caller.requestHash})
      on conflict (provider, request_id) do nothing returning request_id, response`;

/** Ends a call with its answer, or with the answer its request id already has (this attempt then rolls back). */
async function finish(trx: Trx, caller: Caller, action: WalletAction, response: WalletResponse): Promise<WalletResponse> {
  const kept = await sql<{ request_id: string }>`${keepAnswerSql(caller, action, response)}`.execute(trx);
  if (kept.rows[0]) return response;
  throw new AnsweredBefore((await readAnswer(trx, caller.provider, response.request_uuid!))!);
}

/** Keeps a refusal's answer (its work rolled back); a concurrent first answer to the same request id wins. */
async function keepAnswer(db: Kysely<Database>, caller: Caller, action: WalletAction, request: WalletRequest, response: WalletResponse): Promise<WalletResponse> {
  // Answered as stored (jsonb orders the keys its own way), as a repeat will be.
  const kept = await sql<{ response: WalletResponse }>`${keepAnswerSql(caller, action, response)}`.execute(db);
  if (kept.rows[0]) return kept.rows[0].response;
  const first = await readAnswer(db, caller.provider, response.request_uuid!);
  return first ? answerToRepeat(caller, request, first) : response;
}

/** What the operator configures for stakes: the per-spin slot caps (off by default). */
export interface WalletRules {
  slotStakeCaps?: SlotStakeCaps;
}

/** Answers one verified, well-formed wallet call. Unexpected failures throw (the route answers RS_ERROR_UNKNOWN, not kept). */
export async function handleWalletCall(db: Kysely<Database>, provider: string, action: WalletAction, request: WalletRequest, now = new Date(), rules: WalletRules = {}): Promise<WalletResponse> {
  const caller: Caller = { provider, user: 'user' in request ? request.user : null, requestHash: fingerprintOf(action, request) };
  if (action === 'bet' || action === 'win') return postingCall(db, caller, action, request as BetRequest | WinRequest, now, rules);
  try {
    return await inTransaction(db, (trx) => dispatch(trx, caller, action, request, now));
  } catch (error) {
    if (error instanceof AnsweredBefore) return answerToRepeat(caller, request, error.kept);
    if (error instanceof Refusal) return keepAnswer(db, caller, action, request, answer(caller, request, error.status, error.balance));
    if (error instanceof IdempotencyConflictError) return keepAnswer(db, caller, action, request, answer(caller, request, 'RS_ERROR_DUPLICATE_TRANSACTION', null));
    throw error;
  }
}

function dispatch(trx: Trx, caller: Caller, action: Exclude<WalletAction, 'bet' | 'win'>, request: WalletRequest, now: Date): Promise<WalletResponse> {
  switch (action) {
    case 'session':
      return openSession(trx, caller, request as SessionRequest, now);
    case 'balance':
      return balance(trx, caller, request as BalanceRequest, now);
    case 'rollback':
      return rollback(trx, caller, request as RollbackRequest, now);
  }
}

interface LockedCall {
  sessionId: number;
  playerId: number;
  walletId: number;
  gameCode: string;
}

/**
 * The call's session (of this provider and of `user`) and its player's wallet, locked, in one
 * statement, with any answer its request id already has (a repeat is answered before anything is
 * done). Bets and balance reads need the session live, and the login that launched it too (not
 * revoked, idle or past its lifetime: the ending hooks end the session as well, this holds even
 * against a launch that raced a logout); wins and rollbacks are accepted after either ended. Only
 * the wallet row is locked; what must be read under the lock is read after this.
 */
async function lockCall(trx: Trx, caller: Caller, request: BalanceRequest, live: boolean, now: Date): Promise<LockedCall> {
  const result = await sql<{
    session_id: number;
    player_id: number;
    game_code: string;
    expires_at: Date | string;
    ended_at: Date | string | null;
    wallet_id: number;
    login_live: boolean;
    answered: { response: WalletResponse | null; request_hash: string | null } | null;
  }>`
    select s.id as session_id, s.player_id, s.game_code, s.expires_at, s.ended_at, w.id as wallet_id,
           (l.id is null or (l.revoked_at is null and l.created_at > ${new Date(now.getTime() - SESSION_POLICY.absoluteLifetimeMs)}
                             and l.last_seen_at >= ${new Date(now.getTime() - SESSION_POLICY.idleTimeoutMs)})) as login_live,
           (select json_build_object('response', r.response, 'request_hash', r.request_hash) from game_wallet_requests r
             where r.provider = ${caller.provider} and r.request_id = ${request.requestId}) as answered
      from game_sessions s
      join wallets w on w.player_id = s.player_id
      left join sessions l on l.id = s.site_session_id
     where s.session_token_hash = ${hashToken(request.sessionToken)} and s.provider = ${caller.provider}
       for update of w`.execute(trx);
  const row = result.rows[0];
  if (row?.answered?.response) throw new AnsweredBefore({ response: row.answered.response, requestHash: row.answered.request_hash });
  const isLive = row !== undefined && row.ended_at === null && new Date(row.expires_at) > now && row.login_live;
  if (!row || String(row.player_id) !== request.user || (live && !isLive)) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  // The ledger's posting then writes under this lock without taking it again.
  noteWalletLocked(trx, row.wallet_id);
  return { sessionId: row.session_id, playerId: row.player_id, walletId: row.wallet_id, gameCode: row.game_code };
}

/** Locks the player's wallet: the player's wallet calls (and the expiry job) take turns. */
async function lockWallet(trx: Trx, playerId: number): Promise<number> {
  const wallet = await trx.selectFrom('wallets').select('id').where('player_id', '=', playerId).forUpdate().executeTakeFirst();
  if (!wallet) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  noteWalletLocked(trx, wallet.id);
  return wallet.id;
}

type TransactionRow = Pick<GameTransactionsTable, 'kind' | 'player_id' | 'round_id' | 'reference_transaction_id' | 'outcome' | 'bonus_grant_id' | 'journal_id' | 'returned_at'> & {
  id: number;
  transaction_id: string;
  amount: string;
  cash_amount: string;
  bonus_amount: string;
};

const actorOf = (provider: string): Actor => ({ kind: 'provider', id: provider });

async function openSession(trx: Trx, caller: Caller, request: SessionRequest, now: Date): Promise<WalletResponse> {
  const session = (await exchangeLaunchToken(trx, caller.provider, request.launchToken, now)) ?? (await exchangeSportsbookToken(trx, caller.provider, request.launchToken, now));
  if (!session) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  const user = String(session.playerId);
  const response = answer({ ...caller, user }, request, 'RS_OK', await playable(trx, session.playerId), { sessionToken: session.sessionToken, gameCode: session.gameCode });
  return finish(trx, caller, 'session', response);
}

/** The balance, with how much of it is bonus money and the product that money is staked on (README: Answers). */
async function balance(trx: Trx, caller: Caller, request: BalanceRequest, now: Date): Promise<WalletResponse> {
  const call = await lockCall(trx, caller, request, true, now);
  const shown = await shownBalancesOf(trx, call.playerId);
  const bonus = { bonus: liraToKurus(shown.bonus), ...(shown.bonusProduct ? { bonusProduct: shown.bonusProduct } : {}) };
  return finish(trx, caller, 'balance', answer(caller, request, 'RS_OK', liraToKurus(playableBalance(shown)), bonus));
}

/** What `games_wallet_bet` and `games_wallet_win` answer (migration 0143). */
interface StatementResult {
  /** The call's answer, kept under its request id. */
  response?: WalletResponse;
  /** The answer the request id already had: the same request gets it back, another is a duplicate. */
  answered?: { response: WalletResponse; request_hash: string | null };
  /** The balances the call's posting left (none when it posted nothing). */
  posted?: { player_id: number | string; cash: string; bonus: string; held: string; version: number | string };
  /** A sports payout's notification is due: whether it beat the stake. */
  notify?: { won: boolean };
}

/** Transactions whose statement raised this are run again (migration 0143: a twin took an id meanwhile). */
const RETRY_CODE = '40001';
const STATEMENT_ATTEMPTS = 4;

const reportedPosting = (result: StatementResult): ReportedPosting | null =>
  result.posted
    ? { playerId: Number(result.posted.player_id), balances: { cash: result.posted.cash, bonus: result.posted.bonus, held: result.posted.held }, version: Number(result.posted.version) }
    : null;

/** The login behind a game session must be neither past its lifetime nor idle (SESSION_POLICY). */
const loginBounds = (now: Date) => ({
  bornAfter: new Date(now.getTime() - SESSION_POLICY.absoluteLifetimeMs),
  seenAfter: new Date(now.getTime() - SESSION_POLICY.idleTimeoutMs),
});

/**
 * A bet or a win: one statement, run in the database (migration 0143), that locks the player's
 * wallet, judges the call by the rules written there and in the README, posts through the ledger
 * and keeps its answer; it commits as it ends. A sports payout that closes its slip also gets the
 * player's notification, in the same transaction. Calls that come while another of their lane is in
 * the database share one transaction (wallet-call-queue.ts).
 */
async function postingCall(db: Kysely<Database>, caller: Caller, action: 'bet' | 'win', request: BetRequest | WinRequest, now: Date, rules: WalletRules): Promise<WalletResponse> {
  const statement = action === 'bet' ? betStatement(caller, request as BetRequest, now, rules) : winStatement(caller, request as WinRequest, now);
  const run = async (executor: Executor) => (await statement.execute(executor)).rows[0]!.result;
  const notified = action === 'win' && isSportsbookProvider(caller.provider) && (request as WinRequest).roundClosed;
  const player = /^[1-9]\d{0,15}$/.test(request.user) ? Number(request.user) : null;

  // Inside a transaction (a sports payout's, or one shared with the player's calls queued behind
  // another): the balance caches hear of it at its commit, as of any posting.
  const within = async (trx: Trx): Promise<StatementResult> => {
    const done = await run(trx);
    const posted = reportedPosting(done);
    if (posted) announcePosting(trx, posted);
    if (posted && done.notify) await notifyPayout(trx, posted.playerId, (request as WinRequest).amount, done.notify.won);
    return done;
  };
  const alone = async (): Promise<StatementResult> => {
    if (notified) return inTransaction(db, within);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await postInOneStatement(db, player, () => run(db), reportedPosting);
      } catch (error) {
        if (attempt < STATEMENT_ATTEMPTS && (error as { code?: unknown })?.code === RETRY_CODE) continue;
        throw error;
      }
    }
  };
  const result = await walletCallQueue(db).run(laneOf(request.user), { alone, within });
  if (result.answered) return answerToRepeat(caller, request, { response: result.answered.response, requestHash: result.answered.request_hash });
  return result.response!;
}

function betStatement(caller: Caller, request: BetRequest, now: Date, rules: WalletRules) {
  const login = loginBounds(now);
  const caps = rules.slotStakeCaps;
  const sports = isSportsbookProvider(caller.provider);
  return sql<{ result: StatementResult }>`select games_wallet_bet(
      ${caller.provider}, ${request.requestId}, ${caller.requestHash}, ${request.user}, ${hashToken(request.sessionToken)},
      ${request.transactionId}, ${request.roundId}, ${request.gameCode}, ${request.amount}::bigint, ${now}::timestamptz,
      ${login.bornAfter}::timestamptz, ${login.seenAfter}::timestamptz, ${sports ? 'sports' : 'casino'}, ${!sports},
      ${caps?.slotStakeCapKurus ?? null}::bigint, ${caps?.slotStakeCapYoungAdultKurus ?? null}::bigint, ${CATEGORY.slot}::int,
      ${DEFAULT_REALITY_CHECK_MINUTES}::int, ${YOUNG_ADULT_MAX_AGE}::int) as result`;
}

function winStatement(caller: Caller, request: WinRequest, now: Date) {
  const login = loginBounds(now);
  const notified = isSportsbookProvider(caller.provider) && request.roundClosed;
  return sql<{ result: StatementResult }>`select games_wallet_win(
      ${caller.provider}, ${request.requestId}, ${caller.requestHash}, ${request.user}, ${hashToken(request.sessionToken)},
      ${request.transactionId}, ${request.referenceTransactionId}, ${request.roundId}, ${request.amount}::bigint, ${request.roundClosed}::boolean,
      ${now}::timestamptz, ${login.bornAfter}::timestamptz, ${login.seenAfter}::timestamptz, ${notified}::boolean) as result`;
}

/**
 * A sports slip is settled days after it was placed, away from the frame: the player hears of its
 * payout like of a deposit (casino wins show in the game itself, and come by the second).
 */
async function notifyPayout(trx: Trx, playerId: number, amountKurus: number, won: boolean): Promise<void> {
  const paid = liraText(kurusToLira(amountKurus));
  const note = (locale: 'tr' | 'en') => gamesWalletTexts.betPaidNote[locale].replace('{amount}', paid[locale]);
  await addNotification(trx, playerId, {
    type: NotificationType.System,
    title: won ? gamesWalletTexts.betWonTitle : gamesWalletTexts.betPaidTitle,
    note: { tr: note('tr'), en: note('en') },
  });
}

/** A bet a rollback names, with its round's status and whether a win names it. */
type RollbackTarget = TransactionRow & { round_status: number | null; won: boolean };

/**
 * Returns a bet, once, while nothing has settled it: a bet that a win names, or whose round is
 * Completed, is refused (RS_ERROR_TRANSACTION_DOES_NOT_EXIST), so a stake is never returned beside
 * the win it produced. A rollback of a transaction id never seen leaves a tombstone under that id
 * (the late bet is refused as a duplicate) and answers RS_ERROR_TRANSACTION_DOES_NOT_EXIST. The
 * same rollback sent again answers RS_OK and moves nothing: its bet is not taken, either way.
 */
async function rollback(trx: Trx, caller: Caller, request: RollbackRequest, now: Date): Promise<WalletResponse> {
  const call = await lockCall(trx, caller, request, false, now);
  const playerId = call.playerId;
  const done = (status: WalletStatus, balance: number) => finish(trx, caller, 'rollback', answer(caller, request, status, balance));

  // Under the wallet lock, in one statement: the rollback's own id if taken, and the bet it names.
  const found = await sql<{ existing: Pick<TransactionRow, 'kind' | 'player_id' | 'reference_transaction_id'> | null; target: RollbackTarget | null }>`
    select
      (select row_to_json(x) from (
         select kind, player_id, reference_transaction_id from game_transactions where provider = ${caller.provider} and transaction_id = ${request.transactionId}) x) as existing,
      (select row_to_json(y) from (
         select t.id, t.transaction_id, t.kind, t.player_id, t.round_id, t.reference_transaction_id, t.amount::text as amount, t.cash_amount::text as cash_amount,
                t.bonus_amount::text as bonus_amount, t.bonus_grant_id, t.journal_id, t.outcome, t.returned_at, r.status as round_status,
                exists (select 1 from game_transactions w where w.round_id = t.round_id and w.kind = 'win' and w.reference_transaction_id = t.transaction_id) as won
           from game_transactions t left join game_rounds r on r.id = t.round_id
          where t.provider = ${caller.provider} and t.transaction_id = ${request.referenceTransactionId}) y) as target`.execute(trx);
  const { existing, target } = found.rows[0]!;
  if (existing) {
    const same = existing.kind === 'rollback' && existing.player_id === playerId && existing.reference_transaction_id === request.referenceTransactionId;
    throw new Refusal(same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', await playable(trx, playerId));
  }

  const record = (outcome: WalletStatus, journalId: number | null, roundPk: number | null, amount = '0.00') =>
    trx
      .insertInto('game_transactions')
      .values({ provider: caller.provider, transaction_id: request.transactionId, kind: 'rollback', player_id: playerId, round_id: roundPk, reference_transaction_id: request.referenceTransactionId, amount, journal_id: journalId, outcome, created_at: now })
      .execute();

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
    return done('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));
  }
  if (target.kind !== 'bet' || target.player_id !== playerId || target.journal_id === null) {
    throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));
  }
  if (target.returned_at !== null) {
    // Already returned (by another rollback or by the round's expiry): nothing moves again.
    await record('RS_OK', null, target.round_id);
    return done('RS_OK', await playable(trx, playerId));
  }
  // Settled: a win names the bet, or its round is closed. Nothing is kept but the answer.
  if (target.won || target.round_status !== GameRoundStatus.Processing) throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', await playable(trx, playerId));

  const reversed = await reverse(trx, { journalId: target.journal_id, type: 'casino_rollback', actor: actorOf(caller.provider), ref: { provider: caller.provider, externalId: request.transactionId } });
  await returnBet(trx, target, now);
  await record('RS_OK', reversed.journal.id, target.round_id, target.amount);
  return done('RS_OK', liraToKurus(reversed.balance));
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
    // A sports slip stays open until its matches end, days later perhaps: the sportsbook settles it or rolls it back.
    .where('provider', 'not in', [...SPORTSBOOK_PROVIDERS])
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
