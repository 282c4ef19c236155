import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from '../../modules/auth/auth.tables.js';

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    outbox: OutboxTable;
  }
}
