/**
 * The one rule of a slip's money, in integers only. The frame's script imports this very file
 * (served as /static/payout.mjs), so the potential return a slip shows before it is placed, the one
 * stored with it and the one paid when every leg wins are one number:
 *
 *   odds   = the product of the legs' factors, rounded down to 0.01 (a factor is the price taken for
 *            a won leg; see `legFactor` for void, half and dead-heat results)
 *   return = stake (kuruş) × odds, rounded down to the kuruş
 *
 * No imports: the browser loads it as it is.
 */

/**
 * Whole cents of a decimal price with 2 decimals (1.85 → 185), immune to binary fractions.
 * @param {number} price
 */
export const priceCents = (price) => Math.round(price * 100);

/**
 * The odds, in whole cents, of factors given as fractions [numerator, denominator]: their product
 * rounded down to 0.01.
 * @param {[bigint, bigint][]} factors
 */
export function oddsCentsOf(factors) {
  let numerator = 100n;
  let denominator = 1n;
  for (const [n, d] of factors) {
    numerator *= n;
    denominator *= d;
  }
  return numerator / denominator;
}

/**
 * The odds of an accumulator of these prices (a single's is its price), in whole cents.
 * @param {number[]} prices decimal, 2 decimals
 */
export const slipOddsCents = (prices) => oddsCentsOf(prices.map((price) => [BigInt(priceCents(price)), 100n]));

/**
 * The kuruş a stake returns at odds given in whole cents: stake × odds, rounded down.
 * @param {number} stake kuruş
 * @param {bigint} oddsCents
 */
export const returnAt = (stake, oddsCents) => Number((BigInt(stake) * oddsCents) / 100n);

/**
 * What one slip of these prices returns when every leg wins, in kuruş.
 * @param {number} stake kuruş
 * @param {number[]} prices decimal, 2 decimals
 */
export const potentialReturn = (stake, prices) => returnAt(stake, slipOddsCents(prices));
