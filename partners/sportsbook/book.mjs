import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as engine from './engine/index.mjs';
import { BET_NOT_PLACED } from '../common/wallet-client.mjs';
import { SKINS, SKIN_BOOKS } from './config.mjs';

/**
 * The book: the engine's state on the server's clock, and the money that follows it. The engine
 * (`engine/`) decides prices, slips, results and cash-out values; this module moves the stake and
 * the payout through the operator's seamless wallet and keeps what must outlive a restart:
 *   - every slip, with its wallet phase, is a `slip` record of the journal, written before the
 *     wallet is asked (the journal, not the fixtures' snapshot, is where slips are read back from);
 *   - the fixtures (the engine's state without its slips) are a snapshot file rewritten every few
 *     seconds while matches move, and at once when a match ends or the operator settles or cancels one.
 *
 * A slip's money, one wallet round per slip (roundId = slipId):
 *   staking  the `bet` is asked (transaction `<slipId>.bet`); refused or unanswered: the slip is
 *            withdrawn from the engine (an unanswered bet is rolled back by the wallet client)
 *   staked   the stake is taken; the slip waits for its legs
 *   paid     final (settled, void or cashed out): the `win` of its payout, 0 for a lost slip,
 *            `roundClosed: true`, transaction `<slipId>.win`, is journalled and sent until answered
 * The win's transaction id is the slip's own, so a slip can never be paid twice: the operator
 * refuses a second win of the same id with another amount, and answers the same one as done.
 */

/** @typedef {import('./engine/index.mjs').EngineState} EngineState */
/** @typedef {import('./engine/index.mjs').Slip} EngineSlip */
/** @typedef {import('./engine/index.mjs').EngineEvent} EngineEvent */
/** @typedef {import('../common/wallet-client.mjs').Session} WalletSession */

/**
 * @typedef {object} SlipRecord
 * @property {string} slipId
 * @property {string} key the wallet key (skin) the stake was taken through
 * @property {string} user the operator's player id
 * @property {string} sessionToken the session the stake was taken in (its win is accepted after it ends)
 * @property {'staking' | 'staked' | 'paid'} phase
 * @property {EngineSlip} slip the engine's slip as of the last change
 * @property {Record<string, { home: string, away: string }>} [teams] each leg's match, kept for "My bets" after the fixtures drop it
 */

/** The engine's id of a player: slips are kept per integration, as two sportsbooks would. @param {string} key @param {string} user */
export const playerOf = (key, user) => `${key}:${user}`;

const FINAL = new Set(['won', 'lost', 'void', 'cashed-out']);

/**
 * Why the wallet refused a slip's stake, as the frame is told: the balance (`bonus-casino-only` when the
 * balance the wallet answered covers the stake: what it holds beyond the cash is bonus money of a
 * casino bonus, which the wallet does not take for sports); the session ended; one of
 * the player's limits or a reality check waiting on the site (`limit-reached`); a time-out or an
 * exclusion (`play-closed`); anything else is `not-placed` (nothing taken: try again). The player's
 * limits and exclusion are their own rules, never a fault to log.
 * @typedef {'not-enough-money' | 'bonus-casino-only' | 'session-ended' | 'limit-reached' | 'play-closed' | 'not-placed'} StakeRefusal
 */
/** @type {Record<string, StakeRefusal>} */
const STAKE_REFUSALS = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'not-enough-money',
  RS_ERROR_INVALID_TOKEN: 'session-ended',
  RS_ERROR_LIMIT_REACHED: 'limit-reached',
  RS_ERROR_USER_DISABLED: 'play-closed',
};

/** A slip id: short enough to read out to support, random enough never to repeat. */
const newSlipId = () => `S${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;

/**
 * The engine has no way to take back a slip it accepted, and a slip whose stake the wallet refused
 * must not stay: removing it from the state is this adapter's own step (slips are plain records by id).
 * @param {EngineState} state
 * @param {string} slipId
 */
function withdrawSlip(state, slipId) {
  delete state.slips[slipId];
}

/**
 * @param {object} options
 * @param {import('../common/journal.mjs').Journal} options.journal holds `slip` records besides sessions and calls
 * @param {import('../common/wallet-client.mjs').WalletClient} options.wallet
 * @param {string} options.stateFile the fixtures' snapshot
 * @param {import('../common/wallet-client.mjs').Log} options.log
 * @param {() => number} [options.now]
 * @param {string} [options.seed] fixtures for a fresh state (tests); random otherwise
 * @param {number} [options.snapshotMs] how often a moving state is written (default 5000)
 */
export function createBook({ journal, wallet, stateFile, log, now = Date.now, seed, snapshotMs = 5000 }) {
  /** @type {EngineState} */
  const state = loadState();
  /** @type {Map<string, Set<string>>} player → slip ids */
  const byPlayer = new Map();
  /** @type {Set<(events: EngineEvent[]) => void>} */
  const listeners = new Set();
  let dirty = false;
  let lastSnapshotAt = 0;

  /** @returns {EngineState} */
  function loadState() {
    if (existsSync(stateFile)) {
      try {
        const saved = JSON.parse(readFileSync(stateFile, 'utf8'));
        if (saved && typeof saved === 'object' && saved.matches) return { ...saved, slips: {} };
      } catch (error) {
        log('error', `the fixtures' snapshot ${stateFile} is unreadable (${error instanceof Error ? error.message : error}); starting new fixtures`);
      }
    }
    return engine.createState({ now: now(), ...(seed ? { seed } : {}) });
  }

  /** Writes the fixtures (a new file renamed over the old, so a crash leaves the previous one). */
  function snapshot() {
    const temporary = `${stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ ...state, slips: {} }));
    renameSync(temporary, stateFile);
    dirty = false;
    lastSnapshotAt = now();
  }

  /** @param {SlipRecord} record */
  function index(record) {
    const player = playerOf(record.key, record.user);
    const ids = byPlayer.get(player) ?? new Set();
    ids.add(record.slipId);
    byPlayer.set(player, ids);
  }

  /** @param {SlipRecord} record @returns {WalletSession} */
  const walletSession = (record) => ({ id: record.slipId, key: record.key, user: record.user, sessionToken: record.sessionToken, gameCode: 'sportsbook', lang: 'tr', platform: 'desktop', lobby: '' });

  /**
   * Pays a final slip once: the record turns `paid` (journalled) in the same step as its win is
   * journalled by the wallet client, so a restart neither loses nor repeats it.
   * @param {SlipRecord} record
   */
  function pay(record) {
    const slip = state.slips[record.slipId] ?? record.slip;
    const amount = slip.payout ?? 0;
    /** @type {SlipRecord} */
    const paid = { ...record, phase: 'paid', slip };
    journal.put('slip', record.slipId, paid);
    void wallet
      .win(walletSession(record), { transactionId: `${record.slipId}.win`, referenceTransactionId: `${record.slipId}.bet`, roundId: record.slipId, amount, roundClosed: true })
      .then((answer) => {
        if (answer.status !== 'RS_OK' && answer.status !== 'STUDIO_NO_ANSWER') log('error', `the win of slip ${record.slipId} (${amount} kuruş) was refused: ${answer.status}`);
      });
  }

  /**
   * Slips the engine made final (a match ended, was settled or cancelled, a cash-out).
   * @param {{ slipId: string, slip: EngineSlip }[]} settled
   */
  function onSettled(settled) {
    for (const { slipId, slip } of settled) {
      /** @type {SlipRecord | undefined} */
      const record = journal.get('slip', slipId);
      if (!record || record.phase === 'paid') continue;
      if (!FINAL.has(slip.status)) {
        journal.put('slip', slipId, { ...record, slip });
      } else if (record.phase === 'staked') {
        pay({ ...record, slip });
      } else {
        // Still staking: paid once the stake is confirmed (place() looks again).
        journal.put('slip', slipId, { ...record, slip });
      }
    }
  }

  /** @param {EngineEvent[]} events */
  function publish(events) {
    if (events.length === 0) return;
    dirty = true;
    let ended = false;
    for (const event of events) {
      if (event.type === 'ended') {
        ended = true;
        onSettled(event.settled);
      }
    }
    if (ended || now() - lastSnapshotAt >= snapshotMs) snapshot();
    for (const listener of listeners) listener(events);
  }

  // Slips come back from the journal: a stake cut short by a stop is returned, a final slip not yet paid is paid.
  for (const [slipId, record] of [.../** @type {Map<string, SlipRecord>} */ (journal.tables.slip)]) {
    if (record.phase === 'staking') {
      const betInFlight = [.../** @type {Map<string, import('../common/wallet-client.mjs').PendingCall>} */ (journal.tables.call).values()].some(
        (call) => call.action === 'bet' && call.body.includes(`"${slipId}.bet"`),
      );
      // The wallet client rolls back a bet it journalled; one whose answer came but was not yet written is rolled back here.
      if (!betInFlight) void wallet.rollback(walletSession(record), { transactionId: `${slipId}.rollback`, referenceTransactionId: `${slipId}.bet` });
      journal.remove('slip', slipId);
      log('warn', `slip ${slipId} was being staked when the sportsbook stopped: its stake is returned`);
      continue;
    }
    state.slips[slipId] = record.slip;
    index(record);
    if (record.phase === 'staked' && FINAL.has(record.slip.status)) pay(record);
  }

  return {
    state,

    /** Starts a new snapshot file when there was none (after the port is this process's). */
    start() {
      publish(engine.ensureFixtures(state, now()));
      snapshot();
    },

    /** One step of the live clock: matches move, finished ones settle. */
    tick() {
      const at = now();
      publish([...engine.advance(state, at), ...engine.ensureFixtures(state, at)]);
    },

    /** Writes the fixtures if they moved since the last write (at close). */
    flush() {
      if (dirty) snapshot();
    },

    /** @param {(events: EngineEvent[]) => void} listener @returns {() => void} unsubscribes */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Places a slip: the engine's rules first (limits, odds-change rule), then the stake through the wallet.
     * @param {WalletSession} session
     * @param {{ selections: { selectionId: string, price: number }[], stake: number, kind: 'single' | 'accumulator', oddsChange: 'any' | 'higher' | 'ask' }} request
     * @returns {Promise<{ ok: true, slip: EngineSlip, balance: number | null }
     *   | { ok: false, reason: import('./engine/index.mjs').SlipRefusal | StakeRefusal, changes?: unknown, maxStake?: number, selectionId?: string, balance?: number | null }>}
     */
    async place(session, request) {
      const slipId = newSlipId();
      const player = playerOf(session.key, session.user);
      // Priced in the book of the frame it is placed from.
      const prices = SKIN_BOOKS[/** @type {import('./config.mjs').Skin} */ (session.key)] ?? 'standard';
      const result = engine.placeSlip(state, { slipId, player, ...request, book: prices }, now());
      if (!result.ok) {
        const { ok: _ok, ...refusal } = result;
        return { ok: false, ...refusal };
      }
      const teams = Object.fromEntries(result.slip.legs.map((leg) => [leg.matchId, { home: state.matches[leg.matchId]?.home ?? '', away: state.matches[leg.matchId]?.away ?? '' }]));
      /** @type {SlipRecord} */
      const record = { slipId, key: session.key, user: session.user, sessionToken: session.sessionToken, phase: 'staking', slip: result.slip, teams };
      journal.put('slip', slipId, record);
      dirty = true;
      const answer = await wallet.bet(session, { transactionId: `${slipId}.bet`, roundId: slipId, amount: request.stake, gameCode: 'sportsbook' });
      /** @type {SlipRecord | undefined} */
      const current = journal.get('slip', slipId);
      if (answer.status !== 'RS_OK') {
        withdrawSlip(state, slipId);
        journal.remove('slip', slipId);
        const short = STAKE_REFUSALS[answer.status] ?? 'not-placed';
        // The wallet's balance is cash and bonus together; a bet refused for money it covers is one
        // the bonus part cannot pay (bonus money plays only on its own product, a sports bonus here).
        const reason = short === 'not-enough-money' && typeof answer.balance === 'number' && answer.balance >= request.stake ? 'bonus-casino-only' : short;
        if (reason === 'not-placed' && answer.status !== BET_NOT_PLACED) log('warn', `the stake of slip ${slipId} was refused: ${answer.status}`);
        return { ok: false, reason, balance: answer.balance };
      }
      const slip = state.slips[slipId] ?? result.slip;
      /** @type {SlipRecord} */
      const staked = { ...(current ?? record), phase: 'staked', slip };
      journal.put('slip', slipId, staked);
      index(staked);
      // Settled while the stake was on its way (the match ended, the operator settled it): paid now.
      if (FINAL.has(slip.status)) pay(staked);
      return { ok: true, slip, balance: answer.balance };
    },

    /**
     * Cashes a slip out for the value the player was shown (refused when the value dropped), from
     * either skin's frame: the money moves under the wallet key the slip was staked through.
     * @param {WalletSession} session
     * @param {string} slipId
     * @param {number} value kuruş
     * @returns {{ ok: true, payout: number } | { ok: false, reason: 'unknown-slip' | 'not-open' | 'value-dropped' | 'unavailable', value?: number }}
     */
    cashOut(session, slipId, value) {
      /** @type {SlipRecord | undefined} */
      const record = journal.get('slip', slipId);
      if (!record || record.user !== session.user) return { ok: false, reason: 'unknown-slip' };
      if (record.phase !== 'staked') return { ok: false, reason: 'not-open' };
      const result = engine.cashOut(state, slipId, value, now());
      if (!result.ok) return result.reason === 'value-dropped' ? { ok: false, reason: 'value-dropped', value: result.value } : { ok: false, reason: 'unavailable' };
      dirty = true;
      pay({ ...record, slip: result.slip });
      return { ok: true, payout: result.payout };
    },

    /**
     * The operator's result of a match: settles every slip on it.
     * @param {string} matchId
     * @param {{ home: number, away: number }} score
     */
    settle(matchId, score) {
      const result = engine.settleMatch(state, matchId, score, now());
      if (result.ok) this.afterOperator(matchId, result);
      return result;
    },

    /**
     * The operator cancels a match: its legs are void.
     * @param {string} matchId
     */
    cancel(matchId) {
      const result = engine.cancelMatch(state, matchId, now());
      if (result.ok) this.afterOperator(matchId, result);
      return result;
    },

    /**
     * @param {string} matchId
     * @param {{ match: import('./engine/index.mjs').Match, slips: import('./engine/index.mjs').SettledSlip[] }} result
     */
    afterOperator(matchId, result) {
      onSettled(result.slips);
      dirty = true;
      snapshot();
      const { match } = result;
      /** @type {EngineEvent} */
      const event = { type: 'ended', matchId, score: match.score, periods: match.periods, settled: [] };
      for (const listener of listeners) listener([event]);
    },

    /**
     * A player's slips from both skins, newest first, with the cash-out offer of each open one and
     * the skin it was placed in: one "My bets" in either frame.
     * @param {string} user
     */
    slipsOf(user) {
      const at = now();
      return SKINS.flatMap((key) => [...(byPlayer.get(playerOf(key, user)) ?? [])])
        .map((slipId) => /** @type {SlipRecord | undefined} */ (journal.get('slip', slipId)))
        .filter((record) => record !== undefined)
        .map((record) => {
          const slip = state.slips[record.slipId] ?? record.slip;
          const offer = record.phase === 'staked' && slip.status === 'open' ? engine.cashOutValue(state, record.slipId, at) : null;
          return { slip, skin: record.key, cashOut: offer?.available ? offer.value : null, teams: record.teams ?? {} };
        })
        .sort((a, b) => b.slip.placedAt - a.slip.placedAt);
    },
  };
}

/** @typedef {ReturnType<typeof createBook>} Book */
