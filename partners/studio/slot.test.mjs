import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LINES, PAYTABLE, STATED_RTP, STRIPS, WILD, exactLineMoments, exactRtp, exactSpinVariance, lineWins, linePay, spin, windowAt } from './slot.mjs';

describe('the slot', () => {
  it('has 5 reels of 3 rows, at least 10 paylines, and a stated RTP of 96 %', () => {
    assert.equal(STRIPS.length, 5);
    assert.equal(windowAt([0, 0, 0, 0, 0]).every((column) => column.length === 3), true);
    assert.ok(LINES >= 10);
    assert.equal(STATED_RTP, 0.96);
  });

  it('pays a line from the leftmost reel, the wild standing in for any symbol', () => {
    const seven = 1;
    const cherry = 7;
    assert.deepEqual(linePay([seven, seven, seven, cherry, seven]), { symbol: seven, count: 3, multiplier: PAYTABLE[seven]?.[3] });
    assert.deepEqual(linePay([seven, WILD, seven, WILD, cherry]), { symbol: seven, count: 4, multiplier: PAYTABLE[seven]?.[4] });
    assert.deepEqual(linePay([WILD, WILD, cherry, cherry, cherry]), { symbol: cherry, count: 5, multiplier: PAYTABLE[cherry]?.[5] });
    assert.equal(linePay([cherry, seven, seven, seven, seven]).multiplier, 0, 'a run must start on the first reel');
  });

  it('pays wilds alone when that pays more than the symbol they would stand in for', () => {
    const cherry = 7;
    // 4 wilds then a cherry: 5 cherries pay 20, 4 wilds pay 250.
    assert.deepEqual(linePay([WILD, WILD, WILD, WILD, cherry]), { symbol: WILD, count: 4, multiplier: PAYTABLE[WILD]?.[4] });
    assert.deepEqual(linePay([WILD, WILD, WILD, WILD, WILD]), { symbol: WILD, count: 5, multiplier: PAYTABLE[WILD]?.[5] });
  });

  it('has an exact RTP of 96.0 % ± 0.05, computed from the strips and the paytable', () => {
    const rtp = exactRtp();
    assert.ok(Math.abs(rtp - 0.96) <= 0.0005, `exact RTP ${(rtp * 100).toFixed(4)} %`);
  });

  it('returns, over 1,000,000 spins drawn with crypto.randomInt, within 5 standard errors of the exact RTP', () => {
    const spins = 1_000_000;
    const rtp = exactRtp();
    // The per-spin variance of the return per unit staked, exact (the spin's 10 lines share reels).
    const variance = exactSpinVariance();
    const bound = 5 * Math.sqrt(variance / spins);
    let returned = 0;
    for (let i = 0; i < spins; i++) returned += spin(1).win;
    const measured = returned / (spins * LINES);
    assert.ok(Math.abs(measured - rtp) <= bound, `measured ${measured}, exact ${rtp}, bound ±${bound}`);
    // The bound is meaningful: under 2 percentage points either way.
    assert.ok(bound < 0.02, `bound ${bound}`);
  });

  it('computes the spin variance consistently with the line moments (lines share reels, so it lies between line variance ÷ 10 and line variance)', () => {
    const { rtp, lineSecondMoment } = exactLineMoments();
    const lineVariance = lineSecondMoment - rtp * rtp;
    const spinVariance = exactSpinVariance();
    assert.ok(spinVariance >= lineVariance / LINES && spinVariance <= lineVariance, `${spinVariance} vs line ${lineVariance}`);
  });

  it('turns a spin into integer kuruş: each paying line pays its multiplier × the line stake', () => {
    for (let i = 0; i < 2000; i++) {
      const result = spin(20);
      const expected = lineWins(result.window).reduce((sum, w) => sum + w.multiplier * 20, 0);
      assert.equal(result.win, expected);
      assert.ok(Number.isSafeInteger(result.win));
    }
  });
});
