import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../db/column-types.js';

export interface CallRequestsTable {
  id: Generated<number>;
  player_id: number | null;
  name: string;
  message: string;
  ip: string;
  created_at: GeneratedTimestamp;
  handled_at: Timestamp | null;
}

declare module '../../db/database.js' {
  interface Database {
    call_requests: CallRequestsTable;
  }
}
