import { randomInt } from 'node:crypto';

/**
 * European roulette (one zero, 37 pockets) for the live tables. A round is one spin: all its bets
 * are taken as one wallet bet and paid as one win. Every bet returns 36/37 of its stake on average:
 * a bet covering n numbers pays (36 / n − 1) to 1, and the zero loses every outside bet.
 */

export const POCKETS = 37;
export const RTP = 36 / 37;

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** @typedef {'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen'} BetType */
/** @typedef {{ type: BetType, value?: number, amount: number }} RouletteBet amount in kuruş; value: the number (straight) or the dozen 1–3 */

/** What a winning bet of each type pays, to 1 (the stake comes back as well). */
export const PAYOUTS = { straight: 35, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1, dozen: 2 };

/** Chip values in kuruş, and the limits of one round. */
export const CHIPS = [100, 500, 1000, 5000, 10000];
export const MAX_BETS = 50;
export const MAX_ROUND_STAKE = 1_000_000;

/**
 * True when `bet` wins on `pocket`.
 * @param {RouletteBet} bet
 * @param {number} pocket 0–36
 */
export function wins(bet, pocket) {
  if (bet.type === 'straight') return bet.value === pocket;
  if (pocket === 0) return false;
  switch (bet.type) {
    case 'red':
      return RED.has(pocket);
    case 'black':
      return !RED.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value;
  }
}

/**
 * What `bets` return on `pocket` (stakes of winning bets included), in kuruş.
 * @param {RouletteBet[]} bets
 * @param {number} pocket
 */
export function settle(bets, pocket) {
  return bets.reduce((sum, bet) => sum + (wins(bet, pocket) ? bet.amount * (PAYOUTS[bet.type] + 1) : 0), 0);
}

/**
 * The bets of a request, checked: a list of 1–50 bets of known types, whole chip amounts, the
 * straight number 0–36 or the dozen 1–3, at most 10,000 lira in all. Null when anything is off.
 * @param {unknown} input
 * @returns {RouletteBet[] | null}
 */
export function parseBets(input) {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_BETS) return null;
  /** @type {RouletteBet[]} */
  const bets = [];
  let total = 0;
  for (const item of input) {
    if (typeof item !== 'object' || item === null) return null;
    const { type, value, amount } = /** @type {Record<string, unknown>} */ (item);
    if (typeof type !== 'string' || !Object.hasOwn(PAYOUTS, type)) return null;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) return null;
    const betType = /** @type {BetType} */ (type);
    if (betType === 'straight' || betType === 'dozen') {
      const [min, max] = betType === 'straight' ? [0, 36] : [1, 3];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) return null;
      bets.push({ type: betType, value, amount });
    } else {
      bets.push({ type: betType, amount });
    }
    total += amount;
  }
  return total <= MAX_ROUND_STAKE ? bets : null;
}

/** @param {(max: number) => number} [draw] */
export const spinWheel = (draw = randomInt) => draw(POCKETS);
