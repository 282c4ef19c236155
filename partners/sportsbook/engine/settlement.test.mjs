import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { advance, cancelMatch, deadHeatFactor, legResult, placeSlip, settleMatch, slipPayout } from './index.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

/** @param {number} home @param {number} away @param {{ home: number, away: number }[]} [periods] */
const final = (home, away, periods = []) => ({ score: { home, away }, periods });

describe('leg results', () => {
  it('settles 1X2 on the final score: home, draw, away', () => {
    assert.deepEqual(['home', 'draw', 'away'].map((o) => legResult('1x2', o, final(2, 1))), ['won', 'lost', 'lost']);
    assert.deepEqual(['home', 'draw', 'away'].map((o) => legResult('1x2', o, final(1, 1))), ['lost', 'won', 'lost']);
    assert.deepEqual(['home', 'draw', 'away'].map((o) => legResult('1x2', o, final(0, 3))), ['lost', 'lost', 'won']);
  });

  it('settles over/under 2.5 on total goals, both sides', () => {
    assert.deepEqual([legResult('ou2.5', 'over', final(2, 1)), legResult('ou2.5', 'under', final(2, 1))], ['won', 'lost']);
    assert.deepEqual([legResult('ou2.5', 'over', final(1, 1)), legResult('ou2.5', 'under', final(1, 1))], ['lost', 'won']);
  });

  it('voids a total that lands exactly on a whole line (a push), both sides', () => {
    assert.equal(legResult('tot164', 'over', final(84, 80)), 'void');
    assert.equal(legResult('tot164', 'under', final(84, 80)), 'void');
    assert.equal(legResult('tot164', 'over', final(84, 81)), 'won');
    assert.equal(legResult('tot164', 'under', final(84, 81)), 'lost');
  });

  it('settles both teams to score', () => {
    assert.equal(legResult('btts', 'yes', final(1, 1)), 'won');
    assert.equal(legResult('btts', 'no', final(1, 1)), 'lost');
    assert.equal(legResult('btts', 'yes', final(3, 0)), 'lost');
    assert.equal(legResult('btts', 'no', final(0, 0)), 'won');
  });

  it('settles an Asian handicap: half lines win or lose, whole lines push, quarter lines split the stake', () => {
    assert.equal(legResult('ah-0.5', 'home', final(1, 0)), 'won');
    assert.equal(legResult('ah-0.5', 'away', final(1, 0)), 'lost');
    assert.equal(legResult('ah-0.5', 'home', final(1, 1)), 'lost');
    assert.equal(legResult('ah-1', 'home', final(2, 1)), 'void');
    assert.equal(legResult('ah-1', 'away', final(2, 1)), 'void');
    assert.equal(legResult('ah-1', 'home', final(3, 1)), 'won');
    // Home −0.75 winning by one: half on −0.5 wins, half on −1 is returned.
    assert.equal(legResult('ah-0.75', 'home', final(2, 1)), 'half-won');
    assert.equal(legResult('ah-0.75', 'away', final(2, 1)), 'half-lost');
    assert.equal(legResult('ah-0.75', 'home', final(2, 0)), 'won');
    assert.equal(legResult('ah-0.75', 'home', final(1, 1)), 'lost');
    assert.equal(legResult('ah-0.75', 'away', final(1, 1)), 'won');
    // Home +0.75 losing by one: half on +0.5 loses, half on +1 is returned.
    assert.equal(legResult('ah+0.75', 'home', final(0, 1)), 'half-lost');
    assert.equal(legResult('ah+0.75', 'away', final(0, 1)), 'half-won');
  });

  it('settles basketball moneyline and handicap, and tennis winner and total games', () => {
    assert.equal(legResult('ml', 'home', final(101, 99)), 'won');
    assert.equal(legResult('ml', 'away', final(101, 99)), 'lost');
    assert.equal(legResult('hcp-4.5', 'home', final(101, 96)), 'won');
    assert.equal(legResult('hcp-4.5', 'away', final(101, 97)), 'won');
    assert.equal(legResult('hcp+3.5', 'home', final(98, 101)), 'won');
    const sets = [{ home: 6, away: 4 }, { home: 3, away: 6 }, { home: 7, away: 6 }];
    assert.equal(legResult('winner', 'home', final(2, 1, sets)), 'won');
    assert.equal(legResult('winner', 'away', final(2, 1, sets)), 'lost');
    assert.equal(legResult('tg31.5', 'over', final(2, 1, sets)), 'won');
    assert.equal(legResult('tg32.5', 'under', final(2, 1, sets)), 'won');
  });
});

describe('dead heats', () => {
  it('divides the stake by the number tied, times the places left to them', () => {
    assert.equal(deadHeatFactor(1, 1), 1);
    assert.equal(deadHeatFactor(2, 1), 1 / 2);
    assert.equal(deadHeatFactor(3, 1), 1 / 3);
    assert.equal(deadHeatFactor(3, 2), 2 / 3);
    assert.equal(deadHeatFactor(2, 3), 1);
    assert.throws(() => deadHeatFactor(0, 1), RangeError);
  });

  it('pays a highest-scoring-quarter bet tied with another quarter half its stake at full odds', () => {
    const { state, basketball } = fixtureState();
    const q2 = selectionOf(basketball, 'hsq', 'q2').selection;
    const q1 = selectionOf(basketball, 'hsq', 'q1').selection;
    const placed = placeSlip(state, slipOf([q2], { stake: 10_000 }), NOW);
    const lost = placeSlip(state, slipOf([q1], { stake: 10_000 }), NOW);
    assert.ok(placed.ok && lost.ok);
    const quarters = [{ home: 20, away: 20 }, { home: 25, away: 25 }, { home: 30, away: 20 }, { home: 20, away: 10 }];
    const result = settleMatch(state, basketball.id, { home: 95, away: 75, periods: quarters }, NOW + 1);
    assert.ok(result.ok);
    const won = result.slips.find((s) => s.slipId === placed.slip.slipId);
    assert.equal(won?.slip.legs[0]?.deadHeat, 1 / 2);
    // Half the price's odds, rounded down to 0.01 like any slip's odds, times the stake.
    assert.equal(won?.payout, (10_000 * Math.floor(Math.round(q2.price * 100) / 2)) / 100);
    assert.equal(result.slips.find((s) => s.slipId === lost.slip.slipId)?.payout, 0);
  });
});

describe('slip payout', () => {
  it('pays stake × price for a won single, in whole kuruş', () => {
    assert.equal(slipPayout({ stake: 1_234, legs: [leg('won', 1.87)] }), Math.floor(1_234 * 1.87));
    assert.equal(slipPayout({ stake: 1_000, legs: [leg('half-won', 1.9)] }), 1_450);
    assert.equal(slipPayout({ stake: 1_000, legs: [leg('half-lost', 1.9)] }), 500);
  });

  it('recomputes an accumulator without its void legs, returns the stake when all are void, and loses on one lost leg', () => {
    assert.equal(slipPayout({ stake: 1_000, legs: [leg('won', 2), leg('void', 3.5), leg('won', 1.5)] }), 3_000);
    assert.equal(slipPayout({ stake: 1_000, legs: [leg('void', 2), leg('void', 3.5)] }), 1_000);
    assert.equal(slipPayout({ stake: 1_000, legs: [leg('won', 2), leg('lost', 3.5)] }), 0);
  });

  it('voids the legs of a cancelled match and settles the accumulator on the others', () => {
    const { state, football, tennis } = fixtureState();
    const home = selectionOf(football, '1x2', 'home').selection;
    const player = selectionOf(tennis, 'winner', 'home').selection;
    const placed = placeSlip(state, slipOf([home, player], { stake: 5_000 }), NOW);
    assert.ok(placed.ok);
    const cancelled = cancelMatch(state, football.id, NOW + 1);
    assert.ok(cancelled.ok);
    assert.deepEqual(cancelled.slips, [], 'the tennis leg is still to play');
    assert.equal(placed.slip.legs[0]?.result, 'void');
    const settled = settleMatch(state, tennis.id, { home: 2, away: 0 }, NOW + 2);
    assert.ok(settled.ok);
    assert.equal(settled.slips[0]?.status, 'won');
    assert.equal(settled.slips[0]?.payout, Math.floor(5_000 * player.price + 1e-9));
  });

  it('returns the stake when every leg is void', () => {
    const { state, football, basketball } = fixtureState();
    const legs = [selectionOf(football, 'btts', 'yes').selection, selectionOf(basketball, 'ml', 'away').selection];
    const placed = placeSlip(state, slipOf(legs, { stake: 2_500 }), NOW);
    assert.ok(placed.ok);
    cancelMatch(state, football.id, NOW);
    const result = cancelMatch(state, basketball.id, NOW);
    assert.ok(result.ok);
    assert.deepEqual(result.slips.map((s) => [s.status, s.payout]), [['void', 2_500]]);
  });
});

describe('settleMatch', () => {
  it('settles a slip exactly once: settling again, or the clock running on, changes nothing', () => {
    const { state, football } = fixtureState();
    const over = selectionOf(football, 'ou2.5', 'over').selection;
    const placed = placeSlip(state, slipOf([over]), NOW);
    assert.ok(placed.ok);
    const first = settleMatch(state, football.id, { home: 2, away: 1 }, NOW + 1);
    assert.ok(first.ok);
    assert.equal(first.slips.length, 1);
    assert.equal(first.slips[0]?.payout, Math.floor(10_000 * over.price + 1e-9));
    const before = JSON.stringify(state);
    const again = settleMatch(state, football.id, { home: 0, away: 0 }, NOW + 2);
    assert.ok(again.ok);
    assert.deepEqual(again.slips, []);
    assert.equal(again.alreadyFinal, true);
    const events = advance(state, NOW + 60 * 60_000, { randomInt: () => 0 }).filter((e) => e.type === 'ended' && e.matchId === football.id);
    assert.deepEqual(events, []);
    assert.deepEqual(cancelMatch(state, football.id, NOW + 3), { ok: false, reason: 'already-ended' });
    assert.equal(JSON.stringify(state.slips), JSON.stringify(JSON.parse(before).slips));
  });

  it('fills in half-time for a score given alone, and refuses impossible scores', () => {
    const { state, football, basketball, tennis } = fixtureState();
    assert.deepEqual(settleMatch(state, 'fb-19990101-1', { home: 1, away: 0 }, NOW), { ok: false, reason: 'unknown-match' });
    assert.deepEqual(settleMatch(state, football.id, { home: -1, away: 0 }, NOW), { ok: false, reason: 'invalid-score' });
    assert.deepEqual(settleMatch(state, football.id, { home: 1.5, away: 0 }, NOW), { ok: false, reason: 'invalid-score' });
    assert.deepEqual(settleMatch(state, basketball.id, { home: 80, away: 80 }, NOW), { ok: false, reason: 'invalid-score' });
    assert.deepEqual(settleMatch(state, tennis.id, { home: 3, away: 0 }, NOW), { ok: false, reason: 'invalid-score' });
    const result = settleMatch(state, football.id, { home: 3, away: 1 }, NOW);
    assert.ok(result.ok);
    assert.equal(result.match.status, 'ended');
    assert.deepEqual(result.match.periods, [{ home: 1, away: 0 }, { home: 2, away: 1 }]);
    assert.ok(result.match.markets.every((m) => m.status === 'closed'));
  });
});

/**
 * @param {import('./index.mjs').LegResult} result
 * @param {number} price
 * @returns {import('./index.mjs').Leg}
 */
function leg(result, price) {
  return { selectionId: 'x:1x2:home', matchId: 'x', market: '1x2', outcome: 'home', price, result, deadHeat: 1 };
}
