import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { onCommit, onSettle } from '../../db/transaction.js';
import { balanceEvents } from './balance-events.js';
import { BALANCE_KINDS, type BalanceKind, type BalanceState, type WalletBalances } from './balance-state.js';
import { fromKurus, normalizeAmount, toKurus } from './money.js';
import type { BonusGrantProduct } from './wallet.tables.js';
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
 * every balance touched equals its newest entry's balance after, which with the chain check and
 * the guards is the sum of its entries (migration 0116 proves it); `findLedgerMismatches` is the
 * full audit that sums every history.
 *
 * A posting costs two statements: the wallet lock (skipped when this transaction already holds
 * it, see `noteWalletLocked`), then one statement that reads what the rules need under the lock
 * (an earlier journal of the ref, an earlier reversal, the balances) and writes the journal and
 * its entries only when they pass. The lock is a statement of its own because a statement that
 * waits for a row lock reads the other tables as they were before it waited.
 */

export { BALANCE_KINDS, type BalanceKind, type BalanceState, type WalletBalances } from './balance-state.js';

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

/** Identifies a database across its Kysely instance and that instance's transactions. */
export const databaseOf = (db: Executor): object => db.getExecutor().adapter;

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
  // A journal and its entries never change once committed: read before the lock, in one statement.
  const found = await sql<{ wallet_id: number; reverses_journal_id: number | null; entries: { kind: BalanceKind; amount: string }[] }>`
    select j.wallet_id, j.reverses_journal_id,
           (select json_agg(json_build_object('kind', e.balance_kind, 'amount', e.amount::text) order by e.id) from ledger_entries e where e.journal_id = j.id) as entries
      from ledger_journals j where j.id = ${reversal.journalId}::bigint`.execute(trx);
  const target = found.rows[0];
  if (!target) throw new JournalNotFoundError(`journal ${reversal.journalId} not found`);
  if (target.reverses_journal_id !== null) throw new ReversalRefusedError(`journal ${reversal.journalId} is a reversal and is not reversed in turn`);
  const lines = (target.entries ?? []).map((e) => ({ balance: e.kind, kurus: -toKurus(e.amount) }));
  return book(trx, { walletId: target.wallet_id, type, actor: reversal.actor, ref: reversal.ref }, lines, reversal.journalId);
}

/**
 * Credits a bonus to the bonus balance and records what must be wagered before it may be
 * released to cash (`amount × wageringMultiplier`) and the product its money may be staked on
 * (default casino).
 */
export async function grantBonus(
  trx: Transaction<Database>,
  grant: { walletId: number; amount: string | number; wageringMultiplier: number; product?: BonusGrantProduct; type: string; actor: Actor; ref: ExternalRef },
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
    .values({ journal_id: result.journal.id, wallet_id: grant.walletId, amount: fromKurus(amount), wagering_multiplier: fromKurus(multiplier), wagering_required: wageringRequired, product: grant.product ?? 'casino' })
    .execute();
  return { ...result, wageringRequired };
}


/**
 * Players with a posting in an open transaction, each with the newest balances a posting of this
 * transaction left (null: unknown, readers must read them): announced to the balance caches once.
 */
const announced = new WeakMap<Transaction<Database>, Map<number, BalanceState | null>>();

/**
 * Tells the balance caches that the player's balance is changing ('start': do not cache what you
 * read now) and, once the transaction has committed or rolled back, that it is settled ('end':
 * drop the entry and read again); 'committed' only when the change took effect (the hub's push),
 * with the balances as this transaction left them.
 */
function announce(trx: Transaction<Database>, playerId: number, state: BalanceState | null): void {
  let players = announced.get(trx);
  if (!players) announced.set(trx, (players = new Map()));
  const known = players.get(playerId);
  if (known === undefined) {
    onCommit(trx, () => balanceEvents.emit('committed', playerId, players.get(playerId) ?? undefined));
    onSettle(trx, () => balanceEvents.emit('end', playerId));
    players.set(playerId, state);
    balanceEvents.emit('start', playerId);
    return;
  }
  if (state && (known === null || state.version >= known.version)) players.set(playerId, state);
}

/** The balances a posting left and the wallet's newest entry, as a posting that ran inside the database reports them. */
export interface ReportedPosting {
  playerId: number;
  balances: WalletBalances;
  version: number;
}

/**
 * For a posting written inside the database by a statement of `trx` (the seamless wallet's calls,
 * migration 0143): announced as `post` announces its own.
 */
export function announcePosting(trx: Transaction<Database>, posted: ReportedPosting): void {
  announce(trx, posted.playerId, { balances: posted.balances, version: posted.version, database: databaseOf(trx) });
}

/**
 * Runs `statement`, one statement that may post and commits as it ends (no `inTransaction`: the
 * seamless wallet's calls), announcing as `announce` does for a transaction: 'start' before it
 * runs, for the player it is expected to post for; 'committed' with the balances it reports; 'end'
 * once it has ended, whatever happened.
 */
export async function postInOneStatement<T>(db: Executor, playerId: number | null, statement: () => Promise<T>, reported: (result: T) => ReportedPosting | null): Promise<T> {
  if (playerId !== null) balanceEvents.emit('start', playerId);
  let posted: ReportedPosting | null = null;
  try {
    const result = await statement();
    posted = reported(result);
    if (posted) balanceEvents.emit('committed', posted.playerId, { balances: posted.balances, version: posted.version, database: databaseOf(db) });
    return result;
  } finally {
    if (playerId !== null) balanceEvents.emit('end', playerId);
    if (posted && posted.playerId !== playerId) balanceEvents.emit('end', posted.playerId);
  }
}

/** Wallets whose row this transaction has locked FOR UPDATE: `post` does not lock them again. */
const lockedWallets = new WeakMap<Transaction<Database>, Set<number>>();

/**
 * Tells `post` that this transaction has locked the wallet row `FOR UPDATE` itself (a caller that
 * locks it first to read under the lock, as the seamless wallet does), so a posting skips its
 * lock statement. A wrong claim cannot move money wrongly: the journal's trigger locks the wallet
 * again, and should that wait, the entry trigger finds the balances read before the wait stale
 * and refuses the posting; it only fails the call. Not for a lock taken inside a savepoint that
 * may roll back (the rollback releases it).
 */
export function noteWalletLocked(trx: Transaction<Database>, walletId: number): void {
  let wallets = lockedWallets.get(trx);
  if (!wallets) lockedWallets.set(trx, (wallets = new Set()));
  wallets.add(walletId);
}

type JournalJson = Omit<JournalRow, 'created_at'> & { created_at: string };
type EntryJson = Omit<EntryRow, 'created_at'> & { created_at: string };

/** What the posting statement answers (json: numerics as text). */
interface BookRow {
  player_id: number;
  journal: JournalJson | null;
  entries: EntryJson[] | null;
  earlier: JournalJson | null;
  earlier_entries: EntryJson[] | null;
  reversed_by: number | null;
  lines: { kind: BalanceKind; amount: string; after: string }[];
  balances: Partial<Record<string, string>> | null;
  version: number | string | null;
}

const journalJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'wallet_id', ${alias}.wallet_id, 'type', ${alias}.type, 'actor_kind', ${alias}.actor_kind, 'actor_id', ${alias}.actor_id,
    'provider', ${alias}.provider, 'external_id', ${alias}.external_id, 'reverses_journal_id', ${alias}.reverses_journal_id, 'created_at', ${alias}.created_at)`);
const entryJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'journal_id', ${alias}.journal_id, 'wallet_id', ${alias}.wallet_id, 'balance_kind', ${alias}.balance_kind,
    'amount', ${alias}.amount::text, 'balance_after', ${alias}.balance_after::text, 'type', ${alias}.type, 'created_at', ${alias}.created_at)`);

async function book(trx: Transaction<Database>, posting: Omit<Posting, 'entries'>, lines: Line[], reverses: number | null): Promise<PostingResult> {
  if (!trx.isTransaction) throw new TypeError('a posting needs the trx of inTransaction()');
  if (!lockedWallets.get(trx)?.has(posting.walletId)) {
    const wallet = await trx.selectFrom('wallets').select('id').where('id', '=', posting.walletId).forUpdate().executeTakeFirst();
    if (!wallet) throw new WalletNotFoundError(`wallet ${posting.walletId} not found`);
    noteWalletLocked(trx, posting.walletId);
  }

  // Under the wallet lock, one statement: an event already posted is answered, not repeated; a
  // journal already reversed is not reversed again; no balance goes below 0. Only when all pass
  // are the journal and its entries written, each entry continuing the chain of the one before
  // (balance before + running sum of this posting's lines of that balance). The concurrent
  // posting of the same ref on another wallet wins the unique key: this one then answers it (and
  // is refused as a conflict, its wallet differing).
  const w = posting.walletId;
  const lineJson = JSON.stringify(lines.map((line, i) => ({ ord: i, kind: line.balance, amount: fromKurus(line.kurus) })));
  const result = await sql<BookRow>`
    with line as (
      select l.ord, l.kind, l.amount,
             coalesce((select b.balance from wallet_balances b where b.wallet_id = ${w}::bigint and b.balance_kind = l.kind), 0)
               + sum(l.amount) over (partition by l.kind order by l.ord) as after
        from json_to_recordset(${lineJson}::json) as l(ord int, kind text, amount numeric)),
    earlier as (select * from ledger_journals where provider = ${posting.ref.provider} and external_id = ${posting.ref.externalId}),
    reversed as (select id from ledger_journals where reverses_journal_id = ${reverses}::bigint),
    journal as (
      insert into ledger_journals (wallet_id, type, actor_kind, actor_id, provider, external_id, reverses_journal_id)
      select ${w}::bigint, ${posting.type}, ${posting.actor.kind}, ${posting.actor.id}, ${posting.ref.provider}, ${posting.ref.externalId}, ${reverses}::bigint
       where not exists (select from earlier) and not exists (select from reversed) and not exists (select from line where after < 0)
      on conflict (provider, external_id) do nothing
      returning *),
    entry as (
      insert into ledger_entries (journal_id, wallet_id, balance_kind, amount, balance_after)
      select journal.id, ${w}::bigint, line.kind, line.amount, line.after from journal cross join line order by line.ord
      returning *)
    select w.player_id,
           (select ${journalJson('j')} from journal j) as journal,
           (select json_agg(${entryJson('e')} order by e.id) from entry e) as entries,
           (select ${journalJson('j')} from earlier j) as earlier,
           (select json_agg(${entryJson('e')} order by e.id) from ledger_entries e where e.journal_id = (select id from earlier)) as earlier_entries,
           (select id from reversed) as reversed_by,
           (select json_agg(json_build_object('kind', kind, 'amount', amount::text, 'after', after::text) order by ord) from line) as lines,
           (select json_object_agg(balance_kind, balance::text) from wallet_balances where wallet_id = w.id) as balances,
           (select max(id) from ledger_entries where wallet_id = w.id) as version
      from wallets w where w.id = ${w}::bigint`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new WalletNotFoundError(`wallet ${posting.walletId} not found`);

  // The balances as read under the lock, before this posting.
  const before: Record<BalanceKind, bigint> = { cash: 0n, bonus: 0n, held: 0n };
  for (const kind of BALANCE_KINDS) if (row.balances?.[kind] !== undefined) before[kind] = toKurus(row.balances[kind]!);

  if (row.earlier) {
    const balances = toBalances(before);
    announce(trx, row.player_id, { balances, version: Number(row.version ?? 0), database: databaseOf(trx) });
    return replay(toJournal(row.earlier, (row.earlier_entries ?? []).map(toEntry)), posting, lines, reverses, balances);
  }
  if (row.reversed_by !== null) throw new ReversalRefusedError(`journal ${reverses} is already reversed by journal ${row.reversed_by}`);
  const short = row.lines.find((line) => toKurus(line.after) < 0n);
  if (short) throw new InsufficientFundsError(posting.walletId, short.kind, fromKurus(toKurus(short.after) - toKurus(short.amount)), fromKurus(-toKurus(short.amount)));
  if (!row.journal) {
    // Lost the unique key to a concurrent posting of this ref (on another wallet: this one is locked).
    const first = (await findJournal(trx, posting.ref))!;
    announce(trx, row.player_id, null);
    return replay(first, posting, lines, reverses, toBalances(await readBalances(trx, first.walletId)));
  }

  const after = { ...before };
  for (const line of row.lines) after[line.kind] = toKurus(line.after);
  const entries = (row.entries ?? []).map(toEntry);
  const balances = toBalances(after);
  announce(trx, row.player_id, { balances, version: Math.max(...entries.map((e) => e.id)), database: databaseOf(trx) });
  return { journal: toJournal(row.journal, entries), applied: true, balances, balance: playableBalance(balances) };
}

function replay(first: Journal, posting: Omit<Posting, 'entries'>, lines: Line[], reverses: number | null, balances: WalletBalances): PostingResult {
  const same =
    first.walletId === posting.walletId &&
    first.type === posting.type &&
    first.reversesJournalId === reverses &&
    first.entries.length === lines.length &&
    first.entries.every((e, i) => e.balance === lines[i]!.balance && toKurus(e.amount) === lines[i]!.kurus);
  if (!same) throw new IdempotencyConflictError(posting.ref, first.id);
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

type JournalRow = { id: number | string; wallet_id: number | string; type: string; actor_kind: Actor['kind']; actor_id: string; provider: string; external_id: string; reverses_journal_id: number | string | null; created_at: Date | string };
type EntryRow = { id: number | string; journal_id: number | string; wallet_id: number | string; balance_kind: string; amount: string; balance_after: string; type: string; created_at: Date | string };

function toJournal(row: JournalRow, entries: LedgerEntry[]): Journal {
  return {
    id: Number(row.id),
    walletId: Number(row.wallet_id),
    type: row.type,
    actor: { kind: row.actor_kind, id: row.actor_id },
    ref: { provider: row.provider, externalId: row.external_id },
    reversesJournalId: row.reverses_journal_id === null ? null : Number(row.reverses_journal_id),
    createdAt: new Date(row.created_at),
    entries,
  };
}

function toEntry(row: EntryRow): LedgerEntry {
  return {
    id: Number(row.id),
    journalId: Number(row.journal_id),
    walletId: Number(row.wallet_id),
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

/**
 * Every wallet balance that differs from the sum of its entries; expected empty. The periodic full
 * audit: commits only compare a balance with its newest entry (migration 0116 says why that
 * suffices while the guards hold); this sums every history, so it also finds what only the owner
 * switching the guards off could do. Reads the whole ledger: run it from a job, not a request.
 */
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

/**
 * The product the player's bonus money can be staked on: the oldest running grant's, the one a
 * stake's bonus part counts toward (games-wallet `bet` takes bonus money only on that product);
 * null without a running grant.
 */
export async function bonusProductOf(db: Executor, playerId: number): Promise<BonusGrantProduct | null> {
  const row = await db
    .selectFrom('bonus_grants as g')
    .innerJoin('wallets as w', 'w.id', 'g.wallet_id')
    .select('g.product')
    .where('w.player_id', '=', playerId)
    .where('g.status', '=', 'active')
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirst();
  return row?.product ?? null;
}

/** The balances as the player is shown them: with the product of the bonus money while there is some. */
export type ShownBalances = WalletBalances & { bonusProduct: BonusGrantProduct | null };

/** The balances given and, only when they hold bonus money (a second read), its product. */
export async function withBonusProduct(db: Executor, playerId: number, balances: WalletBalances): Promise<ShownBalances> {
  return { ...balances, bonusProduct: toKurus(balances.bonus) > 0n ? await bonusProductOf(db, playerId) : null };
}

/** The player's balances, with the product of their bonus money while there is some. */
export async function shownBalancesOf(db: Executor, playerId: number): Promise<ShownBalances> {
  return withBonusProduct(db, playerId, await balancesOf(db, playerId));
}

/** The player's balances with their version (see `BalanceState`), read in one statement; null when the player has no wallet. */
export async function balanceStateOf(db: Executor, playerId: number): Promise<BalanceState | null> {
  const result = await sql<{ balances: Partial<Record<string, string>>; version: number | string | null }>`
    select (select json_object_agg(b.balance_kind, b.balance::text) from wallet_balances b where b.wallet_id = w.id) as balances,
           (select max(e.id) from ledger_entries e where e.wallet_id = w.id) as version
      from wallets w where w.player_id = ${playerId}::bigint`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  const balances: WalletBalances = { cash: '0.00', bonus: '0.00', held: '0.00' };
  for (const kind of BALANCE_KINDS) if (row.balances?.[kind] !== undefined) balances[kind] = normalizeAmount(row.balances[kind]!);
  return { balances, version: Number(row.version ?? 0), database: databaseOf(db) };
}

/** The player's playable balance in lira (cash + bonus). */
export async function balanceOf(db: Executor, playerId: number): Promise<string> {
  return playableBalance(await balancesOf(db, playerId));
}
