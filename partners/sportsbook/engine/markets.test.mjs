import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CASH_OUT_MARGIN, cashOut, cashOutValue, generateFixtures, marketsFor, placeSlip, priceFromProbability } from './index.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

describe('fixtures', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = generateFixtures({ now: NOW, seed: 'one' });
    assert.deepEqual(generateFixtures({ now: NOW, seed: 'one' }), a);
    assert.notDeepEqual(generateFixtures({ now: NOW, seed: 'two' }), a);
  });

  it('cover three days of football, basketball and tennis with some matches live now, under stable ids', () => {
    const matches = generateFixtures({ now: NOW, seed: 'one' });
    assert.ok(matches.every((m) => /^(fb|bb|tn)-\d{8}-\d+$/.test(m.id)));
    assert.equal(new Set(matches.map((m) => m.id)).size, matches.length);
    assert.deepEqual(new Set(matches.map((m) => m.sport)), new Set(['football', 'basketball', 'tennis']));
    for (const league of ['Süper Lig', 'Premier League', 'La Liga', 'EuroLeague', 'NBA', 'ATP']) {
      assert.ok(matches.some((m) => m.league.name === league), league);
    }
    assert.ok(matches.filter((m) => m.status === 'live').length >= 3);
    assert.ok(matches.some((m) => m.startsAt > NOW + 2 * 24 * 60 * 60_000));
    assert.ok(matches.every((m) => m.home !== m.away));
    assert.doesNotThrow(() => JSON.parse(JSON.stringify(matches)));
  });
});

describe('prices', () => {
  it('are 1 / (p × (1 + margin)) rounded down to the cent, at least 1.01', () => {
    assert.equal(priceFromProbability(0.5, 0), 2);
    assert.equal(priceFromProbability(0.5, 0.05), 1.9);
    assert.equal(priceFromProbability(0.99, 0.05), 1.01);
  });

  it('sum, as 1/price over each market, to 1 + the market margin (within the rounding)', () => {
    const { state } = fixtureState();
    let checked = 0;
    for (const match of Object.values(state.matches)) {
      for (const market of match.markets) {
        if (market.status !== 'open' || market.selections.some((s) => s.price <= 1.01 || s.price >= 500)) continue;
        const sum = market.selections.reduce((total, s) => total + 1 / s.price, 0);
        // Rounding a price down by at most a cent raises 1/price by at most 0.01 / (price × (price − 0.01)).
        const slack = market.selections.reduce((total, s) => total + 0.01 / (s.price * (s.price - 0.01)), 0);
        const fair = market.selections.reduce((total, s) => total + s.probability, 0);
        assert.ok(Math.abs(fair - 1) < 1e-4, `${market.key} fair probabilities sum to ${fair}`);
        assert.ok(sum >= 1 + market.margin - 1e-4 && sum <= 1 + market.margin + slack + 1e-4, `${match.id} ${market.key}: ${sum}`);
        checked++;
      }
    }
    assert.ok(checked > 100);
  });

  it('move with the score: a goal for the away side lengthens the home price', () => {
    const { football } = fixtureState();
    football.status = 'live';
    football.clock.seconds = 45 * 60;
    const before = selectionOf({ ...football, markets: marketsFor(football, NOW) }, '1x2', 'home').selection.price;
    football.score = { home: 0, away: 1 };
    const after = selectionOf({ ...football, markets: marketsFor(football, NOW) }, '1x2', 'home').selection.price;
    assert.ok(after > before, `${before} → ${after}`);
  });
});

describe('cash-out', () => {
  it('is worth stake × taken / current fair price less the cash-out margin when nothing has moved', () => {
    const { state, football } = fixtureState();
    const { selection } = selectionOf(football, '1x2', 'home');
    const placed = placeSlip(state, slipOf([selection], { stake: 10_000 }), NOW);
    assert.ok(placed.ok);
    const offer = cashOutValue(state, placed.slip.slipId, NOW);
    assert.ok(offer.available);
    const fairPrice = 1 / selection.probability;
    assert.equal(offer.value, Math.floor(10_000 * (selection.price / fairPrice) * (1 - CASH_OUT_MARGIN) + 1e-6));
    // With the margin removed, that is about stake / (1 + margin) less 5 %.
    assert.ok(Math.abs(offer.value - (10_000 / (1 + 0.06)) * 0.95) < 10_000 * 0.01);
  });

  it('falls when a leg gets less likely, and is not offered while suspended or once a leg is lost', () => {
    const { state, football, tennis } = fixtureState();
    const home = selectionOf(football, '1x2', 'home').selection;
    const player = selectionOf(tennis, 'winner', 'home').selection;
    const placed = placeSlip(state, slipOf([home, player], { stake: 10_000 }), NOW);
    assert.ok(placed.ok);
    const before = cashOutValue(state, placed.slip.slipId, NOW);
    assert.ok(before.available);
    football.status = 'live';
    football.clock.seconds = 60 * 60;
    football.score = { home: 0, away: 1 };
    football.markets = marketsFor(football, NOW);
    const after = cashOutValue(state, placed.slip.slipId, NOW);
    assert.ok(after.available && after.value < before.value, `${before.value} → ${after.available && after.value}`);
    assert.deepEqual(cashOut(state, placed.slip.slipId, before.value, NOW), { ok: false, reason: 'value-dropped', value: after.value });

    football.suspendedUntil = NOW + 10_000;
    assert.deepEqual(cashOutValue(state, placed.slip.slipId, NOW), { available: false, reason: 'suspended' });
    football.suspendedUntil = null;
    football.clock.seconds = 90 * 60;
    football.markets = marketsFor(football, NOW);
    assert.deepEqual(cashOutValue(state, placed.slip.slipId, NOW), { available: false, reason: 'lost' });
  });

  it('pays the offered value once when it has not dropped', () => {
    const { state, basketball } = fixtureState();
    const ml = selectionOf(basketball, 'ml', 'away').selection;
    const placed = placeSlip(state, slipOf([ml], { stake: 20_000 }), NOW);
    assert.ok(placed.ok);
    const offer = cashOutValue(state, placed.slip.slipId, NOW);
    assert.ok(offer.available);
    const paid = cashOut(state, placed.slip.slipId, offer.value, NOW);
    assert.ok(paid.ok);
    assert.equal(paid.payout, offer.value);
    assert.equal(paid.slip.status, 'cashed-out');
    assert.deepEqual(cashOut(state, placed.slip.slipId, offer.value, NOW), { ok: false, reason: 'unavailable', detail: 'not-open' });
    assert.deepEqual(cashOut(state, placed.slip.slipId, -1, NOW), { ok: false, reason: 'unavailable', detail: 'invalid-offer' });
  });
});
