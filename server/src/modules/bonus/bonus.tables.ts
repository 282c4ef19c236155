import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Money } from '../auth/auth.tables.js';

export interface OperatorSettingsTable {
  key: string;
  value: string;
  updated_at: GeneratedTimestamp;
}

export interface BonusOffersTable {
  code: string;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  amount: Money;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export type PlayerBonusStatus = 'requested' | 'active' | 'credited' | 'rejected';

export interface PlayerBonusesTable {
  id: Generated<number>;
  player_id: number;
  code: string;
  title_tr: string;
  title_en: string;
  amount: Money;
  status: PlayerBonusStatus;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TrialBonusClaimsTable {
  id: Generated<number>;
  player_id: number;
  phone: string;
  personal_no: string | null;
  fingerprint: string | null;
  amount: Money;
  created_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    operator_settings: OperatorSettingsTable;
    bonus_offers: BonusOffersTable;
    player_bonuses: PlayerBonusesTable;
    trial_bonus_claims: TrialBonusClaimsTable;
  }
}
