import { randomUUID } from 'node:crypto';
import { crashCents } from './fairness.mjs';

/**
 * Aviator's rounds on one clock for every player. A round: betting for `bettingMs`, then the flight
 * from take-off until the crash point, then `pauseMs` before the next round's betting. The server's
 * clock alone decides the multiplier of a cash-out; the timers only move the phases along and announce
 * them, so a late timer cannot lengthen a flight (a cash-out at or after the crash instant is refused).
 *
 * Money goes through the studio's wallet client: a bet is `wallet.bet` when placed; a cash-out is
 * `wallet.win` of floor(stake × multiplier) with `roundClosed: true`; at the crash every bet not
 * cashed out gets `wallet.win` of 0 with `roundClosed: true`. One bet per player and round, because
 * the operator keeps one round row per player and round id and the first `roundClosed` closes it.
 *
 * @typedef {import('./index.mjs').StudioSession} StudioSession
 * @typedef {import('./index.mjs').StudioWallet} StudioWallet
 * @typedef {import('./journal.mjs').BetEntry} Bet
 * @typedef {{ now(): number, setTimeout(task: () => void, ms: number): unknown, clearTimeout(handle: unknown): void }} Clock
 * @typedef {(level: 'error' | 'warn' | 'info', message: string) => void} Say
 *
 * @typedef {object} EngineSettings
 * @property {number} bettingMs how long bets are taken before take-off
 * @property {number} pauseMs between the crash and the next round's betting
 * @property {number} minStake kuruş
 * @property {number} maxStake kuruş
 * @property {number} maxWin kuruş: a cash-out pays at most this
 *
 * @typedef {object} Round
 * @property {number} round
 * @property {number} chain
 * @property {number} index
 * @property {string} hash secret until the crash
 * @property {number} crash hundredths, secret until the crash
 * @property {'betting' | 'flying' | 'crashed'} phase
 * @property {number} bettingAt
 * @property {number} bettingEndsAt
 * @property {number} startedAt take-off, = bettingEndsAt
 * @property {number} crashAt
 * @property {Map<string, Bet>} bets by bet id
 * @property {Map<string, string>} players player → bet id
 */

/** Growth of the multiplier per millisecond of flight: m(t) = e^(GROWTH_PER_MS · t). */
export const GROWTH_PER_MS = 0.00006;

/**
 * The multiplier `ms` after take-off, in hundredths, rounded down.
 * @param {number} ms
 */
export function multiplierCentsAt(ms) {
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, ms)));
}

/**
 * How long a flight to `cents` lasts, whole milliseconds (0 for an instant crash at 1.00).
 * @param {number} cents
 */
export function flightMs(cents) {
  return Math.ceil(Math.log(cents / 100) / GROWTH_PER_MS);
}

/** A refusal the player is told about: `statusCode` is the HTTP status, `code` a stable reason. */
export class PlayError extends Error {
  /**
   * @param {number} statusCode
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} [extra] more fields of the answer
   */
  constructor(statusCode, code, message, extra = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

const WALLET_REFUSALS = /** @type {Record<string, string>} */ ({
  RS_ERROR_NOT_ENOUGH_MONEY: 'not enough money',
  RS_ERROR_INVALID_TOKEN: 'the game session has ended: open the game again',
  RS_ERROR_LIMIT_REACHED: 'your operator refused the bet: one of your limits is reached, or a reminder is waiting for you on the site',
  RS_ERROR_USER_DISABLED: 'your account is closed to play',
});

/**
 * The `reason` of a bet refused by the player's own rules, which the page tells in the player's
 * language (`refusals` of page.mjs TEXTS) and never as "try again": a stake or loss limit, a reality
 * check waiting on the site (`limit_reached`); a time-out or an exclusion (`play_closed`).
 * @typedef {'limit_reached' | 'play_closed'} Refusal
 */
const WALLET_REASONS = /** @type {Record<string, Refusal>} */ ({
  RS_ERROR_LIMIT_REACHED: 'limit_reached',
  RS_ERROR_USER_DISABLED: 'play_closed',
});

/** @param {StudioSession} session the player as the operator knows them */
export function playerOf(session) {
  return `${session.key}:${session.user}`;
}

/** @param {Bet} bet what a player may see of a bet */
export function publicBet(bet) {
  return {
    id: bet.id,
    round: bet.round,
    amount: bet.amount,
    status: bet.status,
    ...(bet.multiplier === undefined ? {} : { multiplier: bet.multiplier, win: bet.win }),
  };
}

export class AviatorEngine {
  /** @type {Round | null} */
  #round = null;
  #timer = /** @type {unknown} */ (null);
  #stopped = false;
  /** @type {Set<(event: Record<string, unknown>) => void>} */
  #listeners = new Set();

  /**
   * @param {object} options
   * @param {StudioWallet} options.wallet
   * @param {import('./chain.mjs').HashChains} options.chains
   * @param {import('./journal.mjs').RoundJournal} options.journal
   * @param {Clock} options.clock
   * @param {Say} options.say
   * @param {EngineSettings} options.settings
   */
  constructor({ wallet, chains, journal, clock, say, settings }) {
    this.wallet = wallet;
    this.chains = chains;
    this.journal = journal;
    this.clock = clock;
    this.say = say;
    this.settings = settings;
  }

  /** Settles what a restart left open, then opens the next round's betting. */
  start() {
    this.#settleLeftovers();
    this.#beginRound();
  }

  stop() {
    this.#stopped = true;
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** @param {(event: Record<string, unknown>) => void} listener */
  onEvent(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The current round as the page may see it: its hash and crash point only once it has crashed. */
  snapshot() {
    const round = /** @type {Round} */ (this.#round);
    return {
      type: 'state',
      serverTime: this.clock.now(),
      ...this.#roundFacts(round),
      recent: this.journal.ended
        .slice(-20)
        .reverse()
        .map((ended) => ({ round: ended.round, crash: ended.crash, voided: ended.voided ?? false })),
      growthPerMs: GROWTH_PER_MS,
      minStake: this.settings.minStake,
      maxStake: this.settings.maxStake,
    };
  }

  /**
   * The player's bet in the current round, if any.
   * @param {StudioSession} session
   */
  currentBet(session) {
    const id = this.#round?.players.get(playerOf(session));
    const bet = id === undefined ? undefined : this.#round?.bets.get(id);
    return bet ? publicBet(bet) : null;
  }

  /**
   * Places a bet in the current round's betting phase; resolves once the operator took the stake.
   * @param {StudioSession} session
   * @param {number} amount kuruş
   */
  async placeBet(session, amount) {
    const round = this.#round;
    if (!round || round.phase !== 'betting' || this.clock.now() >= round.bettingEndsAt) {
      throw new PlayError(409, 'BETTING_CLOSED', 'bets are taken only before take-off');
    }
    const { minStake, maxStake } = this.settings;
    if (!Number.isSafeInteger(amount) || amount < minStake || amount > maxStake) {
      throw new PlayError(400, 'BAD_AMOUNT', `the stake is a whole number of kuruş from ${minStake} to ${maxStake}`);
    }
    const player = playerOf(session);
    if (round.players.has(player)) throw new PlayError(409, 'ALREADY_BET', 'one bet per round');
    const id = randomUUID();
    /** @type {Bet} */
    const bet = {
      t: 'bet',
      id,
      round: round.round,
      player,
      session,
      amount,
      transactionId: `aviator-${round.round}-${id}`,
      status: 'pending',
    };
    round.bets.set(id, bet);
    round.players.set(player, id);
    this.journal.append(bet);
    /** @type {import('./index.mjs').WalletAnswer | null} */
    let answer = null;
    try {
      answer = await this.wallet.bet(session, { transactionId: bet.transactionId, roundId: `aviator-${round.round}`, amount });
    } catch (error) {
      // The wallet client promises an answer; if it broke that promise the stake's fate is unknown.
      this.say('error', `aviator: bet ${bet.transactionId} failed: ${String(error)}`);
      this.#rollback(bet);
    }
    if (answer?.status !== 'RS_OK') {
      round.bets.delete(id);
      round.players.delete(player);
      this.#record(bet, 'refused');
      const status = answer?.status ?? 'RS_ERROR_UNKNOWN';
      const reason = WALLET_REASONS[status];
      throw new PlayError(422, status, WALLET_REFUSALS[status] ?? 'the bet was not accepted', { balance: answer?.balance ?? null, ...(reason ? { reason } : {}) });
    }
    this.#record(bet, 'open');
    // The operator may answer after the crash: the bet then lost like every other one of the round.
    if (/** @type {Round['phase']} */ (round.phase) === 'crashed') this.#settleLost(bet);
    return { bet: publicBet(bet), balance: answer.balance };
  }

  /**
   * Cashes a bet out at the multiplier of this instant on the server's clock.
   * @param {StudioSession} session
   * @param {string} betId
   */
  async cashOut(session, betId) {
    const round = this.#round;
    const bet = round?.bets.get(betId);
    if (!round || !bet || bet.player !== playerOf(session)) throw new PlayError(404, 'UNKNOWN_BET', 'no such bet in this round');
    if (bet.status === 'pending') throw new PlayError(409, 'BET_PENDING', 'the bet is not confirmed yet');
    if (bet.status !== 'open') throw new PlayError(409, 'ALREADY_SETTLED', 'this bet is already settled');
    const now = this.clock.now();
    if (round.phase === 'betting' || now < round.startedAt) throw new PlayError(409, 'NOT_FLYING', 'the plane has not taken off');
    if (now >= round.crashAt) throw new PlayError(409, 'CRASHED', 'too late: the plane has crashed');
    // Within the last fraction of a millisecond the rounded exponential may already read the crash point.
    const cents = Math.min(multiplierCentsAt(now - round.startedAt), round.crash - 1);
    const win = Math.min(Number((BigInt(bet.amount) * BigInt(cents)) / 100n), this.settings.maxWin);
    this.#record(bet, 'cashed', { multiplier: cents / 100, win });
    const answer = await this.#win(bet, win);
    this.#emit({ type: 'cashout', round: round.round, multiplier: cents / 100 });
    return { bet: publicBet(bet), multiplier: cents / 100, win, balance: answer?.balance ?? null };
  }

  /** The ended rounds, newest first. */
  history() {
    return [...this.journal.ended].reverse();
  }

  #beginRound() {
    if (this.#stopped) return;
    const number = this.journal.lastRound + 1;
    const { chain, index } = this.chains.locate(number);
    const hash = this.chains.hash(chain, index);
    const crash = crashCents(hash, /** @type {import('./chain.mjs').Chain} */ (this.chains.chains[chain]).salt);
    const bettingAt = this.clock.now();
    const bettingEndsAt = bettingAt + this.settings.bettingMs;
    this.journal.append({ t: 'round', round: number, chain, index, bettingAt });
    this.#round = {
      round: number,
      chain,
      index,
      hash,
      crash,
      phase: 'betting',
      bettingAt,
      bettingEndsAt,
      startedAt: bettingEndsAt,
      crashAt: bettingEndsAt + flightMs(crash),
      bets: new Map(),
      players: new Map(),
    };
    this.#emit({ type: 'betting', ...this.#roundFacts(this.#round) });
    this.#schedule(bettingEndsAt, () => this.#takeOff());
  }

  #takeOff() {
    const round = /** @type {Round} */ (this.#round);
    round.phase = 'flying';
    this.#emit({ type: 'flying', ...this.#roundFacts(round) });
    this.#schedule(round.crashAt, () => this.#crash());
  }

  #crash() {
    const round = /** @type {Round} */ (this.#round);
    round.phase = 'crashed';
    this.journal.append(this.#endEntry(round, false));
    for (const bet of round.bets.values()) if (bet.status === 'open') this.#settleLost(bet);
    this.#emit({ type: 'crashed', ...this.#roundFacts(round), nextBettingAt: round.crashAt + this.settings.pauseMs });
    this.#schedule(round.crashAt + this.settings.pauseMs, () => this.#beginRound());
  }

  /**
   * @param {Round} round
   * @param {boolean} voided
   * @returns {import('./journal.mjs').RoundEnd}
   */
  #endEntry(round, voided) {
    return {
      t: 'end',
      round: round.round,
      chain: round.chain,
      index: round.index,
      hash: round.hash,
      crash: round.crash / 100,
      bettingAt: round.bettingAt,
      startedAt: round.startedAt,
      crashedAt: voided ? this.clock.now() : round.crashAt,
      ...(voided ? { voided: true } : {}),
    };
  }

  /** @param {Round} round */
  #roundFacts(round) {
    const crashed = round.phase === 'crashed';
    return {
      round: round.round,
      phase: round.phase,
      bettingAt: round.bettingAt,
      bettingEndsAt: round.bettingEndsAt,
      startedAt: round.startedAt,
      ...(crashed ? { crash: round.crash / 100, crashedAt: round.crashAt, hash: round.hash } : {}),
    };
  }

  /**
   * A round interrupted by a restart never flew to its end: it is void and its stakes go back. Bets
   * of a round that did crash but were not settled before the restart lost.
   */
  #settleLeftovers() {
    for (const claim of this.journal.interrupted) {
      const hash = this.chains.hash(claim.chain, claim.index);
      const salt = /** @type {import('./chain.mjs').Chain} */ (this.chains.chains[claim.chain]).salt;
      const crash = crashCents(hash, salt);
      this.journal.append(
        this.#endEntry(
          {
            ...claim,
            hash,
            crash,
            phase: 'crashed',
            bettingEndsAt: claim.bettingAt,
            startedAt: claim.bettingAt,
            crashAt: claim.bettingAt,
            bets: new Map(),
            players: new Map(),
          },
          true,
        ),
      );
    }
    const interrupted = new Set(this.journal.interrupted.map((claim) => claim.round));
    for (const bet of this.journal.unsettled) {
      if (bet.status === 'open' && !interrupted.has(bet.round)) this.#settleLost(bet);
      else {
        this.#record(bet, 'void');
        this.#rollback(bet);
      }
    }
    this.journal.interrupted = [];
    this.journal.unsettled = [];
  }

  /** @param {Bet} bet */
  #settleLost(bet) {
    this.#record(bet, 'lost', { multiplier: 0, win: 0 });
    void this.#win(bet, 0);
  }

  /**
   * @param {Bet} bet
   * @param {number} amount
   */
  async #win(bet, amount) {
    try {
      return await this.wallet.win(bet.session, {
        transactionId: `${bet.transactionId}-win`,
        referenceTransactionId: bet.transactionId,
        roundId: `aviator-${bet.round}`,
        amount,
        roundClosed: true,
      });
    } catch (error) {
      this.say('error', `aviator: win of ${bet.transactionId} failed: ${String(error)}`);
      return null;
    }
  }

  /** @param {Bet} bet */
  #rollback(bet) {
    this.wallet
      .rollback(bet.session, { transactionId: `${bet.transactionId}-rollback`, referenceTransactionId: bet.transactionId })
      .catch((error) => this.say('error', `aviator: rollback of ${bet.transactionId} failed: ${String(error)}`));
  }

  /**
   * @param {Bet} bet
   * @param {import('./journal.mjs').BetStatus} status
   * @param {{ multiplier?: number, win?: number }} [outcome]
   */
  #record(bet, status, outcome = {}) {
    Object.assign(bet, { status, ...outcome });
    this.journal.append({ ...bet });
  }

  /**
   * @param {number} at
   * @param {() => void} task
   */
  #schedule(at, task) {
    if (this.#stopped) return;
    this.#timer = this.clock.setTimeout(
      () => {
        this.#timer = null;
        if (this.#stopped) return;
        try {
          task();
        } catch (error) {
          this.say('error', `aviator: round engine failed: ${String(error)}`);
        }
      },
      Math.max(0, at - this.clock.now()),
    );
  }

  /** @param {Record<string, unknown>} event */
  #emit(event) {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (error) {
        this.say('warn', `aviator: event listener failed: ${String(error)}`);
      }
    }
  }
}
