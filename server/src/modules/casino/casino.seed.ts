import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { CATALOGUE, foldForSearch } from './catalogue.js';
import { seedPools } from './jackpots.js';

/** Taken while seeding so two instances starting on one PostgreSQL database take turns. */
const SEED_LOCK_KEY = 7_263_003;

/**
 * Puts the catalogue's games and the jackpot pools into the database: entries it lacks only, so it
 * runs at every start, adds new games, and never resets a pool's value or an operator's edit.
 * Returns how many games it added.
 */
export async function seedCasino(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const added = await trx
      .insertInto('casino_games')
      .values(
        CATALOGUE.map((g) => ({
          game_code: g.gameCode,
          name: g.name,
          search_name: foldForSearch(g.name),
          provider_name: g.providerName,
          main_provider_id: g.mainProviderId,
          product_id: g.productId,
          system: g.system,
          categories: sql<number[]>`array[${sql.join(g.categories)}]::integer[]`,
          live: g.live,
          image_url: g.imageUrl,
          sort: g.sort,
        })),
      )
      .onConflict((oc) => oc.column('game_code').doNothing())
      .returning('id')
      .execute();
    await trx
      .insertInto('casino_jackpot_pools')
      .values(seedPools)
      .onConflict((oc) => oc.columns(['instance_name', 'level']).doNothing())
      .execute();
    return added.length;
  });
}
