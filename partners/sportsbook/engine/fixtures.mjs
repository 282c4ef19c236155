import { randomBytes } from 'node:crypto';
import { chooseLines, marketsFor, PRICE_MAX, PRICE_MIN } from './markets.mjs';
import { pick, seededRandomInt, shuffled } from './random.mjs';
import { LEAGUES, SPORT_PREFIX } from './teams.mjs';
import { playUntil, REAL_DURATION_MS, STEP_MS } from './live.mjs';

/**
 * @typedef {import('./index.mjs').EngineState} EngineState
 * @typedef {import('./index.mjs').Match} Match
 * @typedef {import('./index.mjs').RandomInt} RandomInt
 * @typedef {import('./teams.mjs').LeagueData} LeagueData
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Istanbul keeps UTC+3 all year. */
const ISTANBUL_MS = 3 * 60 * 60 * 1000;
/** How many matches a running demo keeps live or kicking off within the next minutes. */
const LIVE_WANTED = 4;
const SOON_MS = 10 * 60 * 1000;
/** Finished matches are forgotten this long after they end, once none of their slips is open. */
const KEEP_ENDED_MS = 2 * DAY_MS;

/** The Istanbul date of `ms` as `YYYYMMDD`. @param {number} ms */
export function istanbulDate(ms) {
  return new Date(ms + ISTANBUL_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The start (ms) of the Istanbul day holding `ms`. @param {number} ms */
function istanbulMidnight(ms) {
  return Math.floor((ms + ISTANBUL_MS) / DAY_MS) * DAY_MS - ISTANBUL_MS;
}

/**
 * A match before its start.
 * @param {LeagueData} league
 * @param {[string, number]} home
 * @param {[string, number]} away
 * @param {number} startsAt
 * @returns {Match}
 */
function newMatch(league, home, away, startsAt) {
  /** @type {Match} */
  const match = {
    id: '',
    sport: league.sport,
    league: { id: league.id, name: league.name, country: league.country },
    home: home[0],
    away: away[0],
    ratings: { home: home[1], away: away[1] },
    lines: { handicap: 0, total: 0 },
    startsAt,
    status: 'scheduled',
    score: { home: 0, away: 0 },
    periods: [],
    clock: { period: '', seconds: 0, minute: 0, label: '', server: null, games: { home: 0, away: 0 }, lastAt: startsAt },
    markets: [],
    suspendedUntil: null,
    pendingGoal: null,
    endedAt: null,
  };
  match.lines = chooseLines(match);
  return match;
}

/**
 * Numbers the matches of each sport and Istanbul day in kick-off order, after those already numbered.
 * @param {Match[]} matches
 * @param {Record<string, Match>} [existing]
 */
function number(matches, existing = {}) {
  /** @type {Map<string, number>} */
  const used = new Map();
  for (const id of Object.keys(existing)) {
    const [prefix, date, n] = id.split('-');
    const key = `${prefix}-${date}`;
    used.set(key, Math.max(used.get(key) ?? 0, Number(n)));
  }
  for (const match of [...matches].sort((a, b) => a.startsAt - b.startsAt || a.home.localeCompare(b.home))) {
    const key = `${SPORT_PREFIX[match.sport]}-${istanbulDate(match.startsAt)}`;
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    match.id = `${key}-${n}`;
  }
}

/**
 * A day's matches, kick-offs after `now` only.
 * @param {RandomInt} rng
 * @param {number} midnight
 * @param {number} now
 */
function dayOf(rng, midnight, now) {
  /** @type {Match[]} */
  const matches = [];
  for (const league of LEAGUES) {
    const sides = shuffled(rng, league.sides);
    for (let i = 0; i < league.perDay; i++) {
      const [hours, minutes] = (league.kickOffs[i % league.kickOffs.length] ?? '20:00').split(':').map(Number);
      const startsAt = midnight + ((hours ?? 20) * 60 + (minutes ?? 0)) * 60_000;
      const home = sides[2 * i];
      const away = sides[2 * i + 1];
      if (startsAt > now && home && away) matches.push(newMatch(league, home, away, startsAt));
    }
  }
  return matches;
}

/**
 * A match of a random league that started `ago` ms before `now` or starts `-ago` ms after it, between
 * sides not playing anywhere else around then.
 * @param {RandomInt} rng
 * @param {LeagueData} league
 * @param {number} startsAt
 * @param {Match[]} around
 */
function extraMatch(rng, league, startsAt, around) {
  const busy = new Set(around.filter((m) => Math.abs(m.startsAt - startsAt) < DAY_MS / 2).flatMap((m) => [m.home, m.away]));
  const free = shuffled(rng, league.sides.filter(([name]) => !busy.has(name)));
  const [home, away] = free.length >= 2 ? free : shuffled(rng, league.sides);
  return newMatch(league, /** @type {[string, number]} */ (home), /** @type {[string, number]} */ (away), startsAt);
}

/**
 * Matches for the coming `days` (Istanbul days, today first) and four live now (two football, one
 * basketball, one tennis, already some minutes in), the same for the same seed and `now`.
 * @param {{ now: number, days?: number, seed?: string }} options
 * @returns {Match[]}
 */
export function generateFixtures({ now, days = 3, seed }) {
  return build({ now, days, seed: seed ?? randomBytes(16).toString('hex') }).matches;
}

/**
 * @param {{ now: number, days: number, seed: string }} options
 */
function build({ now, days, seed }) {
  const position = { counter: 0 };
  const rng = seededRandomInt(seed, position);
  const midnight = istanbulMidnight(now);
  /** @type {Match[]} */
  const matches = [];
  /** @type {string[]} */
  const fixtureDays = [];
  for (let day = 0; day < days; day++) {
    matches.push(...dayOf(rng, midnight + day * DAY_MS, now));
    fixtureDays.push(istanbulDate(midnight + day * DAY_MS + DAY_MS / 2));
  }
  /** @type {Match[]} */
  const live = [];
  for (const sport of /** @type {const} */ (['football', 'football', 'basketball', 'tennis'])) {
    const league = pick(rng, LEAGUES.filter((l) => l.sport === sport));
    const ago = rng(60_000, Math.floor(REAL_DURATION_MS[sport] * 0.7));
    live.push(extraMatch(rng, league, now - ago, [...matches, ...live]));
  }
  number([...matches, ...live]);
  for (const match of matches) match.markets = marketsFor(match, now);
  for (const match of live) playUntil(match, now, rng);
  const all = [...matches, ...live].sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
  return { matches: all, fixtureDays, counter: position.counter };
}

/**
 * A fresh state holding `generateFixtures`' matches and no slips.
 * @param {{ now: number, days?: number, seed?: string }} options
 * @returns {EngineState}
 */
export function createState({ now, days = 3, seed }) {
  const chosen = seed ?? randomBytes(16).toString('hex');
  const built = build({ now, days, seed: chosen });
  return {
    version: 1,
    seed: chosen,
    counter: built.counter,
    matches: Object.fromEntries(built.matches.map((m) => [m.id, m])),
    slips: {},
    fixtureDays: built.fixtureDays,
  };
}

/**
 * Keeps a running demo supplied: generates the days of the next `days` not yet covered, adds a match
 * kicking off within minutes while fewer than four are live or about to start (and one kicking off at
 * once for a sport with none live), and forgets finished
 * matches two days after they end once none of their slips is open. Returns an `added` event per new match.
 * @param {EngineState} state
 * @param {number} now
 * @param {{ days?: number }} [options]
 * @returns {import('./index.mjs').EngineEvent[]}
 */
export function ensureFixtures(state, now, { days = 3 } = {}) {
  const position = { counter: state.counter };
  const rng = seededRandomInt(state.seed, position);
  const midnight = istanbulMidnight(now);
  /** @type {Match[]} */
  const added = [];
  for (let day = 0; day < days; day++) {
    const date = istanbulDate(midnight + day * DAY_MS + DAY_MS / 2);
    if (state.fixtureDays.includes(date)) continue;
    state.fixtureDays.push(date);
    added.push(...dayOf(rng, midnight + day * DAY_MS, now));
  }
  const all = () => [...Object.values(state.matches), ...added];
  const soon = () =>
    all().filter((m) => m.status === 'live' || (m.status === 'scheduled' && m.startsAt <= now + SOON_MS)).length;
  while (soon() < LIVE_WANTED) {
    const league = pick(rng, LEAGUES);
    added.push(extraMatch(rng, league, now + rng(60_000, 5 * 60_000), all()));
  }
  // Every sport's live page always has a match to bet on: one that kicks off now when a sport has
  // none live and none about to start (its last one just ended), or only decided ones (every
  // price at 1.01 or PRICE_MAX, which no longer move).
  const undecided = (/** @type {Match} */ m) =>
    (m.markets ?? []).some((market) => market.status === 'open' && market.selections.every((s) => s.price > PRICE_MIN && s.price < PRICE_MAX));
  for (const sport of /** @type {(keyof typeof SPORT_PREFIX)[]} */ (Object.keys(SPORT_PREFIX))) {
    const playing = all().some((m) => m.sport === sport && ((m.status === 'live' && undecided(m)) || (m.status === 'scheduled' && m.startsAt <= now + STEP_MS)));
    if (!playing) added.push(extraMatch(rng, pick(rng, LEAGUES.filter((l) => l.sport === sport)), now, all()));
  }
  number(added, state.matches);
  for (const match of added) {
    match.markets = marketsFor(match, now);
    state.matches[match.id] = match;
  }
  state.counter = position.counter;
  const open = new Set(Object.values(state.slips).filter((s) => s.status === 'open').flatMap((s) => s.legs.map((l) => l.matchId)));
  for (const match of Object.values(state.matches)) {
    const over = match.status === 'ended' || match.status === 'cancelled';
    if (over && (match.endedAt ?? match.startsAt) < now - KEEP_ENDED_MS && !open.has(match.id)) delete state.matches[match.id];
  }
  state.fixtureDays = state.fixtureDays.filter((date) => date >= istanbulDate(now - KEEP_ENDED_MS));
  return added.map((match) => ({ type: 'added', matchId: match.id, match }));
}

/**
 * The match, market and selection of a selection id, or null.
 * @param {EngineState} state
 * @param {string} selectionId
 */
export function findSelection(state, selectionId) {
  if (typeof selectionId !== 'string') return null;
  const [matchId, key, outcome, ...rest] = selectionId.split(':');
  if (rest.length > 0 || !matchId || !key || !outcome) return null;
  const match = Object.hasOwn(state.matches, matchId) ? state.matches[matchId] : undefined;
  const market = match?.markets.find((m) => m.key === key);
  const selection = market?.selections.find((s) => s.id === selectionId);
  return match && market && selection ? { match, market, selection } : null;
}
