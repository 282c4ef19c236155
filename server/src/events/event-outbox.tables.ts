import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../db/column-types.js';

/** Rows of the transactional outbox (migration 0106). */
export interface EventOutboxTable {
  id: Generated<number>;
  event_id: Generated<string>;
  topic: string;
  key: string;
  /** jsonb: written as JSON text, read back parsed; null once delivered for secret-carrying topics. */
  payload: ColumnType<unknown, string, string | null>;
  /** Stamped at commit by the database; never written by the application. */
  commit_seq: ColumnType<number | null, never, never>;
  attempts: Generated<number>;
  next_attempt_at: GeneratedTimestamp;
  last_error: string | null;
  created_at: GeneratedTimestamp;
  delivered_at: Timestamp | null;
}

declare module '../db/database.js' {
  interface Database {
    event_outbox: EventOutboxTable;
  }
}
