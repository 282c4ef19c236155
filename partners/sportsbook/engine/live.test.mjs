import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { advance, ensureFixtures, placeSlip, seededRandomInt, settleMatch } from './index.mjs';
import { NOW, fixtureState, selectionOf, slipOf } from './testing.mjs';

/** Every chance comes true and every range gives its least value: a goal as soon as one can come. */
const eager = (/** @type {number} */ min) => min;
/** Nothing ever happens. */
const quiet = (/** @type {number} */ _min, /** @type {number} */ max) => max - 1;

describe('advance', () => {
  it('suspends a match\'s markets around a goal: before it counts, and 10–20 s after, then reopens them at new prices', () => {
    const { state, football } = fixtureState();
    const kickOff = football.startsAt;
    advance(state, kickOff, { randomInt: quiet });
    assert.equal(football.status, 'live');
    const events = advance(state, kickOff + 1000, { randomInt: eager }).filter((e) => e.matchId === football.id);
    const danger = events.find((e) => e.type === 'suspended');
    assert.ok(danger && danger.type === 'suspended' && danger.reason === 'danger');
    assert.ok(football.markets.every((m) => m.status === 'suspended'));
    const home = selectionOf(football, '1x2', 'home').selection;
    assert.deepEqual(placeSlip(state, slipOf([home]), kickOff + 1000), { ok: false, reason: 'selection-closed', selectionId: home.id });

    const goal = advance(state, danger.until, { randomInt: quiet }).filter((e) => e.matchId === football.id);
    assert.deepEqual(goal.filter((e) => e.type === 'score').map((e) => e.type === 'score' && e.score), [{ home: 1, away: 0 }]);
    const suspension = goal.find((e) => e.type === 'suspended');
    assert.ok(suspension && suspension.type === 'suspended' && suspension.reason === 'goal');
    assert.ok(suspension.until - danger.until >= 10_000 && suspension.until - danger.until <= 20_000);
    assert.ok(football.markets.every((m) => m.status !== 'open'));

    const reopened = advance(state, suspension.until, { randomInt: quiet }).filter((e) => e.matchId === football.id);
    assert.ok(reopened.some((e) => e.type === 'reopened'));
    assert.ok(reopened.some((e) => e.type === 'odds'));
    assert.equal(selectionOf(football, '1x2', 'home').market.status, 'open');
    assert.ok(placeSlip(state, slipOf([selectionOf(football, '1x2', 'home').selection]), suspension.until).ok);
  });

  it('plays football\'s 90 minutes in 15 real minutes, then ends the match and settles its slips once', () => {
    const { state, football } = fixtureState();
    const draw = selectionOf(football, '1x2', 'draw').selection;
    const placed = placeSlip(state, slipOf([draw]), NOW);
    assert.ok(placed.ok);
    advance(state, football.startsAt + 14 * 60_000, { randomInt: quiet });
    assert.equal(football.status, 'live');
    assert.equal(football.clock.label, "85'");
    const events = advance(state, football.startsAt + 15 * 60_000 + 1000, { randomInt: quiet });
    const ended = events.find((e) => e.type === 'ended' && e.matchId === football.id);
    assert.ok(ended && ended.type === 'ended');
    assert.deepEqual(ended.score, { home: 0, away: 0 });
    assert.deepEqual(ended.settled.map((s) => [s.slipId, s.status, s.payout]), [[placed.slip.slipId, 'won', Math.floor(10_000 * draw.price + 1e-9)]]);
    assert.deepEqual(advance(state, football.startsAt + 16 * 60_000, { randomInt: quiet }).filter((e) => e.matchId === football.id), []);
    const again = settleMatch(state, football.id, { home: 1, away: 0 }, NOW);
    assert.ok(again.ok && again.alreadyFinal && again.slips.length === 0);
  });

  it('plays tennis to two sets and basketball to a result that is never level', () => {
    const { state, tennis, basketball } = fixtureState('live-ends');
    const until = Math.max(tennis.startsAt, basketball.startsAt) + 60 * 60_000;
    const events = advance(state, until);
    assert.equal(tennis.status, 'ended');
    assert.equal(Math.max(tennis.score.home, tennis.score.away), 2);
    assert.equal(tennis.periods.length, tennis.score.home + tennis.score.away);
    assert.equal(basketball.status, 'ended');
    assert.notEqual(basketball.score.home, basketball.score.away);
    assert.equal(basketball.periods.reduce((sum, q) => sum + q.home, 0), basketball.score.home);
    assert.ok(events.some((e) => e.type === 'ended' && e.matchId === tennis.id));
    assert.doesNotThrow(() => JSON.parse(JSON.stringify(state)));
  });
});

describe('ensureFixtures', () => {
  it('kicks a match off at once for a sport whose live matches have all ended, so its live page is never empty', () => {
    const { state } = fixtureState();
    for (const match of Object.values(state.matches)) {
      const soon = match.status === 'scheduled' && match.startsAt <= NOW + 10 * 60_000;
      if (match.sport === 'basketball' && (match.status === 'live' || soon)) match.status = 'ended';
    }
    const added = new Set(ensureFixtures(state, NOW).map((event) => event.matchId));
    const basketball = Object.values(state.matches).filter((m) => added.has(m.id) && m.sport === 'basketball' && m.startsAt <= NOW);
    assert.equal(basketball.length, 1);
    const [kickOff] = basketball;
    // The next step of the clock has it live.
    advance(state, NOW + 1000, { randomInt: seededRandomInt('kick-off', { counter: 0 }) });
    assert.equal(state.matches[kickOff?.id ?? '']?.status, 'live');
  });

  it('kicks one off too when a sport’s live matches are all decided (their prices at the limits no longer move)', () => {
    const { state } = fixtureState();
    for (const match of Object.values(state.matches)) {
      if (match.sport !== 'football') continue;
      if (match.status === 'scheduled' && match.startsAt <= NOW + 10 * 60_000) match.status = 'ended';
      if (match.status !== 'live') continue;
      for (const market of match.markets) market.selections.forEach((selection, i) => (selection.price = i === 0 ? 1.01 : 500));
    }
    const added = ensureFixtures(state, NOW).map((event) => state.matches[event.matchId]);
    assert.equal(added.filter((m) => m?.sport === 'football' && (m.startsAt ?? Infinity) <= NOW).length, 1);
  });
});
