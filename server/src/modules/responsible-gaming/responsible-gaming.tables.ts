import type { ColumnType, Generated } from 'kysely';
import type { Money, Timestamp } from '../../db/column-types.js';

export type LimitType = 'deposit' | 'loss' | 'stake';
export type LimitPeriod = 'day' | 'week' | 'month';
export type ChangeSubject =
  | 'deposit_limit'
  | 'loss_limit'
  | 'stake_limit'
  | 'no_deposit_limit'
  | 'reality_check_minutes'
  | 'timeout'
  | 'selfexclusion'
  | 'operator_exclusion'
  | 'reality_check_acknowledged';
export type ExclusionType = 'timeout' | 'selfexclusion' | 'operator';
export type ChangedBy = 'player' | 'operator';

/** A player's limit of one type over one rolling period (migration 0117), with its waiting rise or removal. */
export interface ResponsibleGamingLimitsTable {
  player_id: number;
  type: LimitType;
  period: LimitPeriod;
  /** numeric(18,2), read as a string: the amount in force. */
  amount: Money;
  /** A waiting rise; null with `pending_effective_at` set is a waiting removal. */
  pending_amount: Money | null;
  pending_effective_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The player's reality-check interval and when they decided on a deposit limit. */
export interface ResponsibleGamingSettingsTable {
  player_id: number;
  reality_check_minutes: Generated<number>;
  deposit_limit_decided_at: Timestamp | null;
  /** The last six-monthly reminder to review limits and history (migration 0118). */
  review_reminded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

/** One change of a limit or setting, kept for ever. */
export interface ResponsibleGamingChangesTable {
  id: Generated<number>;
  player_id: number;
  subject: ChangeSubject;
  period: LimitPeriod | null;
  old_value: Money | null;
  new_value: Money | null;
  effective_at: Timestamp;
  changed_by: ChangedBy;
  /** What a number cannot say: the length asked for, the operator's reason (migration 0118). */
  detail: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** A time-out, self-exclusion or operator exclusion (migration 0118); rows are only ever added. */
export interface ResponsibleGamingExclusionsTable {
  id: Generated<number>;
  player_id: number;
  type: ExclusionType;
  starts_at: Timestamp;
  /** Null: indefinite. */
  until: Timestamp | null;
  reason: ColumnType<string, string | undefined, string>;
  created_by: ChangedBy;
  created_at: Timestamp;
}

declare module '../../db/database.js' {
  interface Database {
    responsible_gaming_limits: ResponsibleGamingLimitsTable;
    responsible_gaming_settings: ResponsibleGamingSettingsTable;
    responsible_gaming_changes: ResponsibleGamingChangesTable;
    responsible_gaming_exclusions: ResponsibleGamingExclusionsTable;
  }
}
