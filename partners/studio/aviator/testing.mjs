/** Helpers of Aviator's tests: a clock the test moves, a wallet that records calls, and the plugin in a Fastify app. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { HashChains } from './chain.mjs';
import { flightMs } from './engine.mjs';
import { crashCents } from './fairness.mjs';
import aviatorPlugin from './index.mjs';

export const START = Date.UTC(2025, 0, 1, 12);
export const SETTINGS = { bettingMs: 6000, pauseMs: 4000, minStake: 100, maxStake: 100_000, maxWin: 100_000_000, chainLength: 1000 };

/** A clock whose time moves only when the test says, running due timers in time order. */
export function fakeClock(start = START) {
  let now = start;
  /** @type {{ at: number, task: () => void }[]} */
  let timers = [];
  return {
    now: () => now,
    /** @param {() => void} task @param {number} ms */
    setTimeout(task, ms) {
      const timer = { at: now + ms, task };
      timers.push(timer);
      return timer;
    },
    /** @param {unknown} timer */
    clearTimeout(timer) {
      timers = timers.filter((other) => other !== timer);
    },
    /** Moves time on by `ms`, running every timer due on the way. @param {number} ms */
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = Math.max(now, due.at);
        due.task();
      }
      now = end;
    },
    /** Moves time without running timers: a timer that fires late. @param {number} ms */
    skip(ms) {
      now += ms;
    },
  };
}

/**
 * A wallet client that records every call; `nextBet` decides the answer of the next bets.
 * @param {number} [balance] kuruş
 */
export function fakeWallet(balance = 1_000_000) {
  /** @type {{ action: string, session: any, call: any }[]} */
  const calls = [];
  const wallet = {
    calls,
    funds: balance,
    /** @type {string} */
    betStatus: 'RS_OK',
    /** @param {string} action */
    of: (action) => calls.filter((call) => call.action === action),
  };
  return Object.assign(wallet, {
    /** @param {any} session @param {any} call */
    async bet(session, call) {
      calls.push({ action: 'bet', session, call });
      if (wallet.betStatus !== 'RS_OK') return { status: wallet.betStatus, balance: wallet.funds };
      wallet.funds -= call.amount;
      return { status: 'RS_OK', balance: wallet.funds };
    },
    /** @param {any} session @param {any} call */
    async win(session, call) {
      calls.push({ action: 'win', session, call });
      wallet.funds += call.amount;
      return { status: 'RS_OK', balance: wallet.funds };
    },
    /** @param {any} session @param {any} call */
    async rollback(session, call) {
      calls.push({ action: 'rollback', session, call });
      return { status: 'RS_OK', balance: wallet.funds };
    },
    /** @param {any} session */
    async balance(session) {
      calls.push({ action: 'balance', session, call: null });
      return { status: 'RS_OK', balance: wallet.funds };
    },
  });
}

/** @param {string} id @param {string} user */
export function session(id, user) {
  return { id, key: 'hub88', user, sessionToken: `token-${user}`, gameCode: 'aviator', lang: 'en', platform: 'desktop', lobby: 'http://casino.test/' };
}

/** @type {string[]} */
const folders = [];
export function tempDir() {
  const folder = mkdtempSync(join(tmpdir(), 'aviator-'));
  folders.push(folder);
  return folder;
}
export function removeTempDirs() {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/**
 * The plugin in a fresh Fastify app on `dataDir`, with two players' sessions.
 * @param {{ dataDir?: string, wallet?: ReturnType<typeof fakeWallet>, clock?: ReturnType<typeof fakeClock> }} [options]
 */
export async function openGame({ dataDir = tempDir(), wallet = fakeWallet(), clock = fakeClock() } = {}) {
  const sessions = new Map([
    ['s-ayse', session('s-ayse', 'ayse')],
    ['s-mert', session('s-mert', 'mert')],
  ]);
  const app = Fastify();
  /** @type {string[]} */
  const logged = [];
  await app.register(aviatorPlugin, {
    wallet,
    sessions,
    config: { publicUrl: 'http://casino.test', dataDir, studioUrl: 'http://studio.test', aviator: SETTINGS },
    log: (level, message) => logged.push(`${level}: ${message}`),
    clock,
  });
  await app.ready();
  const chains = new HashChains(dataDir, { length: SETTINGS.chainLength });
  /** @param {number} round */
  const crashOf = (round) => crashCents(chains.hash(0, round), chains.current.salt);
  const state = async () => /** @type {any} */ ((await app.inject({ method: 'GET', url: '/aviator/state' })).json());
  /**
   * @param {string} path
   * @param {unknown} body
   */
  const post = (path, body) => app.inject({ method: 'POST', url: path, payload: /** @type {any} */ (body) });
  /** Plays the current round to its end and stops at the next round's betting. */
  const nextRound = async () => {
    const current = await state();
    clock.advance(current.bettingEndsAt - clock.now() + flightMs(crashOf(current.round)) + SETTINGS.pauseMs);
    await settle();
  };
  /** Skips rounds until one that flies at least to `cents`. @param {number} cents */
  const roundReaching = async (cents) => {
    while (crashOf((await state()).round) < cents) await nextRound();
    return state();
  };
  return { app, wallet, clock, dataDir, chains, crashOf, state, post, nextRound, roundReaching, logged };
}

/** Lets pending wallet promises finish. */
export async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
