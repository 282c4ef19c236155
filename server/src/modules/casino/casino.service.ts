/** The catalogue's queries and the players' favourites. */
import { sql, type Selectable } from 'kysely';
import type { Game } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { foldForSearch, type ProviderName } from './catalogue.js';
import type { CasinoGamesTable } from './casino.tables.js';
import { casinoTexts } from './casino.texts.js';
import { GAME_ART_HEIGHT, GAME_ART_WIDTH } from './game-art.js';

/** A game as the API answers it: the spec's Game plus what a lobby tile needs. */
export interface CasinoGame extends Game {
  live: boolean;
  /** The casino categories (casinoCategoryList ids) the game is listed under. */
  systemCategory: number[];
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
}

type GameRow = Pick<Selectable<CasinoGamesTable>, 'game_code' | 'name' | 'provider_name' | 'main_provider_id' | 'product_id' | 'system' | 'categories' | 'live' | 'image_url'>;

const gameColumns = ['game_code', 'name', 'provider_name', 'main_provider_id', 'product_id', 'system', 'categories', 'live', 'image_url'] as const;

const toGame = (row: GameRow): CasinoGame => ({
  gameCode: row.game_code,
  name: row.name,
  providerName: row.provider_name,
  mainProviderId: Number(row.main_provider_id),
  productId: Number(row.product_id),
  system: row.system,
  live: row.live,
  systemCategory: row.categories.map(Number),
  imageUrl: row.image_url,
  imageWidth: GAME_ART_WIDTH,
  imageHeight: GAME_ART_HEIGHT,
});

/** `%`, `_` and `\` are literal in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface GameSearch {
  /** true: live tables only; false: all but live tables; absent: both. */
  live?: boolean;
  search?: string;
  providerName?: ProviderName;
  skip: number;
  take: number;
}

/** `POST casino/games`: one page of games in catalogue order; fewer than `take` means the last page. */
export async function searchGames(db: Executor, query: GameSearch): Promise<CasinoGame[]> {
  let select = db.selectFrom('casino_games').select(gameColumns).where('active', '=', true);
  if (query.live !== undefined) select = select.where('live', '=', query.live);
  if (query.providerName) select = select.where('provider_name', '=', query.providerName);
  const folded = foldForSearch(query.search ?? '');
  if (folded) select = select.where(sql<boolean>`search_name like ${likePattern(folded)} escape '\\'`);
  const rows = await select.orderBy('sort').orderBy('id').offset(query.skip).limit(query.take).execute();
  return rows.map(toGame);
}

/**
 * `GET casino/game/{code}`: one active game by its code, which is also its page's address
 * (`/casino/play/{code}`, lower-case letters, digits and hyphens); null when there is none.
 */
export async function gameByCode(db: Executor, code: string): Promise<CasinoGame | null> {
  const row = await db.selectFrom('casino_games').select(gameColumns).where('game_code', '=', code).where('active', '=', true).executeTakeFirst();
  return row ? toGame(row) : null;
}

/**
 * `POST casino/categorygames`: the games listed under any of the requested categories, each once, in
 * catalogue order, with all its categories in `systemCategory` (the lobby sorts them into its tabs).
 */
export async function categoryGames(db: Executor, systemCategory: number[], providerName?: ProviderName): Promise<CasinoGame[]> {
  const ids = [...new Set(systemCategory)];
  let select = db
    .selectFrom('casino_games')
    .select(gameColumns)
    .where('active', '=', true)
    .where(sql<boolean>`categories && array[${sql.join(ids)}]::integer[]`);
  if (providerName) select = select.where('provider_name', '=', providerName);
  const rows = await select.orderBy('sort').orderBy('id').execute();
  return rows.map(toGame);
}

async function findGameId(db: Executor, code: string, providerId: number): Promise<number> {
  const game = await db.selectFrom('casino_games').select('id').where('game_code', '=', code).where('main_provider_id', '=', providerId).executeTakeFirst();
  if (!game) throw new ApiError(404, casinoTexts.gameNotFound);
  return game.id;
}

/** `POST casino/togglefavorite`: adds the game to the player's favourites, or removes it; answers whether it is one now. */
export async function toggleFavorite(db: Executor, playerId: number, code: string, providerId: number): Promise<boolean> {
  const gameId = await findGameId(db, code, providerId);
  const removed = await db.deleteFrom('casino_favorites').where('player_id', '=', playerId).where('game_id', '=', gameId).returning('game_id').execute();
  if (removed.length > 0) return false;
  await db.insertInto('casino_favorites').values({ player_id: playerId, game_id: gameId }).onConflict((oc) => oc.doNothing()).execute();
  return true;
}

const favoritesOf = (db: Executor, playerId: number) =>
  db
    .selectFrom('casino_favorites')
    .innerJoin('casino_games', 'casino_games.id', 'casino_favorites.game_id')
    .where('casino_favorites.player_id', '=', playerId)
    .orderBy('casino_favorites.created_at', 'desc')
    .orderBy('casino_games.sort');

/** `GET casino/favorites`: the player's favourite game codes, the latest first. */
export async function favoriteCodes(db: Executor, playerId: number): Promise<string[]> {
  const rows = await favoritesOf(db, playerId).select('casino_games.game_code').execute();
  return rows.map((r) => r.game_code);
}

/** `GET casino/favoritegames`: the player's favourite games (the lobby's favourites tab). */
export async function favoriteGames(db: Executor, playerId: number): Promise<CasinoGame[]> {
  const rows = await favoritesOf(db, playerId).select(gameColumns.map((c) => `casino_games.${c}` as const)).execute();
  return rows.map(toGame);
}
