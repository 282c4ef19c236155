import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Aviator's provably fair rule, the only place it is written down in code (partners/README.md states
 * it in words; the history route repeats it).
 *
 * Hash chain: a random 32-byte seed, as 64 lowercase hex characters, is h_N; h_i = SHA-256(h_(i+1)),
 * where what is hashed is the 64-character hex text (its ASCII bytes) and the digest is again written
 * as lowercase hex. Rounds use h_1, h_2, … in order, so each round's hash is the SHA-256 of the next
 * round's hash, and the chain end h_0 = SHA-256(h_1), published before the first round, is what every
 * round's hash hashes down to (h_i hashed i times). Knowing a played hash tells nothing of the next.
 *
 * Crash point: X = (first 13 hex digits, i.e. the first 52 bits, of HMAC-SHA256(key = the round hash
 * as its 64-character hex text, message = the public salt as UTF-8 text)) / 2^52, and
 * crash = max(1, ⌊99 / (1 − X)⌋ / 100). The floor is taken exactly, in integers:
 * ⌊99 · 2^52 / (2^52 − r)⌋ with r the 52-bit number, so a verifier with floating point may differ only
 * where 99 / (1 − X) falls within rounding error of a whole number of cents.
 *
 * What follows: P(crash ≥ m) = 0.99 / m for every m ≥ 1.01 in cents; 1 % of rounds (X < 0.01) are
 * the house's instant crash, and with the rounds whose value is genuinely 1.00 a round ends at 1.00
 * with probability 1 − 0.99 / 1.01 = 2 / 101 ≈ 1.98 %.
 */

export const TWO_52 = 2n ** 52n;

/** @param {string} text */
export function sha256Hex(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** A fresh chain seed (h_N). */
export function randomSeed() {
  return randomBytes(32).toString('hex');
}

/** A fresh public salt, published with the chain end. */
export function randomSalt() {
  return randomBytes(16).toString('hex');
}

/**
 * The crash point of a round, in hundredths (100 = 1.00×).
 * @param {string} roundHash h_i as 64 hex characters
 * @param {string} salt
 */
export function crashCents(roundHash, salt) {
  const digest = createHmac('sha256', roundHash).update(salt).digest('hex');
  return crashCentsOfBits(BigInt(`0x${digest.slice(0, 13)}`));
}

/**
 * max(1, ⌊99 / (1 − r / 2^52)⌋ / 100) in hundredths, exactly.
 * @param {bigint} r the HMAC's first 52 bits
 */
export function crashCentsOfBits(r) {
  return Math.max(100, Number((99n * TWO_52) / (TWO_52 - r)));
}

/**
 * The crash point as the multiplier players see (2 decimals).
 * @param {string} roundHash
 * @param {string} salt
 */
export function crashPoint(roundHash, salt) {
  return crashCents(roundHash, salt) / 100;
}

/**
 * Hashes `hash` down `times` times.
 * @param {string} hash
 * @param {number} times
 */
export function hashDown(hash, times) {
  let current = hash;
  for (let i = 0; i < times; i += 1) current = sha256Hex(current);
  return current;
}

/**
 * Whether a published round is honest: its hash hashes down to the chain end in exactly `index`
 * steps, and its crash point is the rule's.
 * @param {{ hash: string, chainIndex: number, crash: number }} round
 * @param {{ chainEnd: string, salt: string }} chain
 */
export function verifyRound(round, chain) {
  return hashDown(round.hash, round.chainIndex) === chain.chainEnd && crashPoint(round.hash, chain.salt) === round.crash;
}

/** The rule as the history route publishes it, for players who verify by hand. */
export const VERIFICATION_RULE = [
  'Each round i of a chain uses hash h_i (64 lowercase hex characters); h_(i-1) = SHA-256(h_i), hashing the 64-character hex text as ASCII and writing the digest as lowercase hex.',
  'h_i hashed chainIndex times gives the chain end (chainEnd), which was published before the chain\'s first round.',
  'X = first 13 hex digits (52 bits) of HMAC-SHA256(key = h_i as its 64-character hex text, message = salt as UTF-8 text), as an integer r, divided by 2^52.',
  'crash = max(1, floor(99 / (1 - X)) / 100), the floor computed exactly: floor(99 * 2^52 / (2^52 - r)) / 100.',
  'Multiplier during the flight: m(t) = e^(0.00006 * t), t in milliseconds since take-off, shown and paid rounded down to 0.01.',
].join(' ');
