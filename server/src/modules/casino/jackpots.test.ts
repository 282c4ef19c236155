import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { runMigrations } from '../../db/migrate.js';
import { inTransaction } from '../../db/transaction.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { seedCasino } from './casino.seed.js';
import { contributeToJackpots, foldJackpotContributions, listJackpotCards, JACKPOT_SHARES } from './jackpots.js';

/**
 * Stakes append contributions and a job folds them into the pool rows. The database here runs no
 * server (so no fold timer): the tests decide when a fold happens.
 */
let database: TestDatabase;
const db = () => database.handle.db;

before(async () => {
  database = await createTestDatabase();
  await runMigrations(database.handle);
  await seedCasino(db());
});
after(async () => {
  await database?.dispose();
});

/** The pool rows as stored, in kuruş × 10,000 (6 decimals as integers, so sums are exact). */
async function storedLevels(): Promise<Map<number, { value: bigint; rate: bigint }>> {
  const rows = await sql<{ id: number; value: string; rate: string }>`select id, value::text as value, contribution_rate::text as rate from casino_jackpot_pools order by id`.execute(db());
  const micros = (text: string) => BigInt(text.replace('.', ''));
  return new Map(rows.rows.map((r) => [r.id, { value: micros(r.value), rate: micros(r.rate) }]));
}

const pending = async () => (await sql<{ n: number }>`select count(*)::int as n from casino_jackpot_contributions`.execute(db())).rows[0]!.n;
const stake = (kurus: number) => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;

describe('jackpot contributions and the fold', () => {
  test('stakes in parallel, with folds running among them, then a fold: every level grew by exactly its rate × the stakes, 1.5 % in all', async () => {
    await foldJackpotContributions(db());
    const before = await storedLevels();
    const stakes = Array.from({ length: 60 }, (_, i) => 1 + ((i * 7919) % 250_000));
    await Promise.all([
      ...stakes.map((kurus) => inTransaction(db(), (trx) => contributeToJackpots(trx, stake(kurus)))),
      ...Array.from({ length: 5 }, () => foldJackpotContributions(db())),
    ]);
    await foldJackpotContributions(db());
    assert.equal(await pending(), 0, 'nothing left pending after a fold');

    const total = BigInt(stakes.reduce((a, b) => a + b, 0));
    const after = await storedLevels();
    let grown = 0n;
    for (const [id, level] of after) {
      // value (6 decimals) grows by stake (2 decimals) × rate (6 decimals): compare at 8 decimals.
      const growth = (level.value - before.get(id)!.value) * 100n;
      assert.equal(growth, total * level.rate, `level ${id}`);
      grown += growth;
    }
    assert.equal(Object.values(JACKPOT_SHARES).reduce((a, b) => a + b, 0).toFixed(6), '0.015000');
    // 1.5 % of the stakes (kuruş) at 8 decimals of a lira: total × 15 × 10^3.
    assert.equal(grown, total * 15_000n);
  });

  test('what the endpoints show counts pending contributions: the same before and after the fold', async () => {
    await foldJackpotContributions(db());
    const start = await listJackpotCards(db());
    for (let i = 0; i < 10; i += 1) await inTransaction(db(), (trx) => contributeToJackpots(trx, '1000.00'));
    const pendingView = await listJackpotCards(db());
    assert.notDeepEqual(pendingView, start, 'stakes show before any fold');
    // Egypt Quest's top level takes 0.5 % × 40 % = 0.2 % of 10,000 lira.
    assert.equal(Math.round((pendingView.egtJackpotCards[0]!.levelStats[0]!.value - start.egtJackpotCards[0]!.levelStats[0]!.value) * 100), 2000);
    const folded = await foldJackpotContributions(db());
    assert.deepEqual(folded, { stakes: '10000.00', contributions: 10 });
    assert.deepEqual(await listJackpotCards(db()), pendingView);
  });

  test('a crash between append and fold, or in the middle of a fold, loses nothing and counts nothing twice', async () => {
    await foldJackpotContributions(db());
    const before = await storedLevels();
    const shown = await listJackpotCards(db());
    // Appended by committed bets; the process that wrote them may die now: they are rows, not memory.
    for (const kurus of [150, 2575, 99_999]) await inTransaction(db(), (trx) => contributeToJackpots(trx, stake(kurus)));
    const withPending = await listJackpotCards(db());
    assert.equal(await pending(), 3);

    // A fold that dies after its statement ran, before it commits: everything it did rolls back.
    await assert.rejects(
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`with moved as (delete from casino_jackpot_contributions returning stake)
                    update casino_jackpot_pools p set value = p.value + (select coalesce(sum(stake), 0) from moved) * p.contribution_rate`.execute(trx);
          throw new Error('the process died mid-fold');
        }),
      /died mid-fold/,
    );
    assert.equal(await pending(), 3, 'the contributions are still pending');
    assert.deepEqual(await storedLevels(), before, 'and no pool took them');
    assert.deepEqual(await listJackpotCards(db()), withPending);

    // The next fold (after a restart) takes them once.
    assert.deepEqual(await foldJackpotContributions(db()), { stakes: '1027.24', contributions: 3 });
    assert.deepEqual(await foldJackpotContributions(db()), { stakes: '0.00', contributions: 0 });
    const after = await storedLevels();
    for (const [id, level] of after) assert.equal((level.value - before.get(id)!.value) * 100n, 102_724n * level.rate, `level ${id}`);
    assert.deepEqual(await listJackpotCards(db()), withPending);
    assert.notDeepEqual(withPending, shown);
  });

  test('a contribution of a transaction that rolls back is never folded', async () => {
    await foldJackpotContributions(db());
    const before = await storedLevels();
    await assert.rejects(
      inTransaction(db(), async (trx) => {
        await contributeToJackpots(trx, '500.00');
        throw new Error('bet refused');
      }),
      /bet refused/,
    );
    assert.equal(await pending(), 0);
    await foldJackpotContributions(db());
    assert.deepEqual(await storedLevels(), before);
  });
});
