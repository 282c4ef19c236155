import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from '../../db/column-types.js';

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  /** What a real provider would see; a one-time code is only in here, as text. */
  body: string;
  created_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    outbox: OutboxTable;
  }
}
