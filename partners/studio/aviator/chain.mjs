import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomSalt, randomSeed, sha256Hex } from './fairness.mjs';

/**
 * Aviator's hash chains (the rule is in fairness.mjs), kept in `<dataDir>/aviator-chain.json` so a
 * restart continues the same chain. Walking down from the seed to a round's hash costs up to N hashes,
 * so the file also keeps every S-th hash (a checkpoint) and one segment of S hashes is computed at a
 * time. When a chain is used up a new one starts with a new seed, salt and published end; round
 * numbers go on counting (the operator keeps one round row per player and round id).
 *
 * @typedef {object} Chain
 * @property {string} seed h_N, secret until the whole chain is played
 * @property {string} salt public
 * @property {string} chainEnd h_0, public
 * @property {number} length N
 * @property {number} firstRound the round number that uses h_1
 * @property {number} segment S
 * @property {string[]} checkpoints h at positions S, 2S, …, the last one h_N
 * @property {string} createdAt
 */

export const CHAIN_FILE = 'aviator-chain.json';

export class HashChains {
  /** @type {Chain[]} */
  chains = [];
  #path;
  #length;
  #segment;
  /** @type {{ chain: number, k: number, hashes: string[] } | null} */
  #cache = null;

  /**
   * @param {string} dataDir
   * @param {{ length: number, segment?: number }} options length of each new chain
   */
  constructor(dataDir, { length, segment = 1000 }) {
    mkdirSync(dataDir, { recursive: true });
    this.#path = join(dataDir, CHAIN_FILE);
    this.#length = length;
    this.#segment = segment;
    if (existsSync(this.#path)) this.chains = JSON.parse(readFileSync(this.#path, 'utf8')).chains;
    if (this.chains.length === 0) this.#startChain(1);
  }

  get current() {
    return /** @type {Chain} */ (this.chains.at(-1));
  }

  /**
   * Where a round's hash comes from, starting a new chain when `round` is past the current one.
   * @param {number} round
   */
  locate(round) {
    for (let c = this.chains.length - 1; c >= 0; c -= 1) {
      const chain = /** @type {Chain} */ (this.chains[c]);
      if (round >= chain.firstRound) {
        const index = round - chain.firstRound + 1;
        if (index <= chain.length) return { chain: c, index };
        if (c === this.chains.length - 1) {
          this.#startChain(round);
          return { chain: c + 1, index: 1 };
        }
      }
    }
    throw new Error(`round ${round} precedes every chain`);
  }

  /**
   * h_index of chain `chainNumber`.
   * @param {number} chainNumber
   * @param {number} index 1 … length
   */
  hash(chainNumber, index) {
    const chain = /** @type {Chain} */ (this.chains[chainNumber]);
    const k = Math.ceil(index / chain.segment);
    if (this.#cache?.chain !== chainNumber || this.#cache.k !== k) {
      const top = Math.min(k * chain.segment, chain.length);
      const bottom = (k - 1) * chain.segment + 1;
      const hashes = [];
      let current = /** @type {string} */ (chain.checkpoints[k - 1]);
      for (let i = top; i >= bottom; i -= 1) {
        hashes[i - bottom] = current;
        current = sha256Hex(current);
      }
      this.#cache = { chain: chainNumber, k, hashes };
    }
    return /** @type {string} */ (this.#cache.hashes[index - (k - 1) * chain.segment - 1]);
  }

  /** @param {number} firstRound */
  #startChain(firstRound) {
    const length = this.#length;
    const segment = this.#segment;
    const seed = randomSeed();
    const checkpoints = new Array(Math.ceil(length / segment));
    checkpoints[checkpoints.length - 1] = seed;
    let current = seed;
    for (let i = length; i > 0; i -= 1) {
      if (i % segment === 0) checkpoints[i / segment - 1] = current;
      current = sha256Hex(current);
    }
    this.chains.push({
      seed,
      salt: randomSalt(),
      chainEnd: current,
      length,
      firstRound,
      segment,
      checkpoints,
      createdAt: new Date().toISOString(),
    });
    const temporary = `${this.#path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ chains: this.chains }));
    renameSync(temporary, this.#path);
  }
}
