import type { Generated } from 'kysely';
import type { GeneratedMoney, GeneratedTimestamp, Money } from '../auth/auth.tables.js';

export interface WalletsTable {
  id: Generated<number>;
  player_id: number;
  currency: Generated<string>;
  balance: GeneratedMoney;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE (migration 0102). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  wallet_id: number;
  amount: Money;
  balance_after: Money;
  type: string;
  reference: string;
  created_at: GeneratedTimestamp;
  tx_id: Generated<number>;
}

declare module '../../db/database.js' {
  interface Database {
    wallets: WalletsTable;
    ledger_entries: LedgerEntriesTable;
  }
}
