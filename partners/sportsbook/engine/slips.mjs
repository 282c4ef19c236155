import { MEETING_WINDOW_MS, findSelection, meetingOf } from './fixtures.mjs';
import { bookPrice } from './markets.mjs';
import { returnAt, slipOddsCents } from './payout.mjs';
import { BOOKS, LEGS_MAX, LEGS_MIN, PAYOUT_MAX, STAKE_MAX, STAKE_MIN } from './rules.mjs';

/**
 * @typedef {import('./index.mjs').EngineState} EngineState
 * @typedef {import('./index.mjs').SlipRequest} SlipRequest
 * @typedef {import('./index.mjs').PlaceResult} PlaceResult
 * @typedef {import('./index.mjs').PriceChange} PriceChange
 */

const ODDS_RULES = ['any', 'higher', 'ask'];

/** @param {unknown} price */
const cents = (price) => Math.round(/** @type {number} */ (price) * 100);

/** @param {unknown} text */
const shortText = (text) => typeof text === 'string' && text.length > 0 && text.length <= 200;

/**
 * @param {unknown} request
 * @returns {request is SlipRequest}
 */
function wellFormed(request) {
  if (!request || typeof request !== 'object') return false;
  const r = /** @type {Record<string, unknown>} */ (request);
  return (
    shortText(r.slipId) &&
    shortText(r.player) &&
    (r.kind === 'single' || r.kind === 'accumulator') &&
    ODDS_RULES.includes(/** @type {string} */ (r.oddsChange)) &&
    (r.book === undefined || BOOKS.includes(/** @type {any} */ (r.book))) &&
    Number.isSafeInteger(r.stake) &&
    Array.isArray(r.selections) &&
    r.selections.length <= 50 &&
    r.selections.every(
      (s) => s && typeof s === 'object' && shortText(s.selectionId) && typeof s.price === 'number' && Number.isFinite(s.price) && s.price >= 1.01 && s.price <= 10_000,
    )
  );
}

/**
 * Places a slip when it passes every rule, in this order: its form, its slip id, the number of legs,
 * the stake, each selection (known, one per match, open), the odds-change rule, the payout limit.
 * Only an accepted slip changes `state`. A slip id already placed answers that slip again (`duplicate`)
 * when the request is the same one, so a retried request never places twice.
 * @param {EngineState} state
 * @param {SlipRequest} request
 * @param {number} now
 * @returns {PlaceResult}
 */
export function placeSlip(state, request, now) {
  if (!wellFormed(request)) return { ok: false, reason: 'invalid-slip' };
  const { slipId, player, kind, stake, oddsChange, selections } = request;
  const book = request.book ?? 'standard';
  const placed = Object.hasOwn(state.slips, slipId) ? state.slips[slipId] : undefined;
  if (placed) {
    const same =
      placed.player === player &&
      placed.stake === stake &&
      placed.kind === kind &&
      placed.legs.length === selections.length &&
      placed.legs.every((leg, i) => leg.selectionId === selections[i]?.selectionId);
    return same ? { ok: true, slip: placed, duplicate: true } : { ok: false, reason: 'duplicate-slip-id' };
  }
  const [least, most] = kind === 'single' ? [1, 1] : [LEGS_MIN, LEGS_MAX];
  if (selections.length < least) return { ok: false, reason: 'too-few-legs' };
  if (selections.length > most) return { ok: false, reason: 'too-many-legs' };
  if (stake < STAKE_MIN) return { ok: false, reason: 'stake-too-low' };
  if (stake > STAKE_MAX) return { ok: false, reason: 'stake-too-high' };

  /** @type {import('./index.mjs').Match[]} */
  const matches = [];
  /** @type {PriceChange[]} */
  const changes = [];
  const legs = [];
  for (const wanted of selections) {
    const found = findSelection(state, wanted.selectionId);
    if (!found) return { ok: false, reason: 'unknown-selection', selectionId: wanted.selectionId };
    const { match, market, selection } = found;
    // One selection per match: two outcomes of one match are not independent (correlated), nor are
    // two listings of one meeting of the same sides.
    const meeting = meetingOf(match);
    if (matches.some((m) => m.id === match.id || (meetingOf(m) === meeting && Math.abs(m.startsAt - match.startsAt) < MEETING_WINDOW_MS))) {
      return { ok: false, reason: 'same-match', selectionId: wanted.selectionId };
    }
    matches.push(match);
    const suspended = match.pendingGoal !== null || (match.suspendedUntil !== null && match.suspendedUntil > now);
    if ((match.status !== 'scheduled' && match.status !== 'live') || market.status !== 'open' || suspended) {
      return { ok: false, reason: 'selection-closed', selectionId: wanted.selectionId };
    }
    const price = bookPrice(book, market, selection);
    if (cents(price) !== cents(wanted.price)) changes.push({ selectionId: selection.id, previous: wanted.price, price });
    legs.push({ selectionId: selection.id, matchId: match.id, market: market.key, outcome: selection.outcome, price, result: null, deadHeat: 1 });
  }
  const refused =
    (oddsChange === 'ask' && changes.length > 0) || (oddsChange === 'higher' && changes.some((c) => cents(c.price) < cents(c.previous)));
  if (refused) return { ok: false, reason: 'odds-changed', changes };

  // The odds and the return by the one rule the frame shows them by (payout.mjs).
  const odds = slipOddsCents(legs.map((leg) => leg.price));
  const potentialPayout = returnAt(stake, odds);
  if (potentialPayout > PAYOUT_MAX) {
    return { ok: false, reason: 'payout-too-high', maxStake: Number(((BigInt(PAYOUT_MAX) + 1n) * 100n - 1n) / odds) };
  }
  /** @type {import('./index.mjs').Slip} */
  const slip = {
    slipId,
    player,
    kind,
    book,
    stake,
    price: Number(odds) / 100,
    potentialPayout,
    legs,
    status: 'open',
    payout: null,
    placedAt: now,
    settledAt: null,
  };
  state.slips[slipId] = slip;
  return { ok: true, slip };
}

