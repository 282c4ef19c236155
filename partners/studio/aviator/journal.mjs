import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Aviator's journal, `<dataDir>/aviator-rounds.jsonl` (JSON Lines): a round number is written before
 * its betting opens, so a restart never plays a round hash twice; its end (crash point, times) when it
 * ends; every bet before its wallet call and after each change. On start the file is read and
 * rewritten with what is still needed: the last rounds for the history, the highest round number, and
 * the bets not yet settled (the engine settles those first).
 *
 * @typedef {{ t: 'round', round: number, chain: number, index: number, bettingAt: number }} RoundClaim
 * @typedef {{ t: 'end', round: number, chain: number, index: number, hash: string, crash: number,
 *   bettingAt: number, startedAt: number, crashedAt: number, voided?: boolean }} RoundEnd
 * @typedef {'pending' | 'open' | 'refused' | 'cashed' | 'lost' | 'void'} BetStatus
 * @typedef {{ t: 'bet', id: string, round: number, player: string, session: import('./index.mjs').StudioSession,
 *   amount: number, transactionId: string, status: BetStatus, multiplier?: number, win?: number }} BetEntry
 */

export const JOURNAL_FILE = 'aviator-rounds.jsonl';
const KEEP_ROUNDS = 200;

export class RoundJournal {
  lastRound = 0;
  /** @type {RoundEnd[]} ended rounds, oldest first */
  ended = [];
  /** @type {RoundClaim[]} rounds claimed but never ended: a restart interrupted them */
  interrupted = [];
  /** @type {BetEntry[]} bets whose last state is pending or open */
  unsettled = [];
  #path;

  /** @param {string} dataDir */
  constructor(dataDir) {
    mkdirSync(dataDir, { recursive: true });
    this.#path = join(dataDir, JOURNAL_FILE);
    /** @type {Map<number, RoundClaim>} */
    const claims = new Map();
    /** @type {Map<number, RoundEnd>} */
    const ends = new Map();
    /** @type {Map<string, BetEntry>} */
    const bets = new Map();
    if (existsSync(this.#path)) {
      for (const line of readFileSync(this.#path, 'utf8').split('\n')) {
        let entry;
        try {
          entry = line ? JSON.parse(line) : null;
        } catch {
          continue; // a line cut short by a crash while it was written
        }
        if (entry?.t === 'round') {
          claims.set(entry.round, entry);
          this.lastRound = Math.max(this.lastRound, entry.round);
        } else if (entry?.t === 'end') ends.set(entry.round, entry);
        else if (entry?.t === 'bet') bets.set(entry.id, entry);
      }
    }
    this.ended = [...ends.values()].sort((a, b) => a.round - b.round).slice(-KEEP_ROUNDS);
    this.interrupted = [...claims.values()].filter((claim) => !ends.has(claim.round));
    this.unsettled = [...bets.values()].filter((bet) => bet.status === 'pending' || bet.status === 'open');
    const lastClaim = claims.get(this.lastRound);
    const keep = [...(lastClaim ? [lastClaim] : []), ...this.interrupted, ...this.ended, ...this.unsettled];
    const temporary = `${this.#path}.${process.pid}.tmp`;
    writeFileSync(temporary, keep.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    renameSync(temporary, this.#path);
  }

  /** @param {RoundClaim | RoundEnd | BetEntry} entry */
  append(entry) {
    appendFileSync(this.#path, `${JSON.stringify(entry)}\n`);
    if (entry.t === 'round') this.lastRound = Math.max(this.lastRound, entry.round);
    if (entry.t === 'end') {
      this.ended.push(entry);
      if (this.ended.length > KEEP_ROUNDS) this.ended.shift();
    }
  }
}
