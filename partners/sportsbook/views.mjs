/**
 * What the frame's script and the operator see of the engine's state: the fields a page draws,
 * not the simulation's workings (ratings, pending goals, fair probabilities stay on the server).
 */

import { bookPrice } from './engine/index.mjs';

/** @typedef {import('./engine/index.mjs').Match} Match */
/** @typedef {import('./engine/index.mjs').Market} Market */
/** @typedef {import('./engine/index.mjs').EngineEvent} EngineEvent */
/** @typedef {import('./engine/rules.mjs').Book} Book */

/** The market a list row shows for each sport. */
export const MAIN_MARKET = { football: '1x2', basketball: 'ml', tennis: 'winner' };

/** @param {Market} market @param {Book} book the prices of this book */
export const marketView = (market, book) => ({
  key: market.key,
  type: market.type,
  line: market.line,
  status: market.status,
  selections: market.selections.map((s) => ({ id: s.id, outcome: s.outcome, price: bookPrice(book, market, s) })),
});

/** @param {Match} match */
const clockView = (match) => ({ label: match.clock?.label ?? '', period: match.clock?.period ?? '' });

/**
 * A match as a list row (`full`: with every market, for its own page), priced in `book`.
 * @param {Match} match
 * @param {number} now
 * @param {Book} book
 * @param {boolean} [full]
 */
export function matchView(match, now, book, full = false) {
  const main = match.markets.find((market) => market.key === MAIN_MARKET[match.sport]);
  return {
    id: match.id,
    sport: match.sport,
    league: match.league,
    home: match.home,
    away: match.away,
    startsAt: match.startsAt,
    status: match.status,
    score: match.score,
    periods: match.periods,
    clock: clockView(match),
    suspended: match.suspendedUntil !== null && match.suspendedUntil > now,
    marketCount: match.markets.filter((market) => market.status !== 'closed').length,
    markets: full ? match.markets.map((market) => marketView(market, book)) : main ? [marketView(main, book)] : [],
  };
}

/**
 * The matches of a frame's list: live ones in play, pre-match ones not started, soonest first.
 * @param {Record<string, Match>} matches
 * @param {'live' | 'prematch'} mode
 * @param {number} now
 * @param {Book} book
 */
export function listView(matches, mode, now, book) {
  const wanted = mode === 'live' ? 'live' : 'scheduled';
  return Object.values(matches)
    .filter((match) => match.status === wanted)
    .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id))
    .map((match) => matchView(match, now, book));
}

/**
 * The live stream's form of engine events for a frame of `book`: short, and only what a page redraws.
 * @param {EngineEvent[]} events
 * @param {number} now
 * @param {Book} book
 */
export function streamView(events, now, book) {
  /** @type {Record<string, unknown>[]} */
  const out = [];
  for (const event of events) {
    switch (event.type) {
      case 'odds':
        out.push({ t: 'odds', m: event.matchId, c: event.changes.map((c) => [c.selectionId, c.prices[book], c.status]) });
        break;
      case 'score':
        out.push({ t: 'score', m: event.matchId, score: event.score, periods: event.periods, clock: { label: event.clock.label, period: event.clock.period } });
        break;
      case 'clock':
        out.push({ t: 'clock', m: event.matchId, clock: { label: event.clock.label, period: event.clock.period } });
        break;
      case 'suspended':
        out.push({ t: 'suspended', m: event.matchId });
        break;
      case 'reopened':
        out.push({ t: 'reopened', m: event.matchId });
        break;
      case 'started':
      case 'added':
        out.push({ t: 'match', match: matchView(event.match, now, book, true) });
        break;
      case 'ended':
        out.push({ t: 'ended', m: event.matchId, score: event.score });
        break;
    }
  }
  return out;
}

/**
 * The line a market key ends with (`ou2.5` 2.5, `ah-0.75` −0.75), for a leg whose match is gone.
 * @param {string} key
 */
const lineOfKey = (key) => {
  const found = key === '1x2' ? null : /[-+]?\d+(\.\d+)?$/.exec(key);
  return found ? Number(found[0]) : null;
};

/**
 * A slip as "My bets" shows it: each leg with its match's names and state.
 * @param {import('./engine/index.mjs').Slip} slip
 * @param {number | null} cashOut kuruş offered now, or null
 * @param {Record<string, Match>} matches
 * @param {Record<string, { home: string, away: string }>} [teams] the legs' matches as they were at placement
 */
export function slipView(slip, cashOut, matches, teams = {}) {
  return {
    slipId: slip.slipId,
    kind: slip.kind,
    stake: slip.stake,
    price: slip.price,
    potentialPayout: slip.potentialPayout,
    status: slip.status,
    payout: slip.payout,
    placedAt: slip.placedAt,
    settledAt: slip.settledAt,
    cashOut,
    legs: slip.legs.map((leg) => {
      const match = matches[leg.matchId];
      const market = match?.markets.find((m) => m.key === leg.market);
      return {
        selectionId: leg.selectionId,
        matchId: leg.matchId,
        market: leg.market,
        type: market?.type ?? (leg.market === '1x2' ? '1x2' : leg.market.replace(/[-+\d.].*$/, '')),
        line: market?.line ?? lineOfKey(leg.market),
        outcome: leg.outcome,
        price: leg.price,
        result: leg.result,
        home: match?.home ?? teams[leg.matchId]?.home ?? '',
        away: match?.away ?? teams[leg.matchId]?.away ?? '',
        sport: match?.sport ?? null,
        status: match?.status ?? null,
        score: match?.score ?? null,
      };
    }),
  };
}
