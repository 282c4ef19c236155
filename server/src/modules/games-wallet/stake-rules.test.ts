import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { runMigrations } from '../../db/migrate.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { slotStakeCapFor, YOUNG_ADULT_MAX_AGE } from '../customer/slot-stake-cap.js';
import { checkIsDue } from '../responsible-gaming/reality-checks.js';

/**
 * The wallet's stake guard runs in the database (migration 0143); the rest of the server states
 * the same rules in TypeScript. These hold the two to the same answers, boundaries included (a
 * millisecond either side of a check falling due, birthdays at the turn of a UTC day, 29 February).
 */
let database: TestDatabase;

before(async () => {
  database = await createTestDatabase();
  await runMigrations(database.handle);
});
after(() => database?.dispose());

const MINUTE = 60_000;

describe('the stake guard in the database and in TypeScript', () => {
  test('a reality check is due at the same moments (checkIsDue)', async () => {
    const cases: { started: string; acknowledged: string | null; minutes: number; now: string }[] = [];
    // Microseconds in the stored times: both sides compare whole milliseconds, as a Date holds them.
    for (const startedAt of ['2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.123456Z', '2026-11-27T23:59:59.999999Z']) {
      const started = new Date(startedAt).getTime();
      for (const minutes of [1, 30, 60, 90]) {
        for (const k of [0, 1, 2, 7]) {
          for (const delta of [-1, 0, 1, 999]) {
            const now = started + k * minutes * MINUTE + delta;
            const due = started + Math.max(k, 1) * minutes * MINUTE;
            for (const acknowledged of [null, due - 1, due, due + 1, started - 5]) {
              cases.push({ started: startedAt, acknowledged: acknowledged === null ? null : new Date(acknowledged).toISOString(), minutes, now: new Date(now).toISOString() });
            }
          }
        }
      }
    }
    const result = await sql<{ due: boolean }>`
      select games_wallet_check_due(c.started, c.acknowledged, c.minutes, c.now) as due
        from json_to_recordset(${JSON.stringify(cases.map((c, ord) => ({ ...c, ord })))}::json) as c(started timestamptz, acknowledged timestamptz, minutes int, now timestamptz, ord int)
       order by ord`.execute(database.handle.db);
    assert.equal(result.rows.length, cases.length);
    let dueCount = 0;
    cases.forEach((c, i) => {
      const expected = checkIsDue({ startedAt: new Date(c.started), acknowledgedAt: c.acknowledged ? new Date(c.acknowledged) : null, minutes: c.minutes }, new Date(c.now));
      if (expected) dueCount += 1;
      assert.equal(result.rows[i]!.due, expected, JSON.stringify(c));
    });
    // Both answers occur, so the comparison says something.
    assert.ok(dueCount > 100 && dueCount < cases.length - 100, `${dueCount} of ${cases.length} due`);
  });

  test('a slot spin has the same cap (slotStakeCapFor)', async () => {
    const cases: { birth: string | null; now: string; cap: number | null; young: number | null }[] = [];
    const nows = ['2026-11-27T12:00:00Z', '2026-11-27T00:00:00Z', '2026-11-26T23:59:59.999Z', '2027-02-28T12:00:00Z', '2027-03-01T00:00:00Z', '2028-02-29T12:00:00Z'];
    const births = [null, '2001-11-27', '2001-11-28', '2002-11-27', '2008-11-27', '2008-11-28', '1960-01-01', '2004-02-29', '2003-02-28', '2003-03-01', '2002-02-28'];
    const capPairs: [number | null, number | null][] = [[null, null], [25_000, null], [null, 500], [25_000, 500], [300, 500]];
    for (const now of nows) for (const birth of births) for (const [cap, young] of capPairs) cases.push({ birth, now, cap, young });
    const result = await sql<{ cap: string | null }>`
      select games_wallet_slot_cap(c.birth, c.now, c.cap, c.young, ${YOUNG_ADULT_MAX_AGE}::int)::text as cap
        from json_to_recordset(${JSON.stringify(cases.map((c, ord) => ({ ...c, ord })))}::json) as c(birth date, now timestamptz, cap bigint, young bigint, ord int)
       order by ord`.execute(database.handle.db);
    assert.equal(result.rows.length, cases.length);
    const answers = new Set<string>();
    cases.forEach((c, i) => {
      const expected = slotStakeCapFor({ slotStakeCapKurus: c.cap, slotStakeCapYoungAdultKurus: c.young }, c.birth, new Date(c.now));
      answers.add(String(expected));
      assert.equal(result.rows[i]!.cap, expected === null ? null : String(expected), JSON.stringify(c));
    });
    assert.deepEqual([...answers].sort(), ['25000', '300', '500', 'null']);
  });
});
