import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from '../../db/column-types.js';

/** A game of the catalogue (migration 0111), seeded from catalogue.ts. */
export interface CasinoGamesTable {
  id: Generated<number>;
  game_code: string;
  name: string;
  /** `name` folded by `foldForSearch`. */
  search_name: string;
  provider_name: string;
  main_provider_id: number;
  product_id: number;
  system: string;
  /** Casino category ids; integer[] read back as number[]. */
  categories: number[];
  live: boolean;
  image_url: string;
  sort: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CasinoFavoritesTable {
  player_id: number;
  game_id: number;
  created_at: GeneratedTimestamp;
}

/** One level of a jackpot; numeric columns arrive as strings on both backends. */
export interface CasinoJackpotPoolsTable {
  id: Generated<number>;
  provider: 'egt' | 'site';
  instance_name: string;
  level: string;
  level_index: number;
  seed_value: ColumnType<string, string, string>;
  value: ColumnType<string, string, string>;
  contribution_rate: ColumnType<string, string, string>;
  sort: number;
  updated_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    casino_games: CasinoGamesTable;
    casino_favorites: CasinoFavoritesTable;
    casino_jackpot_pools: CasinoJackpotPoolsTable;
  }
}
