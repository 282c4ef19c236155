import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { GameRoundStatus, BetAction, NotificationType } from '@arcadia/shared/core';
import { SPORTSBOOK_PROVIDERS } from '../../config.js';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { jackpotContribution } from '../casino/jackpots.js';
import { addNotification } from '../notifications/notifications.service.js';
import { liraText } from '../payments/payments.texts.js';
import { fromKurus, toKurus } from '../wallet/money.js';
import { balancesOf, IdempotencyConflictError, noteWalletLocked, playableBalance, post, reverse, shownBalancesOf, type Actor, type EntryLine } from '../wallet/wallet.service.js';
import { SESSION_POLICY } from '../auth/session-store.js';
import { judgeStake, stakeGuardSql, type GuardFacts, type SlotStakeCaps } from '../responsible-gaming/stake-guard.js';
import { exchangeLaunchToken, hashToken } from './game-sessions.js';
import { exchangeSportsbookToken, isSportsbookProvider } from './sportsbook-sessions.js';
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
async function finish(trx: Trx, caller: Caller, action: WalletAction, response: WalletResponse, writes: RawBuilder<unknown> | null = null): Promise<WalletResponse> {
  const kept = writes
    ? await sql<{ kept: string | null }>`with ${writes}, kept as (${keepAnswerSql(caller, action, response)}) select (select request_id from kept) as kept`.execute(trx)
    : await sql<{ kept: string | null }>`with kept as (${keepAnswerSql(caller, action, response)}) select (select request_id from kept) as kept`.execute(trx);
  if (kept.rows[0]?.kept) return response;
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
  try {
    return await inTransaction(db, (trx) => dispatch(trx, caller, action, request, now, rules));
  } catch (error) {
    if (error instanceof AnsweredBefore) return answerToRepeat(caller, request, error.kept);
    if (error instanceof Refusal) return keepAnswer(db, caller, action, request, answer(caller, request, error.status, error.balance));
    if (error instanceof IdempotencyConflictError) return keepAnswer(db, caller, action, request, answer(caller, request, 'RS_ERROR_DUPLICATE_TRANSACTION', null));
    throw error;
  }
}

function dispatch(trx: Trx, caller: Caller, action: WalletAction, request: WalletRequest, now: Date, rules: WalletRules): Promise<WalletResponse> {
  switch (action) {
    case 'session':
      return openSession(trx, caller, request as SessionRequest, now);
    case 'balance':
      return balance(trx, caller, request as BalanceRequest, now);
    case 'bet':
      return bet(trx, caller, request as BetRequest, now, rules);
    case 'win':
      return win(trx, caller, request as WinRequest, now);
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

/**
 * A transaction id already taken, as the repeat checks need it: `round_key` and `round_game` are its
 * round's round id and game; `closed_round` says a win closed its round (see readUnderLock).
 */
interface TakenTransaction {
  kind: GameTransactionsTable['kind'];
  player_id: number;
  amount: string;
  reference_transaction_id: string | null;
  round_key: string | null;
  round_game: string | null;
  closed_round: boolean;
}

/** A bet a win refers to, with its round and what the round's bets still stake, from cash and from bonus. */
interface StakeOfWin {
  id: number;
  kind: GameTransactionsTable['kind'];
  player_id: number;
  amount: string;
  returned_at: string | null;
  round_id: number | null;
  round_key: string | null;
  round_status: number | null;
  round_cash: string | null;
  round_bonus: string | null;
}

/**
 * Read under the wallet lock, in one statement: the call's transaction id if taken, what `more` adds,
 * and the balances. Whether a win closed its round is not stored but follows from the rules: only a
 * win with `roundClosed` completes a round, and a Completed round takes no win after it, so the
 * closing win is the last win of a Completed round.
 */
async function readUnderLock<T extends object>(trx: Trx, caller: Caller, walletId: number, transactionId: string, more: RawBuilder<unknown> | null = null) {
  const result = await sql<{ taken: TakenTransaction | null; cash: string | null; bonus: string | null } & T>`
    select
      (select row_to_json(x) from (
         select t.kind, t.player_id, t.amount::text as amount, t.reference_transaction_id, r.round_id as round_key, r.game_code as round_game,
                (t.kind = 'win' and r.status = ${GameRoundStatus.Completed}
                 and not exists (select 1 from game_transactions l where l.round_id = t.round_id and l.kind = 'win' and l.id > t.id)) as closed_round
           from game_transactions t left join game_rounds r on r.id = t.round_id
          where t.provider = ${caller.provider} and t.transaction_id = ${transactionId}) x) as taken,
      (select balance::text from wallet_balances where wallet_id = ${walletId} and balance_kind = 'cash') as cash,
      (select balance::text from wallet_balances where wallet_id = ${walletId} and balance_kind = 'bonus') as bonus
      ${more ?? sql.raw('')}`.execute(trx);
  const row = result.rows[0]!;
  const cash = toKurus(row.cash ?? '0.00');
  const bonus = toKurus(row.bonus ?? '0.00');
  return { ...row, cash, bonus, playable: Number(cash + bonus) };
}

/**
 * A stake takes cash first, then bonus; the bonus part counts toward the oldest active bonus's
 * wagering. A round is one game's: a bet's game is its round's.
 */
async function bet(trx: Trx, caller: Caller, request: BetRequest, now: Date, rules: WalletRules): Promise<WalletResponse> {
  const call = await lockCall(trx, caller, request, true, now);
  const { playerId, walletId } = call;

  const product = isSportsbookProvider(caller.provider) ? 'sports' : 'casino';
  const read = await readUnderLock<{ round: { id: number; status: number; game_code: string } | null; guard: GuardFacts | null; bonus_product: string | null }>(
    trx,
    caller,
    walletId,
    request.transactionId,
    sql`, (select row_to_json(x) from (select id, status, game_code from game_rounds where provider = ${caller.provider} and round_id = ${request.roundId} and player_id = ${playerId}) x) as round,
        (select product from bonus_grants where wallet_id = ${walletId} and status = 'active' order by id limit 1) as bonus_product,
        ${stakeGuardSql(playerId, now, { gameCode: request.gameCode, caps: rules.slotStakeCaps }, call.sessionId)}`,
  );
  // A transaction id taken is judged first: its bet again is RS_OK, anything else under it (another
  // game included) a duplicate.
  if (read.taken) {
    const taken = read.taken;
    const same =
      taken.kind === 'bet' && taken.player_id === playerId && liraToKurus(taken.amount) === request.amount && taken.round_key === request.roundId && taken.round_game === request.gameCode;
    throw new Refusal(same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', read.playable);
  }
  if (call.gameCode !== request.gameCode) throw new Refusal('RS_ERROR_INVALID_TOKEN');
  const round = read.round;
  if (round && (round.status !== GameRoundStatus.Processing || round.game_code !== request.gameCode)) throw new Refusal('RS_ERROR_WRONG_TYPES', read.playable);

  const stake = BigInt(request.amount);
  const refused = judgeStake(read.guard, stake, now, rules.slotStakeCaps);
  if (refused) throw new Refusal(refused === 'excluded' ? 'RS_ERROR_USER_DISABLED' : 'RS_ERROR_LIMIT_REACHED', read.playable);
  // Bonus money plays only on its bonus's product (a casino bonus is not staked on a sports slip).
  const bonusUsable = read.bonus_product === null || read.bonus_product === product ? read.bonus : 0n;
  if (read.cash + bonusUsable < stake) throw new Refusal('RS_ERROR_NOT_ENOUGH_MONEY', read.playable);
  const fromCash = read.cash < stake ? read.cash : stake;
  const fromBonus = stake - fromCash;
  const entries: EntryLine[] = [];
  if (fromCash > 0n) entries.push({ balance: 'cash', amount: fromKurus(-fromCash) });
  if (fromBonus > 0n) entries.push({ balance: 'bonus', amount: fromKurus(-fromBonus) });
  const posted = await post(trx, { walletId, type: 'casino_bet', actor: actorOf(caller.provider), ref: { provider: caller.provider, externalId: request.transactionId }, entries });

  let bonusGrantId: number | null = null;
  if (fromBonus > 0n) {
    const grant = await sql<{ id: number }>`
      update bonus_grants set wagered = wagered + ${fromKurus(fromBonus)}::numeric, updated_at = ${now}
       where id = (select id from bonus_grants where wallet_id = ${walletId} and status = 'active' order by id limit 1 for update)
      returning id`.execute(trx);
    bonusGrantId = grant.rows[0]?.id ?? null;
  }

  const amount = kurusToLira(request.amount);
  const roundWrite = round
    ? sql`update game_rounds set stake = stake + ${amount}::numeric, updated_at = ${now} where id = ${round.id} returning id`
    : sql`insert into game_rounds (provider, round_id, player_id, wallet_id, session_id, game_code, stake, created_at, updated_at)
          values (${caller.provider}, ${request.roundId}, ${playerId}, ${walletId}, ${call.sessionId}, ${request.gameCode}, ${amount}::numeric, ${now}, ${now}) returning id`;
  // The round, the bet, its jackpot contribution and the answer: one statement. Sports stakes
  // feed no casino jackpot.
  const jackpot = isSportsbookProvider(caller.provider) ? sql.raw('') : sql`, jackpot as (${jackpotContribution(amount)})`;
  const writes = sql`round as (${roundWrite}),
    bet as (
      insert into game_transactions (provider, transaction_id, kind, action, player_id, round_id, amount, cash_amount, bonus_amount, bonus_grant_id, journal_id, created_at)
      select ${caller.provider}, ${request.transactionId}, 'bet', ${BetAction.Bet}, ${playerId}, round.id, ${amount}::numeric, ${fromKurus(fromCash)}::numeric, ${fromKurus(fromBonus)}::numeric,
             ${bonusGrantId}::bigint, ${posted.journal.id}, ${now} from round)${jackpot}`;
  return finish(trx, caller, 'bet', answer(caller, request, 'RS_OK', liraToKurus(posted.balance)), writes);
}

/**
 * A win pays into a round still Processing. It is split as the round's stakes (its bets not
 * returned) were taken: cash in the share they took from cash, rounded down, the rest (the rounding
 * remainder included) to bonus, so bonus money never turns into cash by winning with it, whichever
 * bet of the round the win names.
 */
async function win(trx: Trx, caller: Caller, request: WinRequest, now: Date): Promise<WalletResponse> {
  const call = await lockCall(trx, caller, request, false, now);
  const { playerId, walletId } = call;

  const read = await readUnderLock<{ stake: StakeOfWin | null }>(
    trx,
    caller,
    walletId,
    request.transactionId,
    sql`, (select row_to_json(x) from (
           select t.id, t.kind, t.player_id, t.amount::text as amount, t.returned_at, t.round_id, r.round_id as round_key, r.status as round_status,
                  staked.cash as round_cash, staked.bonus as round_bonus
             from game_transactions t
             left join game_rounds r on r.id = t.round_id
             left join lateral (
               select sum(b.cash_amount)::text as cash, sum(b.bonus_amount)::text as bonus
                 from game_transactions b where b.round_id = t.round_id and b.kind = 'bet' and b.returned_at is null) staked on true
            where t.provider = ${caller.provider} and t.transaction_id = ${request.referenceTransactionId}) x) as stake`,
  );
  if (read.taken) {
    const taken = read.taken;
    const same =
      taken.kind === 'win' &&
      taken.player_id === playerId &&
      liraToKurus(taken.amount) === request.amount &&
      taken.reference_transaction_id === request.referenceTransactionId &&
      taken.round_key === request.roundId &&
      taken.closed_round === request.roundClosed;
    throw new Refusal(same ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION', read.playable);
  }

  const stake = read.stake;
  if (
    !stake ||
    stake.round_id === null ||
    stake.kind !== 'bet' ||
    stake.player_id !== playerId ||
    stake.returned_at !== null ||
    stake.round_key !== request.roundId ||
    // A round Completed, Cancelled or Expired is paid no more (the same win sent again was answered above).
    stake.round_status !== GameRoundStatus.Processing
  ) {
    throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', read.playable);
  }

  const amount = BigInt(request.amount);
  const stakeKurus = toKurus(stake.amount);
  // The named bet is not returned, so the round still stakes at least its amount.
  const roundCash = toKurus(stake.round_cash ?? '0');
  const roundStake = roundCash + toKurus(stake.round_bonus ?? '0');
  const toCash = (amount * roundCash) / roundStake;
  const toBonus = amount - toCash;
  let journalId: number | null = null;
  let balanceAfter = read.playable;
  if (amount > 0n) {
    const entries: EntryLine[] = [];
    if (toCash > 0n) entries.push({ balance: 'cash', amount: fromKurus(toCash) });
    if (toBonus > 0n) entries.push({ balance: 'bonus', amount: fromKurus(toBonus) });
    const posted = await post(trx, { walletId, type: 'casino_win', actor: actorOf(caller.provider), ref: { provider: caller.provider, externalId: request.transactionId }, entries });
    journalId = posted.journal.id;
    balanceAfter = liraToKurus(posted.balance);
    // A sports slip is settled days after it was placed, away from the frame: the player hears of
    // its payout like of a deposit (casino wins show in the game itself, and come by the second).
    if (isSportsbookProvider(caller.provider) && request.roundClosed) {
      const paid = liraText(fromKurus(amount));
      const note = (locale: 'tr' | 'en') => gamesWalletTexts.betPaidNote[locale].replace('{amount}', paid[locale]);
      await addNotification(trx, playerId, {
        type: NotificationType.System,
        title: amount > stakeKurus ? gamesWalletTexts.betWonTitle : gamesWalletTexts.betPaidTitle,
        note: { tr: note('tr'), en: note('en') },
      });
    }
  }

  const lira = kurusToLira(request.amount);
  const closed = request.roundClosed;
  // The round, the win and the answer: one statement.
  const writes = sql`round as (
      update game_rounds
         set win = win + ${lira}::numeric, updated_at = ${now},
             status = case when ${closed}::boolean then ${GameRoundStatus.Completed}::smallint else status end,
             closed_at = case when ${closed}::boolean then ${now}::timestamptz else closed_at end
       where id = ${stake.round_id} returning id),
    win as (
      insert into game_transactions (provider, transaction_id, kind, action, player_id, round_id, reference_transaction_id, amount, cash_amount, bonus_amount, journal_id, created_at)
      values (${caller.provider}, ${request.transactionId}, 'win', ${BetAction.Win}, ${playerId}, ${stake.round_id}, ${request.referenceTransactionId}, ${lira}::numeric,
              ${fromKurus(toCash)}::numeric, ${fromKurus(toBonus)}::numeric, ${journalId}::bigint, ${now}))`;
  return finish(trx, caller, 'win', answer(caller, request, 'RS_OK', balanceAfter), writes);
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
