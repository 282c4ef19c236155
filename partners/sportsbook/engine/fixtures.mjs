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
/**
 * Two sides meet at most once within this much of a kick-off: longer than everything the list holds
 * (three days ahead, finished matches kept three days), so a meeting is never listed twice, and two
 * selections of one meeting can never sit in one accumulator as if they were two matches.
 */
export const MEETING_WINDOW_MS = 7 * DAY_MS;
/**
 * A side plays at most one match in any 72 hours, a live one included: no club plays tonight and
 * again tomorrow. Each league has at least twice as many sides as it has matches in three days, so
 * a full list still fits.
 */
export const SIDE_REST_MS = 3 * DAY_MS;
/**
 * Finished matches are forgotten this long after they end, once none of their slips is open: as long
 * as a side rests, so a match added later is still checked against its sides' last one.
 */
const KEEP_ENDED_MS = SIDE_REST_MS;

/**
 * What makes a meeting the same one whoever is at home: the sport and the two sides.
 * @param {{ sport: string, home: string, away: string }} match
 */
export const meetingOf = (match) => `${match.sport}:${[match.home, match.away].sort().join('|')}`;

/**
 * Whether `home` and `away` of `sport` may meet at `startsAt` beside `around`: neither plays within
 * `SIDE_REST_MS` of it, and they do not meet within `MEETING_WINDOW_MS`.
 * @param {string} sport
 * @param {string} home
 * @param {string} away
 * @param {number} startsAt
 * @param {Match[]} around
 */
function mayMeet(sport, home, away, startsAt, around) {
  const meeting = meetingOf({ sport, home, away });
  return around.every((m) => {
    if (m.sport !== sport) return true;
    const apart = Math.abs(m.startsAt - startsAt);
    if (apart < SIDE_REST_MS && [m.home, m.away].some((side) => side === home || side === away)) return false;
    return apart >= MEETING_WINDOW_MS || meetingOf(m) !== meeting;
  });
}

/**
 * The first pair of `sides` (in their order) that may meet at `startsAt`, or null.
 * @param {LeagueData} league
 * @param {[string, number][]} sides
 * @param {number} startsAt
 * @param {Match[]} around
 * @returns {[[string, number], [string, number]] | null}
 */
function pairFor(league, sides, startsAt, around) {
  for (let i = 0; i < sides.length; i++) {
    for (let j = i + 1; j < sides.length; j++) {
      const home = /** @type {[string, number]} */ (sides[i]);
      const away = /** @type {[string, number]} */ (sides[j]);
      if (mayMeet(league.sport, home[0], away[0], startsAt, around)) return [home, away];
    }
  }
  return null;
}

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
 * A day's matches, kick-offs after `now` only, each between sides that may meet then beside
 * `around` and the day's other matches (a slot with no such pair stays empty).
 * @param {RandomInt} rng
 * @param {number} midnight
 * @param {number} now
 * @param {Match[]} around
 */
function dayOf(rng, midnight, now, around) {
  /** @type {Match[]} */
  const matches = [];
  for (const league of LEAGUES) {
    const sides = shuffled(rng, league.sides);
    for (let i = 0; i < league.perDay; i++) {
      const [hours, minutes] = (league.kickOffs[i % league.kickOffs.length] ?? '20:00').split(':').map(Number);
      const startsAt = midnight + ((hours ?? 20) * 60 + (minutes ?? 0)) * 60_000;
      if (startsAt <= now) continue;
      const pair = pairFor(league, sides, startsAt, [...around, ...matches]);
      if (pair) matches.push(newMatch(league, pair[0], pair[1], startsAt));
    }
  }
  return matches;
}

/**
 * A match kicking off at `startsAt` (in the past for one already live) of `league`, or of another
 * league of `leagues` when its sides cannot meet then; null when none can.
 * @param {RandomInt} rng
 * @param {LeagueData} league
 * @param {LeagueData[]} leagues
 * @param {number} startsAt
 * @param {Match[]} around
 */
function extraMatch(rng, league, leagues, startsAt, around) {
  for (const candidate of [league, ...shuffled(rng, leagues.filter((l) => l !== league))]) {
    const pair = pairFor(candidate, shuffled(rng, candidate.sides), startsAt, around);
    if (pair) return newMatch(candidate, pair[0], pair[1], startsAt);
  }
  return null;
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
    matches.push(...dayOf(rng, midnight + day * DAY_MS, now, matches));
    fixtureDays.push(istanbulDate(midnight + day * DAY_MS + DAY_MS / 2));
  }
  /** @type {Match[]} */
  const live = [];
  for (const sport of /** @type {const} */ (['football', 'football', 'basketball', 'tennis'])) {
    const leagues = LEAGUES.filter((l) => l.sport === sport);
    const ago = rng(60_000, Math.floor(REAL_DURATION_MS[sport] * 0.7));
    const match = extraMatch(rng, pick(rng, leagues), leagues, now - ago, [...matches, ...live]);
    if (match) live.push(match);
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
 * matches three days after they end once none of their slips is open. Returns an `added` event per new match.
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
  const all = () => [...Object.values(state.matches), ...added];
  for (let day = 0; day < days; day++) {
    const date = istanbulDate(midnight + day * DAY_MS + DAY_MS / 2);
    if (state.fixtureDays.includes(date)) continue;
    state.fixtureDays.push(date);
    added.push(...dayOf(rng, midnight + day * DAY_MS, now, all()));
  }
  const soon = () =>
    all().filter((m) => m.status === 'live' || (m.status === 'scheduled' && m.startsAt <= now + SOON_MS)).length;
  while (soon() < LIVE_WANTED) {
    const match = extraMatch(rng, pick(rng, LEAGUES), LEAGUES, now + rng(60_000, 5 * 60_000), all());
    if (!match) break;
    added.push(match);
  }
  // Every sport's live page always has a match to bet on: one that kicks off now when a sport has
  // none live and none about to start (its last one just ended), or only decided ones (every
  // price at 1.01 or PRICE_MAX, which no longer move).
  const undecided = (/** @type {Match} */ m) =>
    (m.markets ?? []).some((market) => market.status === 'open' && market.selections.every((s) => s.price > PRICE_MIN && s.price < PRICE_MAX));
  for (const sport of /** @type {(keyof typeof SPORT_PREFIX)[]} */ (Object.keys(SPORT_PREFIX))) {
    const playing = all().some((m) => m.sport === sport && ((m.status === 'live' && undecided(m)) || (m.status === 'scheduled' && m.startsAt <= now + STEP_MS)));
    const leagues = LEAGUES.filter((l) => l.sport === sport);
    const match = playing ? null : extraMatch(rng, pick(rng, leagues), leagues, now, all());
    if (match) added.push(match);
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
