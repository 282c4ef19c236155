import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from '../../db/column-types.js';

/** What an audit row records of a request's parameters (query and body, secrets masked). */
export type AuditParams = Record<string, unknown>;

export interface AdminAuditTable {
  id: Generated<number>;
  created_at: GeneratedTimestamp;
  token_id: string | null;
  method: string;
  route: string;
  params: ColumnType<AuditParams, string, never>;
  status: number;
  outcome: 'ok' | 'rejected' | 'refused' | 'throttled' | 'failed';
  ip: string;
  user_agent: string | null;
}

declare module '../../db/database.js' {
  interface Database {
    admin_audit: AdminAuditTable;
  }
}
