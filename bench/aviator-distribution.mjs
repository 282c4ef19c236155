#!/usr/bin/env node
// Aviator's crash points over a long run: the measured survival curve P(crash ≥ m) against the rule's
// 0.99 / m, with the binomial standard error of each figure, the share of rounds ending at 1.00
// (2 / 101: the 1 % instant crash plus the rounds worth exactly 1.00) and the return to a player who
// always cashes out at m (0.99 for every m).
//
//   node bench/aviator-distribution.mjs                    # 10,000,000 rounds (about 3 minutes on a shared 2-core machine)
//   node bench/aviator-distribution.mjs --rounds 1000000
//
// The rounds are a real hash chain walked as the game walks it (each hash the SHA-256 of the previous
// one here, which is the same distribution) and each crash point comes from the game's own crashCents,
// so the figures measure the code that plays, not a copy of the formula.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { crashCents, sha256Hex } from '@arcadia/partners/studio/aviator/fairness.mjs';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '10000000' } } });
const rounds = Number(args.rounds);
if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error('--rounds is a positive whole number');

const MARKS = [1.01, 1.1, 1.5, 2, 3, 5, 10, 20, 50, 100, 1000];
const hits = new Array(MARKS.length).fill(0);
const marks = MARKS.map((m) => Math.round(m * 100));
let atOne = 0;
const salt = randomBytes(16).toString('hex');
let hash = randomBytes(32).toString('hex');
const started = performance.now();
for (let i = 0; i < rounds; i += 1) {
  hash = sha256Hex(hash);
  const cents = crashCents(hash, salt);
  if (cents === 100) atOne += 1;
  for (let k = 0; k < marks.length; k += 1) if (cents >= /** @type {number} */ (marks[k])) hits[k] += 1;
}
const seconds = (performance.now() - started) / 1000;

console.log(`Aviator crash points: ${rounds.toLocaleString('en')} rounds in ${seconds.toFixed(1)} s`);
console.log('     m   P(crash ≥ m)   0.99 / m    diff / SE   return at m');
for (const [k, m] of MARKS.entries()) {
  const expected = 0.99 / m;
  const measured = hits[k] / rounds;
  const se = Math.sqrt((expected * (1 - expected)) / rounds);
  console.log(
    `${m.toFixed(2).padStart(7)}   ${measured.toFixed(6).padStart(12)}   ${expected.toFixed(6).padStart(8)}   ${((measured - expected) / se).toFixed(2).padStart(9)}   ${(measured * m).toFixed(4).padStart(11)}`,
  );
}
const expectedAtOne = 2 / 101;
const seAtOne = Math.sqrt((expectedAtOne * (1 - expectedAtOne)) / rounds);
console.log(
  `P(crash = 1.00) = ${(atOne / rounds).toFixed(6)}, expected 2/101 = ${expectedAtOne.toFixed(6)} (${((atOne / rounds - expectedAtOne) / seAtOne).toFixed(2)} SE)`,
);
