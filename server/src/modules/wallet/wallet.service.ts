import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { balanceEvents } from './balance-events.js';
import { fromKurus, toKurus } from './money.js';
import './wallet.tables.js';

/**
 * The wallet core every balance change goes through. Rules:
 *  - call `credit` / `debit` inside the transaction of the business change they belong to
 *    (`inTransaction(db, trx => ...)`), so the change, the ledger entry and the balance commit
 *    or roll back together;
 *  - the wallet row is locked `FOR UPDATE` first, so concurrent changes to one wallet queue up;
 *  - `(type, reference)` identifies the business event: repeating it changes nothing and returns
 *    the first entry (`applied: false`), which makes retries and duplicate callbacks safe;
 *  - prefer `walletTransaction` over `inTransaction`: it tells the balance caches the moment the
 *    change is committed (with `inTransaction` they catch up within 10 s).
 * The database enforces the same invariants again (migration 0102).
 */
export interface LedgerEntry {
  id: number;
  walletId: number;
  amount: string;
  balanceAfter: string;
  type: string;
  reference: string;
  createdAt: Date;
}

export interface MovementResult {
  entry: LedgerEntry;
  /** False when this (type, reference) had already been booked; nothing changed. */
  applied: boolean;
  balance: string;
}

export class InsufficientFundsError extends Error {
  constructor(
    readonly walletId: number,
    readonly balance: string,
    readonly amount: string,
  ) {
    super(`wallet ${walletId}: balance ${balance} is less than ${amount}`);
    this.name = 'InsufficientFundsError';
  }
}

export class WalletNotFoundError extends Error {}

const TYPE = /^[a-z][a-z0-9_]{1,39}$/;

/** Players whose balance moved, per open `walletTransaction`. */
const touched = new WeakMap<Executor, Set<number>>();

/**
 * `inTransaction` for work that moves money: once the transaction has committed (or rolled
 * back) the balance caches of the players it touched are told at once.
 */
export async function walletTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const players = new Set<number>();
  try {
    return await inTransaction(db, (trx) => {
      touched.set(trx, players);
      return work(trx);
    });
  } finally {
    for (const playerId of players) balanceEvents.emit('end', playerId);
  }
}

/** Creates the player's TRY wallet (balance 0); returns its id. */
export async function createWallet(trx: Executor, playerId: number): Promise<number> {
  const row = await trx.insertInto('wallets').values({ player_id: playerId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findWalletId(db: Executor, playerId: number): Promise<number | null> {
  const row = await db.selectFrom('wallets').select('id').where('player_id', '=', playerId).executeTakeFirst();
  return row?.id ?? null;
}

/** Adds a positive `amount` (lira, e.g. "50.00") to the wallet. */
export function credit(trx: Executor, walletId: number, amount: string | number, type: string, reference: string): Promise<MovementResult> {
  const kurus = toKurus(amount);
  if (kurus <= 0n) throw new RangeError('credit amount must be positive');
  return move(trx, walletId, kurus, type, reference);
}

/** Takes a positive `amount` from the wallet; refuses with `InsufficientFundsError` rather than overdraw. */
export function debit(trx: Executor, walletId: number, amount: string | number, type: string, reference: string): Promise<MovementResult> {
  const kurus = toKurus(amount);
  if (kurus <= 0n) throw new RangeError('debit amount must be positive');
  return move(trx, walletId, -kurus, type, reference);
}

async function move(trx: Executor, walletId: number, kurus: bigint, type: string, reference: string): Promise<MovementResult> {
  if (!TYPE.test(type)) throw new RangeError(`bad ledger entry type: ${type}`);
  if (reference.length < 1 || reference.length > 200) throw new RangeError('ledger reference must be 1 to 200 characters');

  const wallet = await trx.selectFrom('wallets').select(['id', 'player_id', 'balance']).where('id', '=', walletId).forUpdate().executeTakeFirst();
  if (!wallet) throw new WalletNotFoundError(`wallet ${walletId} not found`);

  // Under the wallet lock: an event already booked on this wallet is answered, not repeated.
  const existing = await trx.selectFrom('ledger_entries').selectAll().where('type', '=', type).where('reference', '=', reference).executeTakeFirst();
  if (existing) return { entry: toEntry(existing), applied: false, balance: wallet.balance };

  const after = toKurus(wallet.balance) + kurus;
  if (after < 0n) throw new InsufficientFundsError(walletId, wallet.balance, fromKurus(-kurus));
  const balanceAfter = fromKurus(after);

  // The entry first, then the balance: the wallet trigger accepts a new balance only when the
  // newest entry of this transaction carries it. A concurrent booking of the same event on
  // another wallet loses on the unique (type, reference) and returns no row here.
  const inserted = await trx
    .insertInto('ledger_entries')
    .values({ wallet_id: walletId, amount: fromKurus(kurus), balance_after: balanceAfter, type, reference })
    .onConflict((oc) => oc.columns(['type', 'reference']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const first = await trx.selectFrom('ledger_entries').selectAll().where('type', '=', type).where('reference', '=', reference).executeTakeFirstOrThrow();
    return { entry: toEntry(first), applied: false, balance: wallet.balance };
  }
  await trx.updateTable('wallets').set({ balance: balanceAfter, updated_at: sql`now()` }).where('id', '=', walletId).execute();
  touched.get(trx)?.add(wallet.player_id);
  balanceEvents.emit('start', wallet.player_id);
  return { entry: toEntry(inserted), applied: true, balance: balanceAfter };
}

function toEntry(row: { id: number; wallet_id: number; amount: string; balance_after: string; type: string; reference: string; created_at: Date | string }): LedgerEntry {
  return {
    id: row.id,
    walletId: row.wallet_id,
    amount: row.amount,
    balanceAfter: row.balance_after,
    type: row.type,
    reference: row.reference,
    createdAt: new Date(row.created_at),
  };
}

/** The balance as stored and as rebuilt from the ledger (sum of every entry); equal unless something is badly wrong. */
export async function rebuildBalance(db: Executor, walletId: number): Promise<{ stored: string; rebuilt: string; entries: number }> {
  const wallet = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirst();
  if (!wallet) throw new WalletNotFoundError(`wallet ${walletId} not found`);
  const sum = await db
    .selectFrom('ledger_entries')
    .select([sql<string>`coalesce(sum(amount), 0)::numeric(18,2)::text`.as('total'), sql<number>`count(*)::int`.as('entries')])
    .where('wallet_id', '=', walletId)
    .executeTakeFirstOrThrow();
  return { stored: wallet.balance, rebuilt: fromKurus(toKurus(sum.total)), entries: Number(sum.entries) };
}

/** Every wallet whose stored balance differs from its ledger (an audit; expected empty). */
export async function findLedgerMismatches(db: Kysely<Database>): Promise<{ walletId: number; stored: string; rebuilt: string }[]> {
  const rows = await sql<{ wallet_id: number; stored: string; rebuilt: string }>`
    select w.id as wallet_id, w.balance::text as stored, coalesce(sum(l.amount), 0)::numeric(18,2)::text as rebuilt
    from wallets w left join ledger_entries l on l.wallet_id = w.id
    group by w.id, w.balance
    having w.balance <> coalesce(sum(l.amount), 0)`.execute(db);
  return rows.rows.map((r) => ({ walletId: Number(r.wallet_id), stored: r.stored, rebuilt: r.rebuilt }));
}

/** Precompiled: the balance poll runs this on every cache miss, so it skips the query builder. */
const BALANCE_SQL = 'select balance from wallets where player_id = $1';

/** The player's balance in lira (the balance poll's one query). */
export async function balanceOf(db: Executor, playerId: number): Promise<string> {
  const result = await db.executeQuery<{ balance: string }>(CompiledQuery.raw(BALANCE_SQL, [playerId]));
  return result.rows[0]?.balance ?? '0.00';
}
