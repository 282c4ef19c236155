import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POCKETS, RED, RTP, parseBets, settle, wins } from './roulette.mjs';

/** @typedef {import('./roulette.mjs').RouletteBet} RouletteBet */

describe('European roulette', () => {
  it('has 37 pockets, 18 of them red', () => {
    assert.equal(POCKETS, 37);
    assert.equal(RED.size, 18);
  });

  it('pays straight 35:1, dozens 2:1 and the even chances 1:1 (the stake comes back too)', () => {
    assert.equal(settle([{ type: 'straight', value: 17, amount: 100 }], 17), 3600);
    assert.equal(settle([{ type: 'straight', value: 17, amount: 100 }], 18), 0);
    assert.equal(settle([{ type: 'straight', value: 0, amount: 100 }], 0), 3600);
    assert.equal(settle([{ type: 'dozen', value: 2, amount: 100 }], 24), 300);
    assert.equal(settle([{ type: 'dozen', value: 2, amount: 100 }], 25), 0);
    assert.equal(settle([{ type: 'red', amount: 100 }], 1), 200);
    assert.equal(settle([{ type: 'black', amount: 100 }], 2), 200);
    assert.equal(settle([{ type: 'odd', amount: 100 }], 35), 200);
    assert.equal(settle([{ type: 'even', amount: 100 }], 36), 200);
    assert.equal(settle([{ type: 'low', amount: 100 }], 18), 200);
    assert.equal(settle([{ type: 'high', amount: 100 }], 19), 200);
  });

  it('loses every outside bet on zero', () => {
    for (const type of /** @type {const} */ (['red', 'black', 'odd', 'even', 'low', 'high'])) assert.equal(wins({ type, amount: 100 }, 0), false, type);
    for (const value of [1, 2, 3]) assert.equal(wins({ type: 'dozen', value, amount: 100 }, 0), false);
  });

  it('settles all the bets of a round together', () => {
    /** @type {RouletteBet[]} */
    const bets = [
      { type: 'straight', value: 7, amount: 100 },
      { type: 'red', amount: 500 },
      { type: 'dozen', value: 3, amount: 1000 },
    ];
    assert.equal(settle(bets, 7), 3600 + 1000); // 7 is red, first dozen
    assert.equal(settle(bets, 36), 1000 + 3000); // 36 is red, third dozen
  });

  it('returns 36/37 of the stake on every bet type, over all 37 pockets', () => {
    /** @type {RouletteBet[]} */
    const bets = [
      ...Array.from({ length: 37 }, (_, value) => /** @type {RouletteBet} */ ({ type: 'straight', value, amount: 100 })),
      ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => /** @type {RouletteBet} */ ({ type, amount: 100 })),
      ...[1, 2, 3].map((value) => /** @type {RouletteBet} */ ({ type: 'dozen', value, amount: 100 })),
    ];
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket < POCKETS; pocket++) returned += settle([bet], pocket);
      assert.equal(returned / (POCKETS * bet.amount), RTP, JSON.stringify(bet));
    }
    assert.equal(RTP, 36 / 37);
  });

  it('accepts only well-formed rounds: known types, numbers in range, whole lira, 1–50 bets, at most 10,000 lira', () => {
    assert.deepEqual(parseBets([{ type: 'straight', value: 0, amount: 100 }]), [{ type: 'straight', value: 0, amount: 100 }]);
    for (const bad of [
      null,
      [],
      'red',
      [{ type: 'split', amount: 100 }],
      [{ type: 'straight', value: 37, amount: 100 }],
      [{ type: 'straight', value: 1.5, amount: 100 }],
      [{ type: 'dozen', value: 0, amount: 100 }],
      [{ type: 'red', amount: 150 }],
      [{ type: 'red', amount: -100 }],
      [{ type: 'red', amount: 1e20 }],
      [{ type: 'red', amount: '100' }],
      [{ type: 'constructor', amount: 100 }],
      Array.from({ length: 51 }, () => ({ type: 'red', amount: 100 })),
      [{ type: 'red', amount: 1_000_100 }],
    ]) {
      assert.equal(parseBets(bad), null, JSON.stringify(bad));
    }
  });
});
