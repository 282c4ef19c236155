import { marketsFor } from './markets.mjs';
import { legFactor, legOutcome } from './outcomes.mjs';
import { oddsCentsOf, returnAt } from './payout.mjs';
import { seededRandomInt } from './random.mjs';
import { relabel } from './live.mjs';

export { deadHeatFactor } from './outcomes.mjs';

/**
 * @typedef {import('./index.mjs').EngineState} EngineState
 * @typedef {import('./index.mjs').Match} Match
 * @typedef {import('./index.mjs').Slip} Slip
 * @typedef {import('./index.mjs').Score} Score
 * @typedef {import('./index.mjs').SettledSlip} SettledSlip
 * @typedef {import('./index.mjs').SettleResult} SettleResult
 */

/**
 * How one leg ends for a final result (`legOutcome` without the dead-heat factor).
 * @param {string} marketKey
 * @param {string} outcome
 * @param {import('./outcomes.mjs').FinalResult} final
 */
export function legResult(marketKey, outcome, final) {
  return legOutcome(marketKey, outcome, final).result;
}

/**
 * What a slip pays, in kuruş, once its legs are known, by the one rule of payout.mjs: stake × the
 * product of the legs' factors rounded down to 0.01, rounded down to the kuruş. A slip whose legs all
 * won pays exactly its potential payout; 0 as soon as one leg is lost; the stake when every leg is void.
 * @param {Pick<Slip, 'stake' | 'legs'>} slip
 */
export function slipPayout(slip) {
  if (slip.legs.some((leg) => leg.result === 'lost')) return 0;
  const factors = slip.legs.map((leg) => {
    if (leg.result === null) throw new Error('a leg is not settled yet');
    return legFactor(leg.result, leg.price, leg.deadHeat);
  });
  return returnAt(slip.stake, oddsCentsOf(factors));
}

/**
 * Makes a slip final when a leg is lost or every leg is known; answers it when it became final now.
 * @param {Slip} slip
 * @param {number} now
 * @returns {SettledSlip | null}
 */
function finalise(slip, now) {
  if (slip.status !== 'open') return null;
  const lost = slip.legs.some((leg) => leg.result === 'lost');
  if (!lost && slip.legs.some((leg) => leg.result === null)) return null;
  const payout = slipPayout(slip);
  slip.payout = payout;
  slip.settledAt = now;
  slip.status = payout === 0 ? 'lost' : slip.legs.every((leg) => leg.result === 'void') ? 'void' : 'won';
  return { slipId: slip.slipId, player: slip.player, status: slip.status, payout, slip };
}

/**
 * Settles every leg on `match` (ended or cancelled) not settled yet, and answers the slips that became final.
 * @param {EngineState} state
 * @param {Match} match
 * @param {number} now
 * @returns {SettledSlip[]}
 */
export function settleEnded(state, match, now) {
  const final = { score: match.score, periods: match.periods };
  /** @type {SettledSlip[]} */
  const settled = [];
  for (const slip of Object.values(state.slips)) {
    let touched = false;
    for (const leg of slip.legs) {
      if (leg.matchId !== match.id || leg.result !== null) continue;
      if (match.status === 'cancelled') {
        leg.result = 'void';
      } else {
        const { result, deadHeat } = legOutcome(leg.market, leg.outcome, final);
        leg.result = result;
        leg.deadHeat = deadHeat;
      }
      touched = true;
    }
    const done = touched ? finalise(slip, now) : null;
    if (done) settled.push(done);
  }
  return settled;
}

/** @param {unknown} n */
const goals = (n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0 && /** @type {number} */ (n) <= 999;

/**
 * The periods of a result the operator gives as a final score alone: football keeps the half-time score
 * played when it fits, basketball splits each side's points over four quarters (the same way for the same
 * match), tennis gives the winner's sets as 6–4, 6–3 and the loser's as 4–6.
 * @param {Match} match
 * @param {Score} score
 * @returns {Score[]}
 */
function fillPeriods(match, score) {
  if (match.sport === 'football') {
    const played = match.periods.length >= 2 ? match.periods[0] : undefined;
    const first = played && played.home <= score.home && played.away <= score.away ? { ...played } : { home: Math.floor(score.home / 2), away: Math.floor(score.away / 2) };
    return [first, { home: score.home - first.home, away: score.away - first.away }];
  }
  if (match.sport === 'basketball') {
    const rng = seededRandomInt(match.id);
    const quarters = [0, 1, 2, 3].map(() => ({ home: 0, away: 0 }));
    for (const side of /** @type {const} */ (['home', 'away'])) {
      const weights = quarters.map(() => rng(20, 31));
      const sum = weights.reduce((a, b) => a + b, 0);
      let left = score[side];
      quarters.forEach((quarter, i) => {
        quarter[side] = i === 3 ? left : Math.floor((score[side] * (weights[i] ?? 0)) / sum);
        left -= quarter[side];
      });
    }
    return quarters;
  }
  const winner = score.home > score.away ? 'home' : 'away';
  const sets = [];
  const lost = Math.min(score.home, score.away);
  for (let i = 0; i < score.home + score.away; i++) {
    const loserTakes = lost > 0 && i === 1;
    const big = 6;
    const small = 3 + (i % 2);
    const winnerOfSet = loserTakes ? (winner === 'home' ? 'away' : 'home') : winner;
    sets.push(winnerOfSet === 'home' ? { home: big, away: small } : { home: small, away: big });
  }
  return sets;
}

/**
 * Whether `score` (with `periods`, when given) can end a match of this sport.
 * @param {Match} match
 * @param {{ home: unknown, away: unknown, periods?: unknown }} score
 */
function validScore(match, score) {
  if (!goals(score.home) || !goals(score.away)) return false;
  const home = /** @type {number} */ (score.home);
  const away = /** @type {number} */ (score.away);
  if (match.sport === 'basketball' && home === away) return false;
  if (match.sport === 'tennis' && !(Math.max(home, away) === 2 && Math.min(home, away) <= 1)) return false;
  if (score.periods === undefined) return true;
  if (!Array.isArray(score.periods) || score.periods.length === 0 || score.periods.length > 20) return false;
  if (!score.periods.every((p) => p && typeof p === 'object' && goals(p.home) && goals(p.away))) return false;
  if (match.sport === 'tennis') return score.periods.length === home + away;
  const sums = score.periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), { home: 0, away: 0 });
  return sums.home === home && sums.away === away;
}

/**
 * Ends a match with the operator's final score (goals, points, or tennis sets won; periods filled in when
 * not given) and settles every leg on it. Settling a match that has already ended changes nothing and
 * answers no slips, whatever score is given, so a repeated call can never pay twice.
 * @param {EngineState} state
 * @param {string} matchId
 * @param {{ home: number, away: number, periods?: Score[] }} score
 * @param {number} now
 * @returns {SettleResult}
 */
export function settleMatch(state, matchId, score, now) {
  const match = Object.hasOwn(state.matches, matchId) ? state.matches[matchId] : undefined;
  if (!match) return { ok: false, reason: 'unknown-match' };
  if (match.status === 'cancelled') return { ok: false, reason: 'already-cancelled' };
  if (match.status === 'ended') return { ok: true, match, slips: [], alreadyFinal: true };
  if (!score || typeof score !== 'object' || !validScore(match, score)) return { ok: false, reason: 'invalid-score' };
  match.score = { home: score.home, away: score.away };
  match.periods = score.periods ? score.periods.map((p) => ({ home: p.home, away: p.away })) : fillPeriods(match, match.score);
  match.status = 'ended';
  match.endedAt = now;
  match.pendingGoal = null;
  match.suspendedUntil = null;
  relabel(match);
  match.markets = marketsFor(match, now);
  return { ok: true, match, slips: settleEnded(state, match, now) };
}

/**
 * Cancels a match that has not ended: every leg on it is void (an accumulator goes on without it).
 * Cancelling again changes nothing.
 * @param {EngineState} state
 * @param {string} matchId
 * @param {number} now
 * @returns {SettleResult}
 */
export function cancelMatch(state, matchId, now) {
  const match = Object.hasOwn(state.matches, matchId) ? state.matches[matchId] : undefined;
  if (!match) return { ok: false, reason: 'unknown-match' };
  if (match.status === 'ended') return { ok: false, reason: 'already-ended' };
  if (match.status === 'cancelled') return { ok: true, match, slips: [], alreadyFinal: true };
  match.status = 'cancelled';
  match.endedAt = now;
  match.pendingGoal = null;
  match.suspendedUntil = null;
  match.markets = marketsFor(match, now);
  return { ok: true, match, slips: settleEnded(state, match, now) };
}
