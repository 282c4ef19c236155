import { legFactor } from './outcomes.mjs';
import { findSelection } from './fixtures.mjs';
import { CASH_OUT_MARGIN } from './rules.mjs';

/**
 * Cash-out buys a slip back at its fair value: for each leg still open, the price taken times the
 * selection's current fair probability (the margin removed, i.e. taken price / current fair price);
 * for each leg already settled, its settlement factor; times the stake, less the cash-out margin,
 * floored to the kuruş. Nothing is offered while a leg's market is suspended (a goal may be coming)
 * or closed without a fair price, or once a leg cannot win.
 *
 * @typedef {import('./index.mjs').EngineState} EngineState
 * @typedef {import('./index.mjs').CashOutOffer} CashOutOffer
 */

/** A closed market's probability this close to 1 is a decided leg. */
const DECIDED = 0.999999;

/**
 * @param {EngineState} state
 * @param {string} slipId
 * @param {number} now
 * @returns {CashOutOffer}
 */
export function cashOutValue(state, slipId, now) {
  const slip = Object.hasOwn(state.slips, slipId) ? state.slips[slipId] : undefined;
  if (!slip) return { available: false, reason: 'unknown-slip' };
  if (slip.status !== 'open') return { available: false, reason: 'not-open' };
  let value = slip.stake * (1 - CASH_OUT_MARGIN);
  for (const leg of slip.legs) {
    if (leg.result === 'lost') return { available: false, reason: 'lost' };
    if (leg.result !== null) {
      const [n, d] = legFactor(leg.result, leg.price, leg.deadHeat);
      value *= Number(n) / Number(d);
      continue;
    }
    const found = findSelection(state, leg.selectionId);
    if (!found) return { available: false, reason: 'no-price' };
    const { match, market, selection } = found;
    if (match.pendingGoal !== null || (match.suspendedUntil !== null && match.suspendedUntil > now) || market.status === 'suspended') {
      return { available: false, reason: 'suspended' };
    }
    if (selection.probability <= 0) return { available: false, reason: 'lost' };
    const decided = selection.probability >= DECIDED;
    if (market.status !== 'open' && !decided) return { available: false, reason: 'no-price' };
    value *= leg.price * (decided ? 1 : selection.probability);
  }
  // The epsilon keeps a product that is exact in decimals from losing a kuruş to binary rounding.
  return { available: true, value: Math.floor(value + 1e-6) };
}

/**
 * Cashes a slip out when its value now is at least the value the player was offered; pays the offered
 * value (what the player agreed to). When the value has dropped, answers the new one instead.
 * @param {EngineState} state
 * @param {string} slipId
 * @param {number} offeredValue kuruş
 * @param {number} now
 * @returns {import('./index.mjs').CashOutResult}
 */
export function cashOut(state, slipId, offeredValue, now) {
  if (!Number.isSafeInteger(offeredValue) || offeredValue <= 0) return { ok: false, reason: 'unavailable', detail: 'invalid-offer' };
  const offer = cashOutValue(state, slipId, now);
  if (!offer.available) return { ok: false, reason: 'unavailable', detail: offer.reason };
  if (offer.value < offeredValue) return { ok: false, reason: 'value-dropped', value: offer.value };
  const slip = /** @type {import('./index.mjs').Slip} */ (state.slips[slipId]);
  slip.status = 'cashed-out';
  slip.payout = offeredValue;
  slip.settledAt = now;
  return { ok: true, slip, payout: offeredValue };
}
