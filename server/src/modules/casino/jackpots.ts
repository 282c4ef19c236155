/**
 * Jackpot pools: one row per level in `casino_jackpot_pools`. Every stake feeds them: the wallet calls
 * `contributeToJackpots(trx, stake)` in the transaction that posts the bet, and each level grows by
 * stake × its contribution rate. The shares (of each stake, 1.5 % in all):
 *   Egypt Quest 0.5 %, High Cash 0.4 %, Clover Chance 0.4 %, Bell Link 0.2 %,
 * split over the levels from the top: four levels 40/30/20/10 %, three levels 50/30/20 %.
 * A pool starts at (and, when won, restarts from) the value of the site content's jackpot card.
 */
import { sql } from 'kysely';
import type { JackpotCard } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import { seedJackpots } from '../cms/seed/content.js';

export const EGYPT_QUEST = 'Egypt Quest';

/** Share of each stake that goes to each jackpot. */
export const JACKPOT_SHARES: Record<string, number> = {
  [EGYPT_QUEST]: 0.005,
  'High Cash': 0.004,
  'Clover Chance': 0.004,
  'Bell Link': 0.002,
};

const LEVEL_WEIGHTS: Record<number, number[]> = { 4: [0.4, 0.3, 0.2, 0.1], 3: [0.5, 0.3, 0.2] };

/** The pool rows seeded at start: the content's cards with each level's contribution rate. */
export const seedPools = seedJackpots.flatMap((card) => {
  const weights = LEVEL_WEIGHTS[card.levelStats.length]!;
  return card.levelStats.map((level, i) => ({
    provider: card.provider,
    instance_name: card.instanceName,
    level: level.level,
    level_index: i,
    seed_value: level.value.toFixed(2),
    value: level.value.toFixed(2),
    contribution_rate: (JACKPOT_SHARES[card.instanceName]! * weights[i]!).toFixed(6),
    sort: card.sort,
  }));
});

const STAKE = /^\d{1,16}\.\d{2}$/;

/**
 * Adds a stake's share to every jackpot level; call it inside the transaction that takes the stake,
 * so a rolled-back bet feeds nothing. `stake` is the amount as a string with 2 decimals ("12.50").
 * Returns the amount added over all levels (6 decimals).
 */
export async function contributeToJackpots(trx: Executor, stake: string): Promise<string> {
  if (!STAKE.test(stake) || Number(stake) <= 0) throw new RangeError(`A stake is a positive amount with 2 decimals, not ${JSON.stringify(stake)}`);
  // Rows locked in one order first: an UPDATE of every row takes them in whatever order it scans,
  // and two stakes taking them in different orders deadlock.
  await sql`select id from casino_jackpot_pools order by id for update`.execute(trx);
  const result = await sql<{ added: string | null }>`
    with grown as (
      update casino_jackpot_pools
         set value = value + ${stake}::numeric * contribution_rate, updated_at = now()
       returning ${stake}::numeric * contribution_rate as added
    )
    select sum(added)::numeric(24, 6)::text as added from grown`.execute(trx);
  return result.rows[0]?.added ?? '0.000000';
}

interface PoolRow {
  provider: 'egt' | 'site';
  instance_name: string;
  level: string;
  level_index: number;
  value: string;
  sort: number;
}

const cents = (value: string) => Math.floor(Number(value) * 100) / 100;

function toCards(rows: PoolRow[]): { provider: 'egt' | 'site'; card: JackpotCard }[] {
  const byName = new Map<string, PoolRow[]>();
  for (const row of rows) byName.set(row.instance_name, [...(byName.get(row.instance_name) ?? []), row]);
  return [...byName.values()].map((levels) => {
    const ordered = levels.sort((a, b) => a.level_index - b.level_index);
    const levelStats = ordered.map((l) => ({ level: l.level, value: cents(l.value) }));
    // The top level is the headline figure of the card.
    return { provider: ordered[0]!.provider, card: { instanceName: ordered[0]!.instance_name, levelStats, currentLevelI: levelStats[0]!.value } };
  });
}

async function readPools(db: Executor, instanceName?: string): Promise<PoolRow[]> {
  let query = db.selectFrom('casino_jackpot_pools').select(['provider', 'instance_name', 'level', 'level_index', 'value', 'sort']);
  if (instanceName) query = query.where('instance_name', '=', instanceName);
  return query.orderBy('provider').orderBy('sort').orderBy('instance_name').orderBy('level_index').execute();
}

/** `GET casino/jackpots`: the cards in the bootstrap's shape, with their current values. */
export async function listJackpotCards(db: Executor): Promise<{ egtJackpotCards: JackpotCard[]; jackpotCards: JackpotCard[] }> {
  const cards = toCards(await readPools(db));
  return {
    egtJackpotCards: cards.filter((c) => c.provider === 'egt').map((c) => c.card),
    jackpotCards: cards.filter((c) => c.provider === 'site').map((c) => c.card),
  };
}

/** `GET casino/eqyptquest`: the Egypt Quest card, or null when its pool is missing. */
export async function egyptQuestCard(db: Executor): Promise<JackpotCard | null> {
  return toCards(await readPools(db, EGYPT_QUEST))[0]?.card ?? null;
}
