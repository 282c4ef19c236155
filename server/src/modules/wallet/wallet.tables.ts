import type { ColumnType, Generated } from 'kysely';
import type { GeneratedMoney, GeneratedTimestamp, Money } from '../../db/column-types.js';

/** A player's wallet; its balances are rows of `wallet_balances`. */
export interface WalletsTable {
  id: Generated<number>;
  player_id: number;
  currency: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** One row per wallet and balance kind; moved only by the ledger entry trigger (migration 0105). */
export interface WalletBalancesTable {
  wallet_id: number;
  balance_kind: string;
  balance: GeneratedMoney;
  updated_at: GeneratedTimestamp;
}

export interface LedgerBalanceKindsTable {
  balance_kind: string;
  withdrawable: boolean;
  description: string;
}

export interface LedgerEntryTypesTable {
  type: string;
  direction: 'in' | 'out' | 'transfer' | 'reversal' | 'any';
  description: string;
}

/** Append-only: one business event. The database refuses UPDATE, DELETE and TRUNCATE. */
export interface LedgerJournalsTable {
  id: Generated<number>;
  wallet_id: number;
  type: string;
  actor_kind: 'player' | 'operator' | 'provider' | 'system';
  actor_id: string;
  provider: string;
  external_id: string;
  reverses_journal_id: number | null;
  created_at: GeneratedTimestamp;
  tx_id: Generated<number>;
}

/** Append-only: one balance moved by a journal. The database refuses UPDATE, DELETE and TRUNCATE. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: number;
  wallet_id: number;
  balance_kind: string;
  amount: Money;
  balance_after: Money;
  /** The journal's type, filled in by the database. */
  type: ColumnType<string, string | undefined, never>;
  created_at: GeneratedTimestamp;
  tx_id: Generated<number>;
}

/** The product a bonus's money may be staked on. */
export type BonusGrantProduct = 'casino' | 'sports';

export interface BonusGrantsTable {
  id: Generated<number>;
  journal_id: number;
  wallet_id: number;
  amount: Money;
  wagering_multiplier: Money;
  wagering_required: Money;
  wagered: GeneratedMoney;
  status: Generated<'active' | 'released' | 'forfeited'>;
  product: Generated<BonusGrantProduct>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface WalletBalanceCorrectionsTable {
  wallet_id: number;
  stored_balance: string;
  ledger_sum: string;
  corrected_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    wallets: WalletsTable;
    wallet_balances: WalletBalancesTable;
    ledger_balance_kinds: LedgerBalanceKindsTable;
    ledger_entry_types: LedgerEntryTypesTable;
    ledger_journals: LedgerJournalsTable;
    ledger_entries: LedgerEntriesTable;
    bonus_grants: BonusGrantsTable;
    wallet_balance_corrections: WalletBalanceCorrectionsTable;
  }
}
