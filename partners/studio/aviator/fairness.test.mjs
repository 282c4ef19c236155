import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { HashChains } from './chain.mjs';
import { TWO_52, crashCents, crashCentsOfBits, crashPoint, hashDown, sha256Hex, verifyRound } from './fairness.mjs';

const folders = /** @type {string[]} */ ([]);
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
const tempDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'aviator-fair-'));
  folders.push(folder);
  return folder;
};

/**
 * The rule as a player would verify it by hand, in floating point, from nothing but node:crypto.
 * @param {string} hash
 * @param {string} salt
 */
function verifierCrash(hash, salt) {
  const hmac = createHmac('sha256', hash).update(salt).digest('hex');
  const x = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

describe('crash point', () => {
  test('crash = max(1, floor(99 / (1 - X)) / 100) on exact values of X', () => {
    assert.equal(crashCentsOfBits(0n), 100, 'X = 0 gives 0.99, raised to the minimum 1.00');
    assert.equal(crashCentsOfBits(TWO_52 / 100n), 100, 'X just under 0.01: still below 1.00 before the floor of 1');
    assert.equal(crashCentsOfBits(TWO_52 / 2n), 198, 'X = 1/2 gives 99 / 0.5 = 1.98');
    assert.equal(crashCentsOfBits((TWO_52 * 3n) / 4n), 396, 'X = 3/4 gives 3.96');
    assert.equal(crashCentsOfBits((TWO_52 * 9n) / 10n + 1n), 990, 'X just over 9/10 gives 9.90');
    assert.equal(crashCentsOfBits(TWO_52 - 1n), Number(99n * TWO_52), 'the largest X gives 99 · 2^52 cents');
  });

  test('known vectors: HMAC-SHA256(key = round hash hex text, message = salt), first 52 bits', () => {
    const hash = sha256Hex('arcadia');
    const hmac = createHmac('sha256', hash).update('salt').digest('hex');
    assert.equal(crashCents(hash, 'salt'), crashCentsOfBits(BigInt(`0x${hmac.slice(0, 13)}`)));
    assert.equal(hash, createHash('sha256').update('arcadia').digest('hex'));
    // Fixed values, so that a change of the rule cannot pass unnoticed: published rounds must stay verifiable.
    const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const expected = [16.85, 2.01, 1.18, 3.4, 2.48, 1.21, 1.03, 2.05];
    assert.deepEqual(letters.map((text) => crashPoint(sha256Hex(text), 'arcadia-salt')), expected);
    assert.deepEqual(letters.map((text) => verifierCrash(sha256Hex(text), 'arcadia-salt')), expected);
  });

  test('a verifier in floating point agrees on 20,000 rounds', () => {
    let hash = sha256Hex('vectors');
    for (let i = 0; i < 20_000; i += 1) {
      assert.equal(crashPoint(hash, 'public-salt'), verifierCrash(hash, 'public-salt'));
      hash = sha256Hex(hash);
    }
  });
});

describe('hash chain', () => {
  test('every round hash is the SHA-256 of the next one, and hashes down to the published end', () => {
    const chains = new HashChains(tempDir(), { length: 2500, segment: 1000 });
    const chain = chains.current;
    assert.equal(chains.hash(0, 2500), chain.seed, 'the last round uses the seed itself');
    assert.equal(sha256Hex(chains.hash(0, 1)), chain.chainEnd);
    for (let i = 2; i <= 2500; i += 1) assert.equal(sha256Hex(chains.hash(0, i)), chains.hash(0, i - 1), `link ${i}`);
    assert.equal(hashDown(chains.hash(0, 1234), 1234), chain.chainEnd);
    assert.ok(verifyRound({ hash: chains.hash(0, 77), chainIndex: 77, crash: crashPoint(chains.hash(0, 77), chain.salt) }, chain));
    assert.ok(!verifyRound({ hash: chains.hash(0, 77), chainIndex: 76, crash: crashPoint(chains.hash(0, 77), chain.salt) }, chain));
  });

  test('a restart reads the same chain; a used-up chain is followed by a new one', () => {
    const folder = tempDir();
    const first = new HashChains(folder, { length: 30, segment: 7 });
    const again = new HashChains(folder, { length: 30, segment: 7 });
    assert.equal(again.current.chainEnd, first.current.chainEnd);
    assert.equal(again.hash(0, 13), first.hash(0, 13));
    assert.deepEqual(again.locate(30), { chain: 0, index: 30 });
    assert.deepEqual(again.locate(31), { chain: 1, index: 1 });
    assert.notEqual(again.current.chainEnd, first.current.chainEnd);
    assert.equal(sha256Hex(again.hash(1, 1)), again.current.chainEnd);
    assert.equal(new HashChains(folder, { length: 30 }).chains.length, 2);
  });
});

describe('distribution', () => {
  // 250,000 rounds of a real chain. For each m the count of crash ≥ m is binomial with p = 0.99 / m,
  // so the measured share must lie within 5 standard errors sqrt(p(1 − p) / n) of p: a correct rule
  // fails this less than once in a million runs.
  const n = 250_000;
  const salt = 'distribution-salt';
  const cents = new Uint32Array(n);
  let instant = 0;
  let hash = sha256Hex('distribution-seed');
  for (let i = 0; i < n; i += 1) {
    hash = sha256Hex(hash);
    const hmac = createHmac('sha256', hash).update(salt).digest('hex');
    const r = BigInt(`0x${hmac.slice(0, 13)}`);
    if (r < TWO_52 / 100n) instant += 1;
    cents[i] = Math.min(crashCentsOfBits(r), 2 ** 32 - 1);
  }
  /** @param {number} p @param {number} hits */
  const within = (p, hits) => {
    const se = Math.sqrt((p * (1 - p)) / n);
    const measured = hits / n;
    assert.ok(Math.abs(measured - p) <= 5 * se, `measured ${measured}, expected ${p} ± ${5 * se}`);
  };

  for (const m of [1.5, 2, 5, 10]) {
    test(`P(crash ≥ ${m}) ≈ 0.99 / ${m}`, () => {
      within(0.99 / m, cents.filter((value) => value >= Math.round(m * 100)).length);
    });
  }

  test('m = 1: 1 % of rounds are the instant crash (X < 0.01), 99 % are not', () => {
    within(0.01, instant);
    within(0.99, n - instant);
    assert.ok(cents.every((value) => value >= 100), 'no crash point below 1.00');
  });

  test('P(crash = 1.00) = 1 − 0.99 / 1.01 = 2 / 101: the instant crash plus the rounds worth exactly 1.00', () => {
    within(2 / 101, cents.filter((value) => value === 100).length);
  });
});
