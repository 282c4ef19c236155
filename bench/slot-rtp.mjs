#!/usr/bin/env node
/**
 * The demo studio's slot, measured: 10,000,000 spins drawn as the game draws them
 * (`crypto.randomInt`), the measured RTP beside the exact one computed from the strips and the
 * paytable, and the 99.9999 % interval (± 5 standard errors, from the exact per-spin variance) the
 * measured figure should fall in. `node bench/slot-rtp.mjs [spins]`.
 */
import { LINES, exactRtp, exactSpinVariance, spin } from '@arcadia/partners/studio/slot.mjs';

const spins = Number(process.argv[2] ?? 10_000_000);
const exact = exactRtp();
const variance = exactSpinVariance();
const standardError = Math.sqrt(variance / spins);
const started = process.hrtime.bigint();
let returned = 0;
let hits = 0;
for (let i = 0; i < spins; i++) {
  const { win } = spin(1);
  returned += win;
  if (win > 0) hits += 1;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const measured = returned / (spins * LINES);
const pct = (/** @type {number} */ x) => `${(x * 100).toFixed(4)} %`;
console.log(`spins            ${spins.toLocaleString('en')} (${(spins / seconds / 1e6).toFixed(2)} M/s, ${seconds.toFixed(1)} s)`);
console.log(`measured RTP     ${pct(measured)}`);
console.log(`exact RTP        ${pct(exact)}`);
console.log(`spin variance    ${variance.toFixed(4)} (per unit staked); standard error ${pct(standardError)}`);
console.log(`5 SE interval    ${pct(exact - 5 * standardError)} … ${pct(exact + 5 * standardError)}: ${Math.abs(measured - exact) <= 5 * standardError ? 'inside' : 'OUTSIDE'} (${((measured - exact) / standardError).toFixed(2)} SE)`);
console.log(`hit frequency    ${pct(hits / spins)}`);
