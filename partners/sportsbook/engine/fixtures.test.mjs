import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MEETING_WINDOW_MS, advance, createState, ensureFixtures, meetingOf, placeSlip } from './index.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

const HOUR = 3600_000;

/**
 * Pairs of matches of one state that break the rules of a fixture list: the same two sides meeting
 * twice within the meeting window, or a side playing twice within 12 hours.
 * @param {import('./index.mjs').EngineState} state
 */
function clashes(state) {
  const matches = Object.values(state.matches);
  /** @type {string[]} */
  const found = [];
  for (const [i, a] of matches.entries()) {
    for (const b of matches.slice(i + 1)) {
      if (a.sport !== b.sport) continue;
      const apart = Math.abs(a.startsAt - b.startsAt);
      if (meetingOf(a) === meetingOf(b) && apart < MEETING_WINDOW_MS) found.push(`${a.id} and ${b.id}: ${a.home} v ${a.away} twice`);
      else if (apart < 12 * HOUR && [a.home, a.away].some((side) => side === b.home || side === b.away)) found.push(`${a.id} and ${b.id}: a side twice in 12 h`);
    }
  }
  return found;
}

describe('fixtures: one meeting of two sides in the list', () => {
  it('lists no two matches of the same sides within 7 days, nor a side twice within 12 hours, for any seed, as days are added', () => {
    for (let n = 0; n < 12; n++) {
      const state = createState({ now: NOW, seed: `fixture-list-${n}` });
      assert.deepEqual(clashes(state), [], `seed ${n}, at the start`);
      // Two days on: the days generated then, the live matches added to keep four going.
      for (const later of [NOW + 6 * HOUR, NOW + 30 * HOUR, NOW + 54 * HOUR]) {
        advance(state, later, { randomInt: () => 0 });
        ensureFixtures(state, later);
      }
      assert.deepEqual(clashes(state), [], `seed ${n}, two days on`);
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
