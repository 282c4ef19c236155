import { BOOK_MARGINS, BOOKS, MARGINS } from './rules.mjs';
import { effectiveProbability, legOutcome, lineOf, typeOf } from './outcomes.mjs';

/**
 * Prices from a simple strength model. Each side has a rating (0–100); the model turns the ratings,
 * the score and the time left into a distribution of final results, each selection's fair probability
 * is read off that distribution through the same rules settlement uses, and its price is
 * 1 / (p × (1 + margin)), rounded down to 0.01, at least 1.01.
 *
 * @typedef {import('./index.mjs').Match} Match
 * @typedef {import('./index.mjs').Market} Market
 * @typedef {import('./index.mjs').Score} Score
 * @typedef {import('./outcomes.mjs').FinalResult} FinalResult
 */

/** The longest price offered: beyond it a selection is as good as dead and only invites arbitrage. */
export const PRICE_MAX = 500;
/** The shortest price offered. */
export const PRICE_MIN = 1.01;
/** A market whose likeliest outcome is at least this likely is closed: decided, or as good as. */
export const CLOSE_AT = 0.97;

export const FOOTBALL_SECONDS = 90 * 60;
export const OVERTIME_SECONDS = 5 * 60;

/**
 * Decimal odds for a fair probability under a margin.
 * @param {number} p
 * @param {number} margin
 */
export function priceFromProbability(p, margin) {
  if (!(p > 0)) return PRICE_MAX;
  // The epsilon keeps exact values such as 1 / 0.5 from falling a cent on binary rounding.
  const cents = Math.floor(100 / (p * (1 + margin)) + 1e-9);
  return Math.min(PRICE_MAX * 100, Math.max(PRICE_MIN * 100, cents)) / 100;
}

/**
 * A selection's price in a book. The market's own price is the standard book's; another book prices
 * the same fair probability under its own margin for the market's type, so every book moves with
 * the one model and only the margin differs.
 * @param {import('./rules.mjs').Book} book
 * @param {Pick<Market, 'type'>} market
 * @param {Pick<import('./index.mjs').Selection, 'price' | 'probability'>} selection
 */
export function bookPrice(book, market, selection) {
  if (book === 'standard') return selection.price;
  return priceFromProbability(selection.probability, BOOK_MARGINS[book][/** @type {keyof typeof MARGINS} */ (market.type)]);
}

/**
 * A selection's price in every book.
 * @param {Pick<Market, 'type'>} market
 * @param {Pick<import('./index.mjs').Selection, 'price' | 'probability'>} selection
 * @returns {Record<import('./rules.mjs').Book, number>}
 */
export function bookPrices(market, selection) {
  return /** @type {Record<import('./rules.mjs').Book, number>} */ (Object.fromEntries(BOOKS.map((book) => [book, bookPrice(book, market, selection)])));
}

/**
 * Expected goals (football) of each side over a whole match.
 * @param {Score} ratings
 */
export function footballRates(ratings) {
  const edge = (ratings.home - ratings.away) / 30;
  return { home: 1.45 * Math.exp(edge), away: 1.15 * Math.exp(-edge) };
}

/**
 * Expected points per side over regulation time, and the spread of the margin and the total.
 * @param {Match} match
 */
export function basketballModel(match) {
  const nba = match.league.id === 'nba';
  const base = nba ? 113 : 82;
  const edge = (match.ratings.home - match.ratings.away) * 0.35 + 1.5;
  // The spread is the live simulation's own: scoring plays of 2 (70 %) or 3 points, rare enough to be
  // Poisson, give each side's points a variance of (mean / 2.3) × E[points²] = mean × 5.5 / 2.3.
  const spread = Math.sqrt(2 * base * (5.5 / 2.3));
  return { home: base + edge / 2, away: base - edge / 2, sigmaMargin: spread, sigmaTotal: spread, regulation: (nba ? 48 : 40) * 60 };
}

/**
 * Each player's chance of holding serve.
 * @param {Score} ratings
 */
export function tennisHolds(ratings) {
  const edge = (ratings.home - ratings.away) / 100;
  const clamp = (/** @type {number} */ p) => Math.min(0.95, Math.max(0.5, p));
  return { home: clamp(0.75 + edge), away: clamp(0.75 - edge) };
}

/**
 * The lines a match's markets are offered on, chosen once from the pre-match model so that selection
 * ids stay the same while the prices move.
 * @param {Match} match
 * @returns {{ handicap: number, total: number }}
 */
export function chooseLines(match) {
  if (match.sport === 'football') {
    const rates = footballRates(match.ratings);
    return { handicap: rates.home >= rates.away ? -0.5 : 0.5, total: 2.5 };
  }
  if (match.sport === 'basketball') {
    const model = basketballModel(match);
    return { handicap: 0.5 - Math.round(model.home - model.away), total: Math.round(model.home + model.away) };
  }
  const outlook = tennisOutlook(tennisHolds(match.ratings), { sets: { home: 0, away: 0 }, games: { home: 0, away: 0 }, server: 'home' });
  let expected = 0;
  for (const [games, p] of outlook.totals.entries()) expected += games * p;
  return { handicap: 0, total: Math.floor(expected) + 0.5 };
}

/** @param {number} key @param {number} lambda */
function poisson(key, lambda) {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= key; i++) p *= lambda / i;
  return p;
}

/**
 * Final results of a football match with their chances: the score so far plus independent Poisson
 * goals for the time left.
 * @param {Match} match
 * @returns {{ final: FinalResult, p: number }[]}
 */
function footballScenarios(match) {
  const rates = footballRates(match.ratings);
  const left = match.status === 'live' ? Math.max(0, 1 - match.clock.seconds / FOOTBALL_SECONDS) : 1;
  const pending = match.pendingGoal;
  const base = {
    home: match.score.home + (pending?.side === 'home' ? 1 : 0),
    away: match.score.away + (pending?.side === 'away' ? 1 : 0),
  };
  const scenarios = [];
  let total = 0;
  for (let h = 0; h <= 10; h++) {
    for (let a = 0; a <= 10; a++) {
      const p = poisson(h, rates.home * left) * poisson(a, rates.away * left);
      total += p;
      scenarios.push({ final: { score: { home: base.home + h, away: base.away + a }, periods: [] }, p });
    }
  }
  return scenarios.map((s) => ({ final: s.final, p: s.p / total }));
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). @param {number} x */
export function normalCdf(x) {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Basketball's final margin and total as normals around the score so far plus what the time left adds.
 * @param {Match} match
 */
function basketballOutlook(match) {
  const model = basketballModel(match);
  const played = match.status === 'live' ? match.clock.seconds : 0;
  const left = Math.max(0, 1 - played / model.regulation);
  const spread = Math.sqrt(Math.max(left, 0.002));
  return {
    margin: { mean: match.score.home - match.score.away + (model.home - model.away) * left, sd: model.sigmaMargin * spread },
    total: { mean: match.score.home + match.score.away + (model.home + model.away) * left, sd: model.sigmaTotal * spread },
  };
}

/**
 * The chance that an integer normal variable (continuity-corrected) is above, at, or below `line`.
 * @param {{ mean: number, sd: number }} normal
 * @param {number} line
 */
function around(normal, line) {
  const cdf = (/** @type {number} */ x) => normalCdf((x - normal.mean) / normal.sd);
  if (Number.isInteger(line)) {
    const below = cdf(line - 0.5);
    const notAbove = cdf(line + 0.5);
    return { above: 1 - notAbove, at: notAbove - below, below };
  }
  const below = cdf(line);
  return { above: 1 - below, at: 0, below };
}

/**
 * Tennis by games: each game is held by its server with that player's hold chance, a set is won at six
 * games with two clear or seven (a tiebreak at 6–6, won in proportion to the holds), best of three sets.
 * Answers the chance the home player wins and the distribution of the match's total games.
 * @param {{ home: number, away: number }} holds
 * @param {{ sets: Score, games: Score, server: 'home' | 'away', played?: number }} from
 */
export function tennisOutlook(holds, from) {
  /** @type {Map<string, { home: number[], away: number[] }>} */
  const memo = new Map();
  const size = 40;
  const tiebreak = Math.min(0.9, Math.max(0.1, 0.5 + (holds.home - holds.away) / 2));
  /**
   * @param {number} sh @param {number} sa @param {number} gh @param {number} ga @param {'home' | 'away'} server
   * @returns {{ home: number[], away: number[] }} chance of each winner by games still to play
   */
  const solve = (sh, sa, gh, ga, server) => {
    if (sh === 2 || sa === 2) {
      const done = { home: new Array(size).fill(0), away: new Array(size).fill(0) };
      (sh === 2 ? done.home : done.away)[0] = 1;
      return done;
    }
    const key = `${sh}${sa}${gh}.${ga}${server}`;
    const known = memo.get(key);
    if (known) return known;
    const pHome = gh === 6 && ga === 6 ? tiebreak : server === 'home' ? holds.home : 1 - holds.away;
    const next = server === 'home' ? 'away' : 'home';
    /** @param {number} h @param {number} a */
    const after = (h, a) => {
      const setWon = (h >= 6 && h - a >= 2) || h === 7 ? 'home' : (a >= 6 && a - h >= 2) || a === 7 ? 'away' : null;
      if (setWon === 'home') return solve(sh + 1, sa, 0, 0, next);
      if (setWon === 'away') return solve(sh, sa + 1, 0, 0, next);
      return solve(sh, sa, h, a, next);
    };
    const win = after(gh + 1, ga);
    const lose = after(gh, ga + 1);
    const result = { home: new Array(size).fill(0), away: new Array(size).fill(0) };
    for (let i = 0; i + 1 < size; i++) {
      result.home[i + 1] = pHome * (win.home[i] ?? 0) + (1 - pHome) * (lose.home[i] ?? 0);
      result.away[i + 1] = pHome * (win.away[i] ?? 0) + (1 - pHome) * (lose.away[i] ?? 0);
    }
    memo.set(key, result);
    return result;
  };
  const outcome = solve(from.sets.home, from.sets.away, from.games.home, from.games.away, from.server);
  const played = from.played ?? 0;
  /** @type {Map<number, number>} */
  const totals = new Map();
  let homeWins = 0;
  for (let i = 0; i < size; i++) {
    const p = (outcome.home[i] ?? 0) + (outcome.away[i] ?? 0);
    homeWins += outcome.home[i] ?? 0;
    if (p > 0) totals.set(played + i, p);
  }
  return { home: homeWins, totals };
}

/**
 * @param {string} matchId
 * @param {string} key
 * @param {{ outcome: string, q: number }[]} outcomes
 * @param {'open' | 'suspended' | 'closed'} status
 * @returns {Market}
 */
function market(matchId, key, outcomes, status) {
  const type = typeOf(key);
  const margin = MARGINS[/** @type {keyof typeof MARGINS} */ (type)];
  const decided = outcomes.some((o) => o.q >= CLOSE_AT);
  return {
    key,
    type,
    line: lineOf(key),
    margin,
    status: status === 'open' && decided ? 'closed' : status,
    selections: outcomes.map(({ outcome, q }) => ({
      id: `${matchId}:${key}:${outcome}`,
      outcome,
      price: priceFromProbability(q, margin),
      probability: Math.round(q * 1e6) / 1e6,
    })),
  };
}

/**
 * Fair probabilities of each outcome of a market over a scenario distribution.
 * @param {string} key
 * @param {string[]} outcomes
 * @param {{ final: FinalResult, p: number }[]} scenarios
 */
function fromScenarios(key, outcomes, scenarios) {
  return outcomes.map((outcome) => {
    const sums = { won: 0, halfWon: 0, void: 0, halfLost: 0, deadHeat: 0 };
    for (const { final, p } of scenarios) {
      const { result, deadHeat } = legOutcome(key, outcome, final);
      if (result === 'won' && deadHeat < 1) sums.deadHeat += p * deadHeat;
      else if (result === 'won') sums.won += p;
      else if (result === 'half-won') sums.halfWon += p;
      else if (result === 'void') sums.void += p;
      else if (result === 'half-lost') sums.halfLost += p;
    }
    return { outcome, q: effectiveProbability(sums) };
  });
}

/**
 * A match's markets at `now`: prices from the model, suspended while the match is, closed once it is
 * over (or for a market not offered in play, or decided).
 * @param {Match} match
 * @param {number} now
 * @returns {Market[]}
 */
export function marketsFor(match, now) {
  /** @type {'open' | 'suspended' | 'closed'} */
  const status =
    match.status === 'ended' || match.status === 'cancelled'
      ? 'closed'
      : match.pendingGoal || (match.suspendedUntil !== null && match.suspendedUntil > now)
        ? 'suspended'
        : 'open';
  const { handicap, total } = match.lines;
  const id = match.id;
  if (match.sport === 'football') {
    const scenarios = footballScenarios(match);
    const sign = handicap < 0 ? '-' : '+';
    const keys = ['1x2', `ou${total}`, 'btts', `ah${sign}0.5`, `ah${sign}0.75`, `ah${sign}1`];
    return keys.map((key) => {
      const outcomes = key === '1x2' ? ['home', 'draw', 'away'] : key === 'btts' ? ['yes', 'no'] : key.startsWith('ou') ? ['over', 'under'] : ['home', 'away'];
      return market(id, key, fromScenarios(key, outcomes, scenarios), status);
    });
  }
  if (match.sport === 'basketball') {
    const outlook = basketballOutlook(match);
    const level = around(outlook.margin, 0);
    const homeWins = level.above + level.at / 2;
    const totals = around(outlook.total, total);
    const pushless = 1 - totals.at;
    const spread = around(outlook.margin, -handicap);
    const sign = handicap < 0 ? '' : '+';
    return [
      market(id, 'ml', [{ outcome: 'home', q: homeWins }, { outcome: 'away', q: 1 - homeWins }], status),
      market(id, `tot${total}`, [{ outcome: 'over', q: totals.above / pushless }, { outcome: 'under', q: totals.below / pushless }], status),
      market(id, `hcp${sign}${handicap}`, [{ outcome: 'home', q: spread.above }, { outcome: 'away', q: spread.below }], status),
      // Which quarter scores most is not modelled in play; before the start each quarter is as likely.
      market(id, 'hsq', ['q1', 'q2', 'q3', 'q4'].map((outcome) => ({ outcome, q: 0.25 })), match.status === 'scheduled' ? status : 'closed'),
    ];
  }
  const games = match.periods.at(-1) ?? { home: 0, away: 0 };
  const played = match.periods.reduce((sum, set) => sum + set.home + set.away, 0);
  const outlook = tennisOutlook(tennisHolds(match.ratings), {
    sets: match.score,
    games: match.status === 'live' ? games : { home: 0, away: 0 },
    server: match.clock.server ?? 'home',
    played: match.status === 'live' ? played : 0,
  });
  let over = 0;
  for (const [count, p] of outlook.totals) if (count > total) over += p;
  return [
    market(id, 'winner', [{ outcome: 'home', q: outlook.home }, { outcome: 'away', q: 1 - outlook.home }], status),
    market(id, `tg${total}`, [{ outcome: 'over', q: over }, { outcome: 'under', q: 1 - over }], status),
  ];
}
