/** The SQL of the payments module. Status changes are conditional: they say which status they expect. */
import { sql, type Selectable, type Transaction } from 'kysely';
import { TransactionStatus, TransactionType } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import type { PaymentsTable, StoredDetail } from './payments.tables.js';
import './payments.tables.js';

export type PaymentRow = Selectable<PaymentsTable>;

export interface NewPayment {
  playerId: number;
  walletId: number;
  type: TransactionType;
  methodId: number;
  provider: string;
  reference: string;
  amount: string;
  status: TransactionStatus;
  detail: StoredDetail;
  /** When it was made by the clock the deposit limits count with; the database's now() otherwise. */
  createdAt?: Date;
}

export async function insertPayment(trx: Transaction<Database>, payment: NewPayment): Promise<PaymentRow> {
  return trx
    .insertInto('payments')
    .values({
      player_id: payment.playerId,
      wallet_id: payment.walletId,
      type: payment.type,
      method_id: payment.methodId,
      provider: payment.provider,
      reference: payment.reference,
      amount: payment.amount,
      status: payment.status,
      detail: JSON.stringify(payment.detail),
      ...(payment.createdAt ? { created_at: payment.createdAt, updated_at: payment.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPayment(db: Executor, id: number): Promise<PaymentRow | null> {
  return (await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findPaymentByReference(db: Executor, provider: string, reference: string): Promise<PaymentRow | null> {
  return (await db.selectFrom('payments').selectAll().where('reference', '=', reference).where('provider', '=', provider).executeTakeFirst()) ?? null;
}

export interface Expected {
  /** The statuses the payment must be in for the change to happen. */
  status: readonly TransactionStatus[];
  type?: TransactionType;
  /** A withdrawal the operator has (true) or has not (false) approved yet. */
  approved?: boolean;
  playerId?: number;
}

export interface Change {
  status?: TransactionStatus;
  reason?: { tr: string; en: string };
  /** Stored unless one is stored already. */
  providerReference?: string;
  approve?: boolean;
}

/**
 * `UPDATE payments SET … WHERE id = ? AND status IN (expected)`: the one way a payment changes.
 * Returns the updated row, or null when the payment was not as expected (another change won).
 * On PostgreSQL a concurrent change of the same row waits for the first to commit and then
 * re-checks the condition, so of two racing changes exactly one applies.
 */
export async function changePayment(trx: Transaction<Database>, id: number, expected: Expected, change: Change): Promise<PaymentRow | null> {
  let query = trx
    .updateTable('payments')
    .set({
      updated_at: sql`now()`,
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.reason ? { reason_tr: change.reason.tr.slice(0, 500), reason_en: change.reason.en.slice(0, 500) } : {}),
      ...(change.providerReference !== undefined ? { provider_reference: sql<string>`coalesce(provider_reference, ${change.providerReference})` } : {}),
      ...(change.approve ? { approved_at: sql`now()` } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...expected.status]);
  if (expected.type !== undefined) query = query.where('type', '=', expected.type);
  if (expected.playerId !== undefined) query = query.where('player_id', '=', expected.playerId);
  if (expected.approved === true) query = query.where('approved_at', 'is not', null);
  if (expected.approved === false) query = query.where('approved_at', 'is', null);
  return (await query.returningAll().executeTakeFirst()) ?? null;
}

/** Stores the provider's reference of a payment that has none yet; false when it had one. */
export async function storeProviderReference(db: Executor, id: number, providerReference: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ provider_reference: providerReference, updated_at: sql`now()` }).where('id', '=', id).where('provider_reference', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deposits still Created (the provider never answered) since before `before` become Cancelled. */
export async function cancelCreatedBefore(db: Executor, before: Date, reason: { tr: string; en: string }): Promise<number> {
  const result = await db
    .updateTable('payments')
    .set({ status: TransactionStatus.Cancelled, reason_tr: reason.tr, reason_en: reason.en, updated_at: sql`now()` })
    .where('status', '=', TransactionStatus.Created)
    .where('type', '=', TransactionType.Deposit)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface PaymentFilter {
  playerId?: number;
  /** The player's username, exactly (usernames are unique). */
  username?: string;
  type?: TransactionType;
  status?: TransactionStatus;
  /** created_at >= from */
  from?: Date;
  /** created_at < until */
  until?: Date;
  skip: number;
  take: number;
}

/** A page of payments, newest first, with the total matching the filter. */
export async function listPayments(db: Executor, filter: PaymentFilter): Promise<{ rows: (PaymentRow & { username: string })[]; total: number }> {
  let base = db.selectFrom('payments').innerJoin('players', 'players.id', 'payments.player_id');
  if (filter.playerId !== undefined) base = base.where('payments.player_id', '=', filter.playerId);
  if (filter.username !== undefined) base = base.where('players.username', '=', filter.username);
  if (filter.type !== undefined) base = base.where('payments.type', '=', filter.type);
  if (filter.status !== undefined) base = base.where('payments.status', '=', filter.status);
  if (filter.from) base = base.where('payments.created_at', '>=', filter.from);
  if (filter.until) base = base.where('payments.created_at', '<', filter.until);
  const [rows, count] = await Promise.all([
    base.selectAll('payments').select('players.username').orderBy('payments.id', 'desc').offset(filter.skip).limit(filter.take).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The player's deposits still waiting (Created or Pending) that were started after `since`. Run
 * inside the transaction that adds one, after `lockWallet`, so two requests cannot both pass.
 */
export async function countWaitingDeposits(trx: Transaction<Database>, playerId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('player_id', '=', playerId)
    .where('type', '=', 1)
    .where('status', 'in', [2, 6])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Locks the wallet row: a player's payment requests then run one after another. */
export async function lockWallet(trx: Transaction<Database>, walletId: number): Promise<void> {
  await trx.selectFrom('wallets').select('id').where('id', '=', walletId).forUpdate().executeTakeFirst();
}
