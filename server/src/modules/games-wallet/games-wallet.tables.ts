import type { ColumnType, Generated } from 'kysely';
import type { GeneratedMoney, GeneratedTimestamp, Money, Timestamp } from '../../db/column-types.js';

/** A game launch (migration 0112): the one-time launch token, then the session the studio plays under. */
export interface GameSessionsTable {
  id: Generated<number>;
  player_id: number;
  provider: string;
  game_code: string;
  /** Null only for a sportsbook frame (migration 0115), which is opened by an exchange, not a launch. */
  launch_token_hash: string | null;
  session_token_hash: string | null;
  created_at: GeneratedTimestamp;
  launch_expires_at: Timestamp;
  launched_at: Timestamp | null;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  /** The site login a sportsbook session belongs to (migration 0115); null for a casino launch. */
  site_session_id: number | null;
}

/** One player's round at one studio. */
export interface GameRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  player_id: number;
  wallet_id: number;
  session_id: number;
  game_code: string;
  /** GameRoundStatus: 1 Processing, 2 Completed, 3 Cancelled, 4 Expired. */
  status: Generated<number>;
  stake: GeneratedMoney;
  win: GeneratedMoney;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  closed_at: Timestamp | null;
}

export type GameTransactionKind = 'bet' | 'win' | 'rollback' | 'tombstone';

/** A transaction id a studio sent (bet, win, rollback) or a tombstone left by an early rollback. */
export interface GameTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  kind: GameTransactionKind;
  /** BetAction: 1 Win, 2 Bet; null for rollbacks and tombstones. */
  action: number | null;
  player_id: number;
  round_id: number | null;
  reference_transaction_id: string | null;
  amount: Money;
  cash_amount: GeneratedMoney;
  bonus_amount: GeneratedMoney;
  bonus_grant_id: number | null;
  journal_id: number | null;
  outcome: string | null;
  returned_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

/** The first answer to a request id. */
export interface GameWalletRequestsTable {
  provider: string;
  request_id: string;
  action: string;
  /** jsonb: written as JSON text, read back parsed; null while the first request is in flight. */
  response: ColumnType<unknown, string | null, string>;
  /** SHA-256 of the action and the contract's fields of the request answered (migration 0121); null in older rows. */
  request_hash: string | null;
  created_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    game_sessions: GameSessionsTable;
    game_rounds: GameRoundsTable;
    game_transactions: GameTransactionsTable;
    game_wallet_requests: GameWalletRequestsTable;
  }
}
