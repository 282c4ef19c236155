import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../db/column-types.js';

export interface NotificationsTable {
  id: Generated<number>;
  player_id: number;
  /** NotificationType: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
  type: number;
  title_tr: string;
  title_en: string;
  note_tr: string;
  note_en: string;
  is_read: Generated<boolean>;
  created_at: GeneratedTimestamp;
  read_at: Timestamp | null;
}

declare module '../../db/database.js' {
  interface Database {
    notifications: NotificationsTable;
  }
}
