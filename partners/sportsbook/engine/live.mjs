import { randomInt } from 'node:crypto';
import { FOOTBALL_SECONDS, OVERTIME_SECONDS, basketballModel, bookPrices, footballRates, marketsFor, tennisHolds } from './markets.mjs';
import { BOOKS } from './rules.mjs';
import { chance } from './random.mjs';
import { settleEnded } from './settlement.mjs';

/**
 * The live simulation. Each sport plays on a simulated clock faster than real time: football's
 * 90 minutes in 15 real minutes, basketball's regulation in 12, tennis a game about every 25 seconds.
 * The clock moves in steps of one real second, so a call after a long pause plays the match on
 * (and to its end) just as if it had been called every second.
 *
 * A football goal is announced before it counts: the sim decides it, every market is suspended at once
 * (`danger`), 3 real seconds later the goal is scored and the suspension runs on for 10–20 real seconds
 * (`goal`) before the markets reopen at their new prices. The suspension is timed on the real clock
 * because it guards against players who have seen the goal on a faster feed, and their head start is
 * real time, not match time.
 *
 * @typedef {import('./index.mjs').Match} Match
 * @typedef {import('./index.mjs').EngineEvent} EngineEvent
 * @typedef {import('./index.mjs').RandomInt} RandomInt
 */

export const STEP_MS = 1000;
export const REAL_DURATION_MS = /** @type {const} */ ({ football: 15 * 60_000, basketball: 12 * 60_000, tennis: 10 * 60_000 });
export const DANGER_MS = 3000;
export const GOAL_SUSPENSION_MS = /** @type {const} */ ([10_000, 20_000]);
const TENNIS_GAME_MS = 25_000;
/** Basketball: the share of scoring plays worth three points (the rest are worth two). */
const THREES = 0.3;

/** @param {number} seconds */
function mmss(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The clock's period, minute and label from its seconds and the score.
 * @param {Match} match
 */
export function relabel(match) {
  const clock = match.clock;
  if (match.status === 'ended') {
    clock.period = 'FT';
    clock.label = match.sport === 'tennis' ? match.periods.map((s) => `${s.home}-${s.away}`).join(' ') : 'FT';
    return;
  }
  if (match.sport === 'football') {
    clock.period = clock.seconds < FOOTBALL_SECONDS / 2 ? '1H' : '2H';
    clock.minute = Math.min(90, Math.floor(clock.seconds / 60) + 1);
    clock.label = `${clock.minute}'`;
  } else if (match.sport === 'basketball') {
    const { regulation } = basketballModel(match);
    const quarter = regulation / 4;
    clock.minute = Math.floor(clock.seconds / 60);
    if (clock.seconds < regulation) {
      const q = Math.min(3, Math.floor(clock.seconds / quarter));
      clock.period = `Q${q + 1}`;
      clock.label = `Q${q + 1} ${mmss((q + 1) * quarter - clock.seconds)}`;
    } else {
      const ot = Math.floor((clock.seconds - regulation) / OVERTIME_SECONDS);
      clock.period = `OT${ot + 1}`;
      clock.label = `OT${ot + 1} ${mmss(regulation + (ot + 1) * OVERTIME_SECONDS - clock.seconds)}`;
    }
  } else {
    clock.period = `S${match.score.home + match.score.away + 1}`;
    clock.label = match.periods.map((s) => `${s.home}-${s.away}`).join(' ');
  }
}

/**
 * @param {Match} match
 * @param {number} at
 */
function start(match, at) {
  match.status = 'live';
  match.clock.lastAt = at;
  match.clock.seconds = 0;
  if (match.sport === 'football') match.periods = [{ home: 0, away: 0 }];
  if (match.sport === 'basketball') match.periods = [{ home: 0, away: 0 }];
  if (match.sport === 'tennis') {
    match.periods = [{ home: 0, away: 0 }];
    match.clock.server = 'home';
  }
  relabel(match);
}

/**
 * @param {Match} match
 * @param {number} at
 */
function end(match, at) {
  match.status = 'ended';
  match.endedAt = at;
  match.pendingGoal = null;
  match.suspendedUntil = null;
  relabel(match);
}

/**
 * One step of football from `t - dt` to `t`.
 * @param {Match} match
 * @param {number} t
 * @param {number} dt
 * @param {RandomInt} rng
 * @param {EngineEvent[]} events
 */
function footballStep(match, t, dt, rng, events) {
  const clock = match.clock;
  if (match.pendingGoal && t >= match.pendingGoal.at) {
    const side = match.pendingGoal.side;
    match.pendingGoal = null;
    match.score[side] += 1;
    const half = /** @type {import('./index.mjs').Score} */ (match.periods.at(-1));
    half[side] += 1;
    match.suspendedUntil = t + rng(GOAL_SUSPENSION_MS[0], GOAL_SUSPENSION_MS[1] + 1);
    relabel(match);
    events.push({ type: 'score', matchId: match.id, score: { ...match.score }, periods: match.periods.map((p) => ({ ...p })), clock: { ...clock }, side });
    events.push({ type: 'suspended', matchId: match.id, reason: 'goal', until: match.suspendedUntil });
  }
  if (match.suspendedUntil !== null && !match.pendingGoal && t >= match.suspendedUntil) {
    match.suspendedUntil = null;
    events.push({ type: 'reopened', matchId: match.id });
  }
  if (clock.seconds >= FOOTBALL_SECONDS) {
    if (!match.pendingGoal) end(match, t);
    return;
  }
  const simulated = (dt / REAL_DURATION_MS.football) * FOOTBALL_SECONDS;
  const before = clock.seconds;
  clock.seconds = Math.min(FOOTBALL_SECONDS, clock.seconds + simulated);
  if (before < FOOTBALL_SECONDS / 2 && clock.seconds >= FOOTBALL_SECONDS / 2) match.periods.push({ home: 0, away: 0 });
  if (!match.pendingGoal) {
    const rates = footballRates(match.ratings);
    const share = simulated / FOOTBALL_SECONDS;
    /** @type {'home' | 'away' | null} */
    const side = chance(rng, rates.home * share) ? 'home' : chance(rng, rates.away * share) ? 'away' : null;
    if (side) {
      match.pendingGoal = { side, at: t + DANGER_MS };
      events.push({ type: 'suspended', matchId: match.id, reason: 'danger', until: match.pendingGoal.at });
    }
  }
  relabel(match);
}

/**
 * One step of basketball: scoring plays of two or three points at the model's rate, quarters, and
 * five-minute overtimes while the score is level at the end of time.
 * @param {Match} match
 * @param {number} t
 * @param {number} dt
 * @param {RandomInt} rng
 * @returns {'home' | 'away' | null} the side that scored last in this step
 */
function basketballStep(match, t, dt, rng) {
  const model = basketballModel(match);
  const clock = match.clock;
  const quarter = model.regulation / 4;
  const overtimes = Math.max(0, match.periods.length - 4);
  const endOfTime = model.regulation + overtimes * OVERTIME_SECONDS;
  if (clock.seconds >= endOfTime) {
    if (match.score.home !== match.score.away) {
      end(match, t);
      return null;
    }
    match.periods.push({ home: 0, away: 0 });
  }
  const simulated = (dt / REAL_DURATION_MS.basketball) * model.regulation;
  const limit = model.regulation + Math.max(0, match.periods.length - 4) * OVERTIME_SECONDS;
  clock.seconds = Math.min(limit, clock.seconds + simulated);
  while (clock.seconds < model.regulation && match.periods.length < Math.min(4, Math.floor(clock.seconds / quarter) + 1)) {
    match.periods.push({ home: 0, away: 0 });
  }
  /** @type {'home' | 'away' | null} */
  let scored = null;
  const period = /** @type {import('./index.mjs').Score} */ (match.periods.at(-1));
  for (const side of /** @type {const} */ (['home', 'away'])) {
    const perSecond = model[side] / model.regulation;
    if (chance(rng, Math.min(0.95, (perSecond * simulated) / (2 + THREES)))) {
      const points = chance(rng, THREES) ? 3 : 2;
      match.score[side] += points;
      period[side] += points;
      scored = side;
    }
  }
  relabel(match);
  return scored;
}

/**
 * One step of tennis: a game ends about every 25 real seconds, held by its server with their hold
 * chance; sets to six with two clear, a tiebreak at 6–6, best of three.
 * @param {Match} match
 * @param {number} t
 * @param {number} dt
 * @param {RandomInt} rng
 * @param {EngineEvent[]} events
 */
function tennisStep(match, t, dt, rng, events) {
  const clock = match.clock;
  clock.seconds += (dt / 1000) * 10;
  if (!chance(rng, dt / TENNIS_GAME_MS)) return;
  const holds = tennisHolds(match.ratings);
  const server = clock.server ?? 'home';
  const set = /** @type {import('./index.mjs').Score} */ (match.periods.at(-1));
  const tiebreak = set.home === 6 && set.away === 6;
  const pHome = tiebreak ? Math.min(0.9, Math.max(0.1, 0.5 + (holds.home - holds.away) / 2)) : server === 'home' ? holds.home : 1 - holds.away;
  const winner = chance(rng, pHome) ? 'home' : 'away';
  const loser = winner === 'home' ? 'away' : 'home';
  set[winner] += 1;
  clock.server = server === 'home' ? 'away' : 'home';
  if ((set[winner] >= 6 && set[winner] - set[loser] >= 2) || set[winner] === 7) {
    match.score[winner] += 1;
    if (match.score[winner] === 2) end(match, t);
    else match.periods.push({ home: 0, away: 0 });
  }
  clock.games = { ...(/** @type {import('./index.mjs').Score} */ (match.periods.at(-1))) };
  relabel(match);
  events.push({ type: 'score', matchId: match.id, score: { ...match.score }, periods: match.periods.map((p) => ({ ...p })), clock: { ...clock }, side: winner });
}

/**
 * Plays a live (or due) match on to `now`, without settling anything. Exported for the fixtures,
 * which start a few matches some minutes in.
 * @param {Match} match
 * @param {number} now
 * @param {RandomInt} rng
 * @returns {EngineEvent[]}
 */
export function playUntil(match, now, rng) {
  /** @type {EngineEvent[]} */
  const events = [];
  if (match.status === 'scheduled' && now >= match.startsAt) {
    start(match, match.startsAt);
    events.push({ type: 'started', matchId: match.id, match });
  }
  if (match.status !== 'live') return events;
  /** @type {'home' | 'away' | null} */
  let basketScored = null;
  while (match.status === 'live' && match.clock.lastAt < now) {
    const t = Math.min(now, match.clock.lastAt + STEP_MS);
    const dt = t - match.clock.lastAt;
    match.clock.lastAt = t;
    if (match.sport === 'football') footballStep(match, t, dt, rng, events);
    else if (match.sport === 'basketball') basketScored = basketballStep(match, t, dt, rng) ?? basketScored;
    else tennisStep(match, t, dt, rng, events);
  }
  // Baskets come several a second of real time: one score event per call is enough to show them.
  if (basketScored) {
    events.push({ type: 'score', matchId: match.id, score: { ...match.score }, periods: match.periods.map((p) => ({ ...p })), clock: { ...match.clock }, side: basketScored });
  }
  match.markets = marketsFor(match, now);
  return events;
}

/**
 * The selections whose price in any book, or market status, differs between two sets of a match's
 * markets; each change carries the selection's price in every book.
 * @param {import('./index.mjs').Market[]} before
 * @param {import('./index.mjs').Market[]} after
 */
function priceChanges(before, after) {
  /** @type {Map<string, { prices: Record<string, number>, status: string }>} */
  const old = new Map();
  for (const market of before) for (const s of market.selections) old.set(s.id, { prices: bookPrices(market, s), status: market.status });
  const changes = [];
  for (const market of after) {
    for (const s of market.selections) {
      const was = old.get(s.id);
      const prices = bookPrices(market, s);
      if (!was || was.status !== market.status || BOOKS.some((book) => was.prices[book] !== prices[book])) {
        changes.push({ selectionId: s.id, price: s.price, previous: was?.prices.standard ?? s.price, status: market.status, prices });
      }
    }
  }
  return changes;
}

/**
 * Moves every match on to `now`: scheduled matches kick off, live ones play on their simulated clock,
 * and a match reaching full time ends and its slips are settled. Changes `state` in place; returns what
 * changed, in order per match: `started`, `suspended`/`score`/`reopened`, `clock`, `odds`, `ended`.
 * @param {import('./index.mjs').EngineState} state
 * @param {number} now
 * @param {{ randomInt?: RandomInt }} [options] randomInt: crypto.randomInt unless given
 * @returns {EngineEvent[]}
 */
export function advance(state, now, { randomInt: rng = randomInt } = {}) {
  /** @type {EngineEvent[]} */
  const events = [];
  const due = Object.values(state.matches)
    .filter((m) => m.status === 'live' || (m.status === 'scheduled' && m.startsAt <= now))
    .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
  for (const match of due) {
    const before = match.markets;
    const label = match.clock.label;
    events.push(...playUntil(match, now, rng));
    if (match.status === 'live' && match.clock.label !== label) events.push({ type: 'clock', matchId: match.id, clock: { ...match.clock } });
    const changes = priceChanges(before, match.markets);
    if (changes.length > 0) events.push({ type: 'odds', matchId: match.id, changes });
    if (match.status === 'ended') {
      const settled = settleEnded(state, match, now);
      events.push({ type: 'ended', matchId: match.id, score: { ...match.score }, periods: match.periods.map((p) => ({ ...p })), settled });
    }
  }
  return events;
}
