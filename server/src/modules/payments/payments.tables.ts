import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../db/column-types.js';

/** What a payment row keeps of the method's fields (card number cut to its last 4 digits, no expiry). */
export type StoredDetail = Record<string, string | number>;

/** A deposit or withdrawal request (migration 0109); its money moves only through the ledger. */
export interface PaymentsTable {
  id: Generated<number>;
  player_id: number;
  wallet_id: number;
  /** TransactionType: 1 deposit, 2 withdrawal. */
  type: number;
  method_id: number;
  provider: string;
  provider_reference: string | null;
  /** Our id of the payment, the provider's idempotency key. */
  reference: string;
  /** numeric(18,2), read as a string ("150.00"). */
  amount: ColumnType<string, string, string>;
  currency: Generated<string>;
  /** TransactionStatus: 1 Confirmed, 2 Pending, 3 Merged, 4 Rejected, 5 Cancelled, 6 Created. */
  status: number;
  /** jsonb: written as JSON text, read back parsed. */
  detail: ColumnType<StoredDetail, string, string>;
  reason_tr: string | null;
  reason_en: string | null;
  approved_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    payments: PaymentsTable;
  }
}
