import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { onCommit, onSettle } from '../../db/transaction.js';
import { balanceEvents } from './balance-events.js';
import { fromKurus, toKurus } from './money.js';
import './wallet.tables.js';

/**
 * The ledger every balance change goes through. A posting is one business event (a journal) of
 * one wallet with one entry per balance it moves: a deposit is `cash +x`, a withdrawal hold
 * `cash -x, held +x`. Rules:
 *  - post inside the transaction of the business change it belongs to: `post` takes only the
 *    `trx` of `inTransaction(db, trx => …)`, so the change, the journal and the balances commit or
 *    roll back together, and the balance caches hear of the change once it has committed;
 *  - the wallet row is locked `FOR UPDATE` first, so postings on one wallet queue up (the
 *    database locks it again for every entry, whoever inserts it);
 *  - `ref` (provider, external id) identifies the event: posting it again changes nothing and
 *    answers the first journal (`applied: false`), which makes provider retries and duplicate
 *    callbacks safe; the same ref with a different posting is refused (`IdempotencyConflictError`);
 *  - a reversal (`reverse`) undoes one journal entry by entry, at most once;
 *  - no balance goes below 0 (`InsufficientFundsError`), no amount is 0.
 * The database enforces the same invariants again (migration 0105), and at commit checks that
 * every balance touched equals the sum of its entries.
 */

/** The balances of a wallet: rows of `ledger_balance_kinds`. Only cash is withdrawable. */
export const BALANCE_KINDS = ['cash', 'bonus', 'held'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
export type WalletBalances = Record<BalanceKind, string>;

/** Who caused a posting: a player (id), an operator (the admin credential's id), a provider (its name), the system (the job's name). */
export interface Actor {
  kind: 'player' | 'operator' | 'provider' | 'system';
  id: string;
}

/** The event's id at whoever issued it; unique over the ledger. */
export interface ExternalRef {
  provider: string;
  externalId: string;
}

/** `provider` of the events this site originates itself (trial bonus, operator adjustments). */
export const OWN_PROVIDER = 'arcadia';

export interface EntryLine {
  balance: BalanceKind;
  /** Signed lira amount ("-40.25"); never 0. */
  amount: string | number;
}

export interface Posting {
  walletId: number;
  /** The business type, a row of `ledger_entry_types` whose direction the entries must fit. */
  type: string;
  actor: Actor;
  ref: ExternalRef;
  /** Applied in order; a posting between balances (cash → held) nets to 0. */
  entries: readonly EntryLine[];
}

export interface LedgerEntry {
  id: number;
  journalId: number;
  walletId: number;
  balance: BalanceKind;
  amount: string;
  balanceAfter: string;
  type: string;
  createdAt: Date;
}

export interface Journal {
  id: number;
  walletId: number;
  type: string;
  actor: Actor;
  ref: ExternalRef;
  reversesJournalId: number | null;
  createdAt: Date;
  entries: LedgerEntry[];
}

export interface PostingResult {
  journal: Journal;
  /** False when this ref had already been posted; nothing changed. */
  applied: boolean;
  balances: WalletBalances;
  /** The playable balance after the posting (see `playableBalance`). */
  balance: string;
}

export class InsufficientFundsError extends Error {
  constructor(
    readonly walletId: number,
    readonly balanceKind: BalanceKind,
    readonly balance: string,
    readonly amount: string,
  ) {
    super(`wallet ${walletId}: ${balanceKind} balance ${balance} is less than ${amount}`);
    this.name = 'InsufficientFundsError';
  }
}

export class WalletNotFoundError extends Error {}
export class JournalNotFoundError extends Error {}

/** The ref was posted before with different content (another wallet, type or amounts). */
export class IdempotencyConflictError extends Error {
  constructor(
    readonly ref: ExternalRef,
    readonly journalId: number,
  ) {
    super(`${ref.provider}/${ref.externalId} was posted as journal ${journalId} with different content`);
    this.name = 'IdempotencyConflictError';
  }
}

/** A journal is reversed at most once; a reversal is never reversed. */
export class ReversalRefusedError extends Error {}

const TYPE = /^[a-z][a-z0-9_]{1,39}$/;
const PROVIDER = /^[a-z][a-z0-9_.-]{1,39}$/;

/**
 * The playable balance: cash plus bonus. Bonus money can be staked (games decide which balance a
 * stake takes from), it only cannot be withdrawn; held money is on its way out and plays no more.
 */
export function playableBalance(balances: WalletBalances): string {
  return fromKurus(toKurus(balances.cash) + toKurus(balances.bonus));
}

/** Creates the player's TRY wallet (every balance 0); returns its id. */
export async function createWallet(trx: Transaction<Database>, playerId: number): Promise<number> {
  const row = await trx.insertInto('wallets').values({ player_id: playerId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findWalletId(db: Executor, playerId: number): Promise<number | null> {
  const row = await db.selectFrom('wallets').select('id').where('player_id', '=', playerId).executeTakeFirst();
  return row?.id ?? null;
}

interface Line {
  balance: BalanceKind;
  kurus: bigint;
}

function checkPosting(posting: Omit<Posting, 'entries'>): void {
  if (!TYPE.test(posting.type)) throw new RangeError(`bad journal type: ${posting.type}`);
  if (!PROVIDER.test(posting.ref.provider)) throw new RangeError(`bad provider: ${posting.ref.provider}`);
  if (posting.ref.externalId.length < 1 || posting.ref.externalId.length > 200) throw new RangeError('an external id has 1 to 200 characters');
  if (posting.actor.id.length < 1 || posting.actor.id.length > 100) throw new RangeError('an actor id has 1 to 100 characters');
}

function toLines(entries: readonly EntryLine[]): Line[] {
  if (entries.length === 0) throw new RangeError('a posting moves at least one balance');
  return entries.map((entry) => {
    if (!BALANCE_KINDS.includes(entry.balance)) throw new RangeError(`unknown balance: ${String(entry.balance)}`);
    const kurus = toKurus(entry.amount);
    if (kurus === 0n) throw new RangeError('a posting amount is never 0');
    return { balance: entry.balance, kurus };
  });
}

/**
 * Posts one business event on one wallet. Replaying its `ref` answers the first journal and
 * changes nothing.
 */
export async function post(trx: Transaction<Database>, posting: Posting): Promise<PostingResult> {
  checkPosting(posting);
  return book(trx, posting, toLines(posting.entries), null);
}

/**
 * Undoes journal `journalId` entry by entry (a casino rollback, a returned withdrawal hold, an
 * operator's correction). `type` must be a reversal type (default `reversal`).
 */
export async function reverse(
  trx: Transaction<Database>,
  reversal: { journalId: number; type?: string; actor: Actor; ref: ExternalRef },
): Promise<PostingResult> {
  const type = reversal.type ?? 'reversal';
  checkPosting({ ...reversal, type, walletId: 0 });
  const target = await trx.selectFrom('ledger_journals').select(['wallet_id', 'reverses_journal_id']).where('id', '=', reversal.journalId).executeTakeFirst();
  if (!target) throw new JournalNotFoundError(`journal ${reversal.journalId} not found`);
  if (target.reverses_journal_id !== null) throw new ReversalRefusedError(`journal ${reversal.journalId} is a reversal and is not reversed in turn`);
  const entries = await trx.selectFrom('ledger_entries').select(['balance_kind', 'amount']).where('journal_id', '=', reversal.journalId).orderBy('id').execute();
  const lines = entries.map((e) => ({ balance: e.balance_kind as BalanceKind, kurus: -toKurus(e.amount) }));
  return book(trx, { walletId: target.wallet_id, type, actor: reversal.actor, ref: reversal.ref }, lines, reversal.journalId);
}

/**
 * Credits a bonus to the bonus balance and records what must be wagered before it may be
 * released to cash: `amount × wageringMultiplier`.
 */
export async function grantBonus(
  trx: Transaction<Database>,
  grant: { walletId: number; amount: string | number; wageringMultiplier: number; type: string; actor: Actor; ref: ExternalRef },
): Promise<PostingResult & { wageringRequired: string }> {
  const multiplier = toKurus(grant.wageringMultiplier);
  if (multiplier < 0n) throw new RangeError('a wagering multiplier is not negative');
  const result = await post(trx, { walletId: grant.walletId, type: grant.type, actor: grant.actor, ref: grant.ref, entries: [{ balance: 'bonus', amount: grant.amount }] });
  if (!result.applied) {
    const existing = await trx.selectFrom('bonus_grants').select('wagering_required').where('journal_id', '=', result.journal.id).executeTakeFirst();
    if (!existing) throw new IdempotencyConflictError(grant.ref, result.journal.id);
    return { ...result, wageringRequired: existing.wagering_required };
  }
  const amount = toKurus(grant.amount);
  const wageringRequired = fromKurus((amount * multiplier + 50n) / 100n);
  await trx
    .insertInto('bonus_grants')
    .values({ journal_id: result.journal.id, wallet_id: grant.walletId, amount: fromKurus(amount), wagering_multiplier: fromKurus(multiplier), wagering_required: wageringRequired })
    .execute();
  return { ...result, wageringRequired };
}


/** Players with a posting in an open transaction: each is announced to the balance caches once. */
const announced = new WeakMap<Transaction<Database>, Set<number>>();

/**
 * Tells the balance caches that the player's balance is changing ('start': do not cache what you
 * read now) and, once the transaction has committed or rolled back, that it is settled ('end':
 * drop the entry and read again); 'committed' only when the change took effect (the hub's push).
 */
function announce(trx: Transaction<Database>, playerId: number): void {
  let players = announced.get(trx);
  if (!players) announced.set(trx, (players = new Set()));
  if (players.has(playerId)) return;
  onCommit(trx, () => balanceEvents.emit('committed', playerId));
  onSettle(trx, () => balanceEvents.emit('end', playerId));
  players.add(playerId);
  balanceEvents.emit('start', playerId);
}

async function book(trx: Transaction<Database>, posting: Omit<Posting, 'entries'>, lines: Line[], reverses: number | null): Promise<PostingResult> {
  if (!trx.isTransaction) throw new TypeError('a posting needs the trx of inTransaction()');
  const wallet = await trx.selectFrom('wallets').select(['id', 'player_id']).where('id', '=', posting.walletId).forUpdate().executeTakeFirst();
  if (!wallet) throw new WalletNotFoundError(`wallet ${posting.walletId} not found`);
  announce(trx, wallet.player_id);

  // Under the wallet lock: an event already posted is answered, not repeated.
  const first = await findJournal(trx, posting.ref);
  if (first) return replay(trx, first, posting, lines, reverses);
  if (reverses !== null) {
    const earlier = await trx.selectFrom('ledger_journals').select('id').where('reverses_journal_id', '=', reverses).executeTakeFirst();
    if (earlier) throw new ReversalRefusedError(`journal ${reverses} is already reversed by journal ${earlier.id}`);
  }

  const balances = await readBalances(trx, posting.walletId);
  const rows = lines.map((line) => {
    const before = balances[line.balance];
    const after = before + line.kurus;
    if (after < 0n) throw new InsufficientFundsError(posting.walletId, line.balance, fromKurus(before), fromKurus(-line.kurus));
    balances[line.balance] = after;
    return { balance_kind: line.balance, amount: fromKurus(line.kurus), balance_after: fromKurus(after) };
  });

  // A concurrent posting of the same ref on another wallet wins the unique key: this one then
  // answers it (and is refused as a conflict, its wallet differing).
  const journal = await trx
    .insertInto('ledger_journals')
    .values({
      wallet_id: posting.walletId,
      type: posting.type,
      actor_kind: posting.actor.kind,
      actor_id: posting.actor.id,
      provider: posting.ref.provider,
      external_id: posting.ref.externalId,
      reverses_journal_id: reverses,
    })
    .onConflict((oc) => oc.columns(['provider', 'external_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!journal) return replay(trx, (await findJournal(trx, posting.ref))!, posting, lines, reverses);

  // One entry per statement: each continues the chain the previous one left.
  const entries: LedgerEntry[] = [];
  for (const row of rows) {
    const inserted = await trx
      .insertInto('ledger_entries')
      .values({ journal_id: journal.id, wallet_id: posting.walletId, ...row })
      .returningAll()
      .executeTakeFirstOrThrow();
    entries.push(toEntry(inserted));
  }
  const after = toBalances(balances);
  return { journal: toJournal(journal, entries), applied: true, balances: after, balance: playableBalance(after) };
}

async function replay(trx: Transaction<Database>, first: Journal, posting: Omit<Posting, 'entries'>, lines: Line[], reverses: number | null): Promise<PostingResult> {
  const same =
    first.walletId === posting.walletId &&
    first.type === posting.type &&
    first.reversesJournalId === reverses &&
    first.entries.length === lines.length &&
    first.entries.every((e, i) => e.balance === lines[i]!.balance && toKurus(e.amount) === lines[i]!.kurus);
  if (!same) throw new IdempotencyConflictError(posting.ref, first.id);
  const balances = toBalances(await readBalances(trx, first.walletId));
  return { journal: first, applied: false, balances, balance: playableBalance(balances) };
}

/** The journal posted under `ref`, with its entries; null when there is none. */
export async function findJournal(db: Executor, ref: ExternalRef): Promise<Journal | null> {
  const journal = await db.selectFrom('ledger_journals').selectAll().where('provider', '=', ref.provider).where('external_id', '=', ref.externalId).executeTakeFirst();
  if (!journal) return null;
  const entries = await db.selectFrom('ledger_entries').selectAll().where('journal_id', '=', journal.id).orderBy('id').execute();
  return toJournal(journal, entries.map(toEntry));
}

async function readBalances(db: Executor, walletId: number): Promise<Record<BalanceKind, bigint>> {
  const rows = await db.selectFrom('wallet_balances').select(['balance_kind', 'balance']).where('wallet_id', '=', walletId).execute();
  const balances: Record<BalanceKind, bigint> = { cash: 0n, bonus: 0n, held: 0n };
  for (const row of rows) if (BALANCE_KINDS.includes(row.balance_kind as BalanceKind)) balances[row.balance_kind as BalanceKind] = toKurus(row.balance);
  return balances;
}

function toBalances(kurus: Record<BalanceKind, bigint>): WalletBalances {
  return { cash: fromKurus(kurus.cash), bonus: fromKurus(kurus.bonus), held: fromKurus(kurus.held) };
}

type JournalRow = { id: number; wallet_id: number; type: string; actor_kind: Actor['kind']; actor_id: string; provider: string; external_id: string; reverses_journal_id: number | null; created_at: Date | string };
type EntryRow = { id: number; journal_id: number; wallet_id: number; balance_kind: string; amount: string; balance_after: string; type: string; created_at: Date | string };

function toJournal(row: JournalRow, entries: LedgerEntry[]): Journal {
  return {
    id: row.id,
    walletId: row.wallet_id,
    type: row.type,
    actor: { kind: row.actor_kind, id: row.actor_id },
    ref: { provider: row.provider, externalId: row.external_id },
    reversesJournalId: row.reverses_journal_id,
    createdAt: new Date(row.created_at),
    entries,
  };
}

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: row.id,
    journalId: row.journal_id,
    walletId: row.wallet_id,
    balance: row.balance_kind as BalanceKind,
    amount: row.amount,
    balanceAfter: row.balance_after,
    type: row.type,
    createdAt: new Date(row.created_at),
  };
}

/**
 * The wallet's balances as stored and as rebuilt from the ledger (the sum of each balance's
 * entries), and over all balances together; equal unless something is badly wrong.
 */
export async function rebuildBalance(
  db: Executor,
  walletId: number,
): Promise<{ stored: string; rebuilt: string; entries: number; balances: Record<BalanceKind, { stored: string; rebuilt: string }> }> {
  const wallet = await db.selectFrom('wallets').select('id').where('id', '=', walletId).executeTakeFirst();
  if (!wallet) throw new WalletNotFoundError(`wallet ${walletId} not found`);
  const stored = await readBalances(db, walletId);
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['balance_kind', sql<string>`sum(amount)::text`.as('total'), sql<number>`count(*)::int`.as('entries')])
    .where('wallet_id', '=', walletId)
    .groupBy('balance_kind')
    .execute();
  const rebuilt: Record<BalanceKind, bigint> = { cash: 0n, bonus: 0n, held: 0n };
  for (const row of sums) rebuilt[row.balance_kind as BalanceKind] = toKurus(row.total);
  const total = (b: Record<BalanceKind, bigint>) => fromKurus(BALANCE_KINDS.reduce((sum, kind) => sum + b[kind], 0n));
  return {
    stored: total(stored),
    rebuilt: total(rebuilt),
    entries: sums.reduce((n, row) => n + Number(row.entries), 0),
    balances: Object.fromEntries(BALANCE_KINDS.map((kind) => [kind, { stored: fromKurus(stored[kind]), rebuilt: fromKurus(rebuilt[kind]) }])) as Record<BalanceKind, { stored: string; rebuilt: string }>,
  };
}

/** Every wallet balance that differs from the sum of its entries (an audit; expected empty). */
export async function findLedgerMismatches(db: Kysely<Database>): Promise<{ walletId: number; balance: string; stored: string; rebuilt: string }[]> {
  const rows = await sql<{ wallet_id: number; balance_kind: string; stored: string; rebuilt: string }>`
    select b.wallet_id, b.balance_kind, b.balance::text as stored, coalesce(sum(l.amount), 0)::numeric(18,2)::text as rebuilt
    from wallet_balances b left join ledger_entries l on l.wallet_id = b.wallet_id and l.balance_kind = b.balance_kind
    group by b.wallet_id, b.balance_kind, b.balance
    having b.balance <> coalesce(sum(l.amount), 0)`.execute(db);
  return rows.rows.map((r) => ({ walletId: Number(r.wallet_id), balance: r.balance_kind, stored: r.stored, rebuilt: r.rebuilt }));
}

/** Precompiled: the balance poll runs this on every cache miss, so it skips the query builder. */
const BALANCES_SQL = 'select b.balance_kind, b.balance from wallets w join wallet_balances b on b.wallet_id = w.id where w.player_id = $1';

/** The player's balances in lira (the balance poll's one query); zeros when the player has no wallet. */
export async function balancesOf(db: Executor, playerId: number): Promise<WalletBalances> {
  const result = await db.executeQuery<{ balance_kind: string; balance: string }>(CompiledQuery.raw(BALANCES_SQL, [playerId]));
  const balances: WalletBalances = { cash: '0.00', bonus: '0.00', held: '0.00' };
  for (const row of result.rows) if (BALANCE_KINDS.includes(row.balance_kind as BalanceKind)) balances[row.balance_kind as BalanceKind] = row.balance;
  return balances;
}

/** The player's playable balance in lira (cash + bonus). */
export async function balanceOf(db: Executor, playerId: number): Promise<string> {
  return playableBalance(await balancesOf(db, playerId));
}
