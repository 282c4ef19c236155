import { createHmac, randomInt } from 'node:crypto';

export { randomInt };

/**
 * A deterministic stand-in for crypto.randomInt, so fixtures repeat for a seed: the draws are
 * HMAC-SHA256(seed, counter), 48 bits each, rejection-sampled so every value of the range is equally likely.
 * @param {string} seed
 * @param {{ counter: number }} [position] shared counter, advanced by each draw (kept in the state)
 * @returns {import('./index.mjs').RandomInt}
 */
export function seededRandomInt(seed, position = { counter: 0 }) {
  return (min, max) => {
    const range = max - min;
    if (!(range > 0) || range > 2 ** 48) throw new RangeError('range must be 1 … 2^48');
    const limit = Math.floor(2 ** 48 / range) * range;
    for (;;) {
      const digest = createHmac('sha256', seed).update(String(position.counter++)).digest();
      const value = digest.readUIntBE(0, 6);
      if (value < limit) return min + (value % range);
    }
  };
}

/**
 * True with probability `p`.
 * @param {import('./index.mjs').RandomInt} rng
 * @param {number} p
 */
export function chance(rng, p) {
  return rng(0, 1_000_000_000) < p * 1_000_000_000;
}

/**
 * One element of `list`.
 * @template T
 * @param {import('./index.mjs').RandomInt} rng
 * @param {readonly T[]} list
 * @returns {T}
 */
export function pick(rng, list) {
  return /** @type {T} */ (list[rng(0, list.length)]);
}

/**
 * A shuffled copy of `list` (Fisher–Yates).
 * @template T
 * @param {import('./index.mjs').RandomInt} rng
 * @param {readonly T[]} list
 * @returns {T[]}
 */
export function shuffled(rng, list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng(0, i + 1);
    [copy[i], copy[j]] = [/** @type {T} */ (copy[j]), /** @type {T} */ (copy[i])];
  }
  return copy;
}
