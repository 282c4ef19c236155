import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placeSlip, potentialReturn, settleMatch, slipPayout } from './index.mjs';
import { seededRandomInt } from './random.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

/**
 * The home-win selections of `count` different scheduled football matches, priced as given.
 * @param {import('./index.mjs').EngineState} state
 * @param {number[]} prices
 */
function homeWins(state, prices) {
  const matches = Object.values(state.matches).filter((m) => m.sport === 'football' && m.status === 'scheduled');
  assert.ok(matches.length >= prices.length, `${prices.length} scheduled football matches`);
  return prices.map((price, i) => {
    const { selection } = selectionOf(/** @type {import('./index.mjs').Match} */ (matches[i]), '1x2', 'home');
    selection.price = price;
    return selection;
  });
}

describe('a slip’s money: one number shown, stored and paid', () => {
  it('returns stake × the odds shown, the product rounded down to 0.01: ₺10 at 4.48 × 4.60 (20.608) is ₺206,00 everywhere', () => {
    const { state } = fixtureState();
    const legs = homeWins(state, [4.48, 4.6]);
    // What the slip shows before it is placed, by the rule the frame's script imports.
    const shown = potentialReturn(1_000, [4.48, 4.6]);
    const placed = placeSlip(state, slipOf(legs, { stake: 1_000, oddsChange: 'any' }), NOW);
    assert.ok(placed.ok);
    assert.equal(placed.slip.price, 20.6);
    assert.equal(shown, 20_600);
    assert.equal(placed.slip.potentialPayout, shown, 'stored as shown');
    const paid = slipPayout({ stake: placed.slip.stake, legs: placed.slip.legs.map((leg) => ({ ...leg, result: 'won' })) });
    assert.equal(paid, shown, 'paid as shown');
  });

  it('agrees for any stake and 1–10 legs: the potential return shown, the one stored, and the one paid when every leg wins', () => {
    const rng = seededRandomInt('payout-agreement');
    for (let n = 0; n < 300; n++) {
      const { state } = fixtureState(`payout-${n % 3}`);
      const count = rng(1, 11);
      const prices = Array.from({ length: count }, () => rng(101, 1_200) / 100);
      const stake = rng(100, 1_000_000);
      const legs = homeWins(state, prices);
      const placed = placeSlip(state, slipOf(legs, { stake, oddsChange: 'any', kind: count === 1 ? 'single' : 'accumulator' }), NOW);
      if (!placed.ok) {
        assert.equal(placed.reason, 'payout-too-high');
        assert.ok(potentialReturn(stake, prices) > 25_000_000);
        continue;
      }
      const shown = potentialReturn(stake, prices);
      assert.equal(placed.slip.potentialPayout, shown, `stored, ${stake} at ${prices.join(' × ')}`);
      assert.equal(slipPayout({ stake, legs: placed.slip.legs.map((leg) => ({ ...leg, result: 'won' })) }), shown, `paid, ${stake} at ${prices.join(' × ')}`);
    }
  });

  it('pays a settled slip exactly its potential payout when every leg wins', () => {
    const { state } = fixtureState();
    const legs = homeWins(state, [1.13, 2.07, 3.33]);
    const placed = placeSlip(state, slipOf(legs, { stake: 1_001, oddsChange: 'any' }), NOW);
    assert.ok(placed.ok);
    const paid = [];
    for (const leg of placed.slip.legs) {
      const result = settleMatch(state, leg.matchId, { home: 2, away: 0 }, NOW + 1);
      assert.ok(result.ok);
      paid.push(...result.slips);
    }
    assert.equal(paid.length, 1);
    assert.equal(paid[0]?.payout, placed.slip.potentialPayout);
    assert.equal(paid[0]?.payout, potentialReturn(1_001, [1.13, 2.07, 3.33]));
  });
});
