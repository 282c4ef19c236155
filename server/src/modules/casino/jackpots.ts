/**
 * Jackpot pools: one row per level in `casino_jackpot_pools`. Every stake feeds them: the wallet calls
 * `contributeToJackpots(trx, stake)` in the transaction that posts the bet, and each level grows by
 * stake × its contribution rate. The shares (of each stake, 1.5 % in all):
 *   Egypt Quest 0.5 %, High Cash 0.4 %, Clover Chance 0.4 %, Bell Link 0.2 %,
 * split over the levels from the top: four levels 40/30/20/10 %, three levels 50/30/20 %.
 * A pool starts at (and, when won, restarts from) the value of the site content's jackpot card.
 *
 * A stake does not update the pool rows: every bet would then queue on the same 15 row locks until
 * it commits. It appends one row to `casino_jackpot_contributions` instead, and
 * `foldJackpotContributions` (a short job) moves what has been appended into the pools in one
 * statement. A level's value is its pool row plus its rate × the stakes not folded yet, read in one
 * statement, so what readers see is exact whether or not the fold has run.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { JackpotCard } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
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

function checkStake(stake: string): void {
  if (!STAKE.test(stake) || Number(stake) <= 0) throw new RangeError(`A stake is a positive amount with 2 decimals, not ${JSON.stringify(stake)}`);
}

/**
 * The statement that appends a stake's contribution, for a caller that writes it inside a
 * statement of its own (a CTE: `with jackpot as (${jackpotContribution(stake)}) …`) to save a round
 * trip. It takes no lock: contributions of parallel bets never wait for each other.
 */
export function jackpotContribution(stake: string): RawBuilder<unknown> {
  checkStake(stake);
  return sql`insert into casino_jackpot_contributions (stake) values (${stake}::numeric)`;
}

/**
 * Adds a stake's share to every jackpot level; call it inside the transaction that takes the stake,
 * so a rolled-back bet feeds nothing. `stake` is the amount as a string with 2 decimals ("12.50").
 * Returns the amount added over all levels (6 decimals).
 */
export async function contributeToJackpots(trx: Executor, stake: string): Promise<string> {
  checkStake(stake);
  const result = await sql<{ added: string | null }>`
    insert into casino_jackpot_contributions (stake) values (${stake}::numeric)
    returning (stake * (select sum(contribution_rate) from casino_jackpot_pools))::numeric(24, 6)::text as added`.execute(trx);
  return result.rows[0]?.added ?? '0.000000';
}

/** How often the wallet folds contributions into the pools; readers count what is pending, so this only bounds the pending rows. */
export const JACKPOT_FOLD_EVERY_MS = 1000;

/**
 * Moves every committed contribution into the pools: the rows are deleted and their sum × each
 * level's rate is added, in one statement, so a crash before or during a fold loses nothing and
 * counts nothing twice (a contribution is either still pending or in its pool). Contributions of
 * bets still open are left for the next fold; two folds at once (two instances) each take the rows
 * the other has not. Returns the stakes folded and how many.
 */
export async function foldJackpotContributions(db: Kysely<Database>): Promise<{ stakes: string; contributions: number }> {
  return inTransaction(db, async (trx) => {
    const result = await sql<{ stakes: string; contributions: number }>`
      with moved as (
        delete from casino_jackpot_contributions returning stake
      ), total as (
        select coalesce(sum(stake), 0) as stakes, count(*)::int as contributions from moved
      ), grown as (
        -- A data-modifying CTE runs whether or not the query reads it.
        update casino_jackpot_pools p
           set value = p.value + total.stakes * p.contribution_rate, updated_at = now()
          from total
         where total.contributions > 0
        returning p.id
      )
      select total.stakes::numeric(18, 2)::text as stakes, total.contributions from total`.execute(trx);
    return result.rows[0]!;
  });
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

/** The levels with their values: the pool row plus what is pending, in one statement (one snapshot, so a concurrent fold is seen wholly or not at all). */
async function readPools(db: Executor, instanceName?: string): Promise<PoolRow[]> {
  let query = db
    .selectFrom('casino_jackpot_pools')
    .select([
      'provider',
      'instance_name',
      'level',
      'level_index',
      sql<string>`(value + coalesce((select sum(stake) from casino_jackpot_contributions), 0) * contribution_rate)::numeric(24, 6)::text`.as('value'),
      'sort',
    ]);
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
