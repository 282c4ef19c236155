import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { slotStakeCapFor } from './slot-stake-cap.js';

const now = new Date('2026-11-27T12:00:00Z');
const caps = (general: number | null, youngAdult: number | null) => ({ slotStakeCapKurus: general, slotStakeCapYoungAdultKurus: youngAdult });

describe('slotStakeCapFor', () => {
  test('no cap when the operator sets none (the default), whatever the age', () => {
    for (const birthDate of ['1990-05-17', '2006-01-01', null]) assert.equal(slotStakeCapFor(caps(null, null), birthDate, now), null);
  });

  test('the general cap applies to every player', () => {
    assert.equal(slotStakeCapFor(caps(25_000, null), '1960-01-01', now), 25_000n);
    assert.equal(slotStakeCapFor(caps(25_000, null), '2006-01-01', now), 25_000n);
  });

  test('players aged 18 to 24 get the young-adult cap; from their 25th birthday the general one', () => {
    const c = caps(25_000, 500);
    assert.equal(slotStakeCapFor(c, '2008-11-27', now), 500n, '18 today');
    assert.equal(slotStakeCapFor(c, '2001-11-28', now), 500n, '24, turning 25 tomorrow');
    assert.equal(slotStakeCapFor(c, '2001-11-27', now), 25_000n, '25 today');
    assert.equal(slotStakeCapFor(c, '1990-05-17', now), 25_000n);
  });

  test('with only a young-adult cap, older players are uncapped', () => {
    const c = caps(null, 500);
    assert.equal(slotStakeCapFor(c, '2004-06-01', now), 500n);
    assert.equal(slotStakeCapFor(c, '1990-05-17', now), null);
  });

  test('the lower of the two caps wins for a young adult', () => {
    assert.equal(slotStakeCapFor(caps(300, 500), '2004-06-01', now), 300n);
  });

  test('an unknown or unreadable date of birth gets the stricter young-adult cap', () => {
    assert.equal(slotStakeCapFor(caps(25_000, 500), null, now), 500n);
    assert.equal(slotStakeCapFor(caps(25_000, 500), '2001-02-30', now), 500n);
  });

  test('the age is counted on the given day, not today', () => {
    const c = caps(25_000, 500);
    assert.equal(slotStakeCapFor(c, '2001-11-27', new Date('2026-11-26T23:59:59Z')), 500n);
    assert.equal(slotStakeCapFor(c, '2001-11-27', new Date('2026-11-27T00:00:00Z')), 25_000n);
  });
});
