/** The SQL of the responsible-gaming module: limits, settings, their history, and the amounts the rolling windows count. */
import { sql, type Selectable, type Transaction } from 'kysely';
import { BetAction, TransactionStatus, TransactionType } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import type { ChangedBy, ChangeSubject, LimitPeriod, LimitType, ResponsibleGamingLimitsTable, ResponsibleGamingSettingsTable } from './responsible-gaming.tables.js';
import './responsible-gaming.tables.js';

export type LimitRow = Selectable<ResponsibleGamingLimitsTable>;
export type SettingsRow = Selectable<ResponsibleGamingSettingsTable>;

export async function listLimits(db: Executor, playerId: number): Promise<LimitRow[]> {
  return db.selectFrom('responsible_gaming_limits').selectAll().where('player_id', '=', playerId).execute();
}

export async function findSettings(db: Executor, playerId: number): Promise<SettingsRow | null> {
  return (await db.selectFrom('responsible_gaming_settings').selectAll().where('player_id', '=', playerId).executeTakeFirst()) ?? null;
}

/**
 * The player's settings row, created if missing, locked until the transaction ends: every change
 * of one player's limits and settings takes it first, so two changes never interleave.
 */
export async function lockSettings(trx: Transaction<Database>, playerId: number, now: Date): Promise<SettingsRow> {
  await trx.insertInto('responsible_gaming_settings').values({ player_id: playerId, updated_at: now }).onConflict((oc) => oc.column('player_id').doNothing()).execute();
  return trx.selectFrom('responsible_gaming_settings').selectAll().where('player_id', '=', playerId).forUpdate().executeTakeFirstOrThrow();
}

export async function updateSettings(trx: Transaction<Database>, playerId: number, change: { realityCheckMinutes?: number; depositLimitDecidedAt?: Date }, now: Date): Promise<void> {
  await trx
    .updateTable('responsible_gaming_settings')
    .set({
      updated_at: now,
      ...(change.realityCheckMinutes !== undefined ? { reality_check_minutes: change.realityCheckMinutes } : {}),
      ...(change.depositLimitDecidedAt ? { deposit_limit_decided_at: sql<Date>`coalesce(deposit_limit_decided_at, ${change.depositLimitDecidedAt})` } : {}),
    })
    .where('player_id', '=', playerId)
    .execute();
}

export interface LimitWrite {
  playerId: number;
  type: LimitType;
  period: LimitPeriod;
  amount: string;
  pendingAmount: string | null;
  pendingEffectiveAt: Date | null;
}

/** Inserts or replaces the limit's row (the caller holds the player's settings lock). */
export async function writeLimit(trx: Transaction<Database>, limit: LimitWrite, now: Date): Promise<LimitRow> {
  return trx
    .insertInto('responsible_gaming_limits')
    .values({
      player_id: limit.playerId,
      type: limit.type,
      period: limit.period,
      amount: limit.amount,
      pending_amount: limit.pendingAmount,
      pending_effective_at: limit.pendingEffectiveAt,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['player_id', 'type', 'period']).doUpdateSet({ amount: limit.amount, pending_amount: limit.pendingAmount, pending_effective_at: limit.pendingEffectiveAt, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteLimit(trx: Transaction<Database>, playerId: number, type: LimitType, period: LimitPeriod): Promise<void> {
  await trx.deleteFrom('responsible_gaming_limits').where('player_id', '=', playerId).where('type', '=', type).where('period', '=', period).execute();
}

export interface ChangeRecord {
  playerId: number;
  subject: ChangeSubject;
  period: LimitPeriod | null;
  oldValue: string | null;
  newValue: string | null;
  effectiveAt: Date;
  changedBy: ChangedBy;
  /** The length asked for, the operator's reason. */
  detail?: string;
}

export async function recordChange(trx: Transaction<Database>, change: ChangeRecord, now: Date): Promise<void> {
  await trx
    .insertInto('responsible_gaming_changes')
    .values({
      player_id: change.playerId,
      subject: change.subject,
      period: change.period,
      old_value: change.oldValue,
      new_value: change.newValue,
      effective_at: change.effectiveAt,
      changed_by: change.changedBy,
      detail: Array.from(change.detail ?? '').slice(0, 500).join(''),
      created_at: now,
    })
    .execute();
}

/** An amount counted by a window, at the time it was made. */
export interface CountedAmount {
  at: Date;
  /** Lira, "12.50". */
  amount: string;
}

/**
 * Deposit requests since `from`, oldest first: every one made, less those the provider declined
 * or that were cancelled (Rejected, Cancelled), which free their amount.
 */
export async function depositsSince(db: Executor, playerId: number, from: Date): Promise<CountedAmount[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['created_at', 'amount'])
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', 'not in', [TransactionStatus.Rejected, TransactionStatus.Cancelled])
    .where('created_at', '>', from)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ at: new Date(row.created_at), amount: row.amount }));
}

/** Game-wallet stakes and wins since `from`, oldest first; a stake returned by a rollback or the expiry job does not count. */
export async function stakesAndWinsSince(db: Executor, playerId: number, from: Date): Promise<{ stakes: CountedAmount[]; wins: CountedAmount[] }> {
  const rows = await db
    .selectFrom('game_transactions')
    .select(['created_at', 'amount', 'action'])
    .where('player_id', '=', playerId)
    .where('kind', 'in', ['bet', 'win'])
    .where('created_at', '>', from)
    .where((eb) => eb.or([eb('kind', '=', 'win'), eb('returned_at', 'is', null)]))
    .orderBy('created_at')
    .execute();
  const stakes: CountedAmount[] = [];
  const wins: CountedAmount[] = [];
  for (const row of rows) (row.action === BetAction.Bet ? stakes : wins).push({ at: new Date(row.created_at), amount: row.amount });
  return { stakes, wins };
}

/**
 * When the login session of `sessionId` (null: the player's latest) began, and when its player
 * last acknowledged a reality check in it.
 */
export async function findSession(db: Executor, playerId: number, sessionId: number | null): Promise<{ startedAt: Date; acknowledgedAt: Date | null } | null> {
  let query = db.selectFrom('sessions').select(['created_at', 'reality_check_acknowledged_at']).where('player_id', '=', playerId);
  query = sessionId === null ? query.orderBy('created_at', 'desc').limit(1) : query.where('id', '=', sessionId);
  const row = await query.executeTakeFirst();
  return row ? { startedAt: new Date(row.created_at), acknowledgedAt: row.reality_check_acknowledged_at ? new Date(row.reality_check_acknowledged_at) : null } : null;
}
