import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MEETING_WINDOW_MS, SIDE_REST_MS, advance, createState, ensureFixtures, generateFixtures, meetingOf, placeSlip } from './index.mjs';
import { LEAGUES } from './teams.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

const HOUR = 3600_000;

/**
 * Pairs of matches of one state that break the rules of a fixture list: the same two sides meeting
 * twice within the meeting window, or a side playing twice within 72 hours (a live match included).
 * @param {import('./index.mjs').Match[]} matches
 */
function clashes(matches) {
  /** @type {string[]} */
  const found = [];
  for (const [i, a] of matches.entries()) {
    for (const b of matches.slice(i + 1)) {
      if (a.sport !== b.sport) continue;
      const apart = Math.abs(a.startsAt - b.startsAt);
      if (meetingOf(a) === meetingOf(b) && apart < MEETING_WINDOW_MS) found.push(`${a.id} and ${b.id}: ${a.home} v ${a.away} twice`);
      else if (apart < 72 * HOUR) {
        for (const side of [a.home, a.away].filter((side) => side === b.home || side === b.away)) {
          found.push(`${side} twice within 72 h: ${a.id} (${new Date(a.startsAt).toISOString()}) and ${b.id} (${new Date(b.startsAt).toISOString()})`);
        }
      }
    }
  }
  return found;
}

/**
 * The kick-off slots of the leagues' match days from `now` to the end of the list's last day.
 * @param {number} now
 */
function slotsAfter(now) {
  const midnight = Math.floor((now + 3 * HOUR) / (24 * HOUR)) * 24 * HOUR - 3 * HOUR;
  let slots = 0;
  for (let day = 0; day < 3; day++) {
    for (const league of LEAGUES) {
      for (let i = 0; i < league.perDay; i++) {
        const [hours, minutes] = (league.kickOffs[i % league.kickOffs.length] ?? '20:00').split(':').map(Number);
        if (midnight + day * 24 * HOUR + ((hours ?? 20) * 60 + (minutes ?? 0)) * 60_000 > now) slots++;
      }
    }
  }
  return slots;
}

describe('fixtures: one meeting of two sides in the list', () => {
  it('a side plays at most once in any 72 hours over the whole list, every sport, live matches included, for any seed and hour', () => {
    assert.equal(SIDE_REST_MS, 72 * HOUR);
    for (let n = 0; n < 12; n++) {
      for (let hour = 0; hour < 24; hour += 5) {
        const now = NOW + hour * HOUR;
        const matches = generateFixtures({ now, seed: `whole-list-${n}` });
        assert.deepEqual(clashes(matches), [], `seed ${n}, ${hour} h on`);
        // As full as before: every kick-off slot of the three days holds a match, beside four live.
        assert.equal(matches.filter((m) => m.status === 'scheduled').length, slotsAfter(now), `seed ${n}, ${hour} h on: every slot filled`);
        assert.equal(matches.filter((m) => m.status !== 'scheduled').length, 4, `seed ${n}, ${hour} h on: four live`);
        assert.deepEqual([...new Set(matches.map((m) => m.sport))].sort(), ['basketball', 'football', 'tennis']);
      }
    }
  });

  it('the same seed gives the same list', () => {
    const list = (/** @type {string} */ seed) => generateFixtures({ now: NOW, seed }).map((m) => `${m.id} ${m.home} v ${m.away} ${m.startsAt}`);
    assert.deepEqual(list('same-seed'), list('same-seed'));
    assert.notDeepEqual(list('same-seed'), list('another-seed'));
  });

  it('lists no two matches of the same sides within 7 days, nor a side twice within 72 hours, for any seed, as days are added', () => {
    for (let n = 0; n < 12; n++) {
      const state = createState({ now: NOW, seed: `fixture-list-${n}` });
      assert.deepEqual(clashes(Object.values(state.matches)), [], `seed ${n}, at the start`);
      // Two days on: the days generated then, the live matches added to keep four going.
      for (const later of [NOW + 6 * HOUR, NOW + 30 * HOUR, NOW + 54 * HOUR]) {
        advance(state, later, { randomInt: () => 0 });
        ensureFixtures(state, later);
      }
      assert.deepEqual(clashes(Object.values(state.matches)), [], `seed ${n}, two days on`);
    }
  });

  it('still offers every sport before its start and live', () => {
    for (let n = 0; n < 12; n++) {
      const state = createState({ now: NOW, seed: `fixture-list-${n}` });
      const matches = Object.values(state.matches);
      for (const sport of ['football', 'basketball', 'tennis']) {
        assert.ok(matches.some((m) => m.sport === sport && m.status === 'scheduled'), `seed ${n}: a scheduled ${sport} match`);
        assert.ok(matches.some((m) => m.sport === sport && m.status === 'live'), `seed ${n}: a live ${sport} match`);
      }
    }
  });
});

describe('placeSlip: an accumulator takes one selection of a match', () => {
  it('refuses two listings of one meeting as one match (correlated), whoever is at home', () => {
    const { state, football } = fixtureState();
    // A second listing of the same meeting, the sides swapped, as a list with a duplicate would hold.
    const again = structuredClone(football);
    again.id = `${football.id}-again`;
    [again.home, again.away] = [football.away, football.home];
    again.startsAt = football.startsAt + 18 * HOUR;
    for (const market of again.markets) for (const s of market.selections) s.id = s.id.replace(football.id, again.id);
    state.matches[again.id] = again;
    const first = selectionOf(football, '1x2', 'home').selection;
    const second = selectionOf(again, 'btts', 'yes').selection;
    assert.deepEqual(placeSlip(state, slipOf([first, second]), NOW), { ok: false, reason: 'same-match', selectionId: second.id });
    assert.equal(Object.keys(state.slips).length, 0);
    // Each is a single of its own.
    assert.ok(placeSlip(state, slipOf([first]), NOW).ok);
    assert.ok(placeSlip(state, slipOf([second]), NOW).ok);
  });
});
