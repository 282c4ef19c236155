import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAYOUT_MAX, STAKE_MAX, STAKE_MIN, placeSlip } from './index.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

/** Moves a selection's price as the market would, leaving what the player saw behind. @param {import('./index.mjs').Selection} s @param {number} price */
const move = (s, price) => {
  s.price = price;
};

describe('placeSlip: odds changed between the slip and its placement', () => {
  it("'any' takes the current price, up or down", () => {
    const { state, football } = fixtureState();
    const { selection } = selectionOf(football, '1x2', 'home');
    const seen = slipOf([selection], { oddsChange: 'any' });
    move(selection, selection.price - 0.1);
    const placed = placeSlip(state, seen, NOW);
    assert.ok(placed.ok);
    assert.equal(placed.slip.legs[0]?.price, selection.price);
  });

  it("'higher' takes a price that rose and refuses one that fell, listing the change", () => {
    const { state, football } = fixtureState();
    const { selection } = selectionOf(football, '1x2', 'away');
    const seenUp = slipOf([selection], { oddsChange: 'higher' });
    const was = selection.price;
    move(selection, was + 0.25);
    const up = placeSlip(state, seenUp, NOW);
    assert.ok(up.ok);
    assert.equal(up.slip.legs[0]?.price, was + 0.25);
    const seenDown = slipOf([selection], { oddsChange: 'higher' });
    move(selection, was);
    const down = placeSlip(state, seenDown, NOW);
    assert.deepEqual(down, { ok: false, reason: 'odds-changed', changes: [{ selectionId: selection.id, previous: was + 0.25, price: was }] });
  });

  it("'ask' refuses any change with the new prices, then takes the slip at them", () => {
    const { state, football, basketball } = fixtureState();
    const a = selectionOf(football, 'btts', 'yes').selection;
    const b = selectionOf(basketball, 'ml', 'home').selection;
    const seen = slipOf([a, b], { oddsChange: 'ask' });
    const was = b.price;
    move(b, Math.round(was * 100 + 5) / 100);
    const refused = placeSlip(state, seen, NOW);
    assert.equal(refused.ok, false);
    assert.ok(!refused.ok && refused.reason === 'odds-changed');
    assert.deepEqual(!refused.ok && refused.changes, [{ selectionId: b.id, previous: was, price: b.price }]);
    assert.equal(Object.keys(state.slips).length, 0);
    const accepted = placeSlip(state, { ...seen, selections: [{ selectionId: a.id, price: a.price }, { selectionId: b.id, price: b.price }] }, NOW);
    assert.ok(accepted.ok);
  });
});

describe('placeSlip: limits and form', () => {
  it('takes stakes from ₺1 to ₺10,000 only', () => {
    const { state, football } = fixtureState();
    const s = selectionOf(football, '1x2', 'draw').selection;
    assert.deepEqual(placeSlip(state, slipOf([s], { stake: STAKE_MIN - 1 }), NOW), { ok: false, reason: 'stake-too-low' });
    assert.deepEqual(placeSlip(state, slipOf([s], { stake: STAKE_MAX + 1 }), NOW), { ok: false, reason: 'stake-too-high' });
    assert.ok(placeSlip(state, slipOf([s], { stake: STAKE_MIN }), NOW).ok);
    assert.ok(placeSlip(state, slipOf([s], { stake: STAKE_MAX }), NOW).ok);
  });

  it('refuses a potential payout above ₺250,000 and says the largest stake that fits', () => {
    const { state } = fixtureState();
    const longShots = Object.values(state.matches)
      .filter((m) => m.status === 'scheduled')
      .slice(0, 6)
      .map((m) => m.markets.flatMap((market) => (market.status === 'open' ? market.selections : [])).sort((x, y) => y.price - x.price)[0])
      .filter((s) => s !== undefined);
    const refused = placeSlip(state, slipOf(longShots, { stake: STAKE_MAX }), NOW);
    assert.ok(!refused.ok && refused.reason === 'payout-too-high');
    const maxStake = /** @type {number} */ (!refused.ok && refused.maxStake);
    const fits = placeSlip(state, slipOf(longShots, { stake: maxStake }), NOW);
    assert.ok(fits.ok);
    assert.ok(fits.slip.potentialPayout <= PAYOUT_MAX);
    assert.ok(!placeSlip(state, slipOf(longShots, { stake: maxStake + 1 }), NOW).ok);
  });

  it('takes one selection per match in an accumulator, 2 to 10 legs, and exactly one in a single', () => {
    const { state, football } = fixtureState();
    const home = selectionOf(football, '1x2', 'home').selection;
    const over = selectionOf(football, 'ou2.5', 'over').selection;
    assert.deepEqual(placeSlip(state, slipOf([home, over]), NOW), { ok: false, reason: 'same-match', selectionId: over.id });
    assert.deepEqual(placeSlip(state, slipOf([home], { kind: 'accumulator' }), NOW), { ok: false, reason: 'too-few-legs' });
    assert.deepEqual(placeSlip(state, slipOf([home, over], { kind: 'single' }), NOW), { ok: false, reason: 'too-many-legs' });
    const eleven = Object.values(state.matches)
      .filter((m) => m.status === 'scheduled')
      .slice(0, 11)
      .map((m) => /** @type {import('./index.mjs').Selection} */ (m.markets[0]?.selections[0]));
    assert.deepEqual(placeSlip(state, slipOf(eleven, { stake: 100 }), NOW), { ok: false, reason: 'too-many-legs' });
    assert.ok(placeSlip(state, slipOf(eleven.slice(0, 10), { stake: 100 }), NOW).ok);
  });

  it('refuses selections that are unknown, suspended or on an ended match', () => {
    const { state, football, basketball } = fixtureState();
    const home = selectionOf(football, '1x2', 'home').selection;
    assert.deepEqual(placeSlip(state, { ...slipOf([home]), selections: [{ selectionId: `${football.id}:1x2:nobody`, price: 2 }] }, NOW), {
      ok: false,
      reason: 'unknown-selection',
      selectionId: `${football.id}:1x2:nobody`,
    });
    football.suspendedUntil = NOW + 5_000;
    assert.deepEqual(placeSlip(state, slipOf([home]), NOW), { ok: false, reason: 'selection-closed', selectionId: home.id });
    assert.ok(placeSlip(state, slipOf([home]), NOW + 5_000).ok, 'open again once the suspension is over');
    basketball.status = 'ended';
    const ml = selectionOf(basketball, 'ml', 'home').selection;
    assert.deepEqual(placeSlip(state, slipOf([ml]), NOW), { ok: false, reason: 'selection-closed', selectionId: ml.id });
  });

  it('answers a retried slip id with the slip already placed, and refuses the id for another slip', () => {
    const { state, football } = fixtureState();
    const home = selectionOf(football, '1x2', 'home').selection;
    const request = slipOf([home]);
    const first = placeSlip(state, request, NOW);
    const again = placeSlip(state, request, NOW + 1000);
    assert.ok(first.ok && again.ok);
    assert.equal(again.slip, first.slip);
    assert.equal(again.duplicate, true);
    assert.deepEqual(placeSlip(state, { ...request, stake: 500 }, NOW), { ok: false, reason: 'duplicate-slip-id' });
    assert.equal(Object.keys(state.slips).length, 1);
  });

  it('refuses hostile input without changing the state', () => {
    const { state, football } = fixtureState();
    const home = selectionOf(football, '1x2', 'home').selection;
    const good = slipOf([home]);
    const bad = [
      null,
      { ...good, stake: 1e300 },
      { ...good, stake: 100.5 },
      { ...good, stake: '100' },
      { ...good, kind: 'system' },
      { ...good, oddsChange: 'never' },
      { ...good, slipId: '' },
      { ...good, selections: [{ selectionId: home.id, price: Number.NaN }] },
      { ...good, selections: [{ selectionId: home.id, price: 0.5 }] },
      { ...good, selections: 'all' },
      { ...good, selections: [{ selectionId: '__proto__:a:b', price: 2 }] },
    ];
    for (const request of bad) {
      const result = placeSlip(state, /** @type {any} */ (request), NOW);
      assert.equal(result.ok, false, JSON.stringify(request));
    }
    assert.deepEqual(state.slips, {});
  });
});
