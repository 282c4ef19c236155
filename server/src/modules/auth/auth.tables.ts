import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from '../../db/column-types.js';

export interface CountriesTable {
  id: number;
  /** The original name (English, except Türkiye); the default country is found by it. */
  name: string;
  /** Turkish name (migration 0104). */
  name_tr: string;
  /** English name (migration 0110). */
  name_en: string;
  code: string;
  sort_order: Generated<number>;
}

export interface PlayersTable {
  id: Generated<number>;
  usercode: string;
  username: string;
  email: string;
  name: string;
  surname: string;
  phone: string;
  sms_verified: Generated<boolean>;
  phone_verified_at: Timestamp | null;
  personal_no: string | null;
  country_id: number | null;
  birth_date: ColumnType<Date | string | null, string | null, string | null>;
  currency_id: Generated<number>;
  password_hash: string;
  trial_bonus_opt_in: Generated<boolean>;
  ref_id: number | null;
  is_fast: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  password_changed_at: Timestamp | null;
}

export interface SessionsTable {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string;
  user_agent: string;
  device: string;
  fingerprint: string;
  revoked_at: Timestamp | null;
  /** The last reality check the player acknowledged in this session (migration 0118). */
  reality_check_acknowledged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last reality check the hub pushed to this session. */
  reality_check_pushed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  player_id: number;
  purpose: 'phone' | 'password_reset';
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  superseded_at: Timestamp | null;
}

/** A document a player accepted at sign-up, with its version and time (migration 0124). */
export interface PlayerConsentsTable {
  player_id: number;
  document: 'terms' | 'privacy_notice';
  version: string;
  accepted_at: Timestamp;
  ip: string;
}

declare module '../../db/database.js' {
  interface Database {
    countries: CountriesTable;
    players: PlayersTable;
    player_consents: PlayerConsentsTable;
    sessions: SessionsTable;
    verification_codes: VerificationCodesTable;
  }
}
