/**
 * How a leg ends for a final result: the one rule book that both settlement and the prices read, so a
 * price is always the fair value of exactly what settlement pays.
 *
 * @typedef {import('./index.mjs').LegResult} LegResult
 * @typedef {import('./index.mjs').Score} Score
 * @typedef {{ score: Score, periods: Score[] }} FinalResult
 * @typedef {{ result: LegResult, deadHeat: number }} LegOutcome
 */

/**
 * The share of the stake that stands when `tied` selections share `places` paying places: the stake is
 * divided by the number tied and multiplied by the places left to them (never more than the whole stake).
 * @param {number} tied
 * @param {number} places
 */
export function deadHeatFactor(tied, places) {
  if (!Number.isInteger(tied) || tied < 1 || !Number.isInteger(places) || places < 1) {
    throw new RangeError('tied and places are whole numbers from 1');
  }
  return Math.min(places, tied) / tied;
}

/**
 * A handicap or total bet on `margin` (the backed side's measure minus the other's, or the total minus
 * the line, the line already added): above 0 wins, below loses, 0 is a push. A quarter line is two
 * half-stakes on the neighbouring half and whole lines.
 * @param {number} margin
 * @returns {LegResult}
 */
export function asianResult(margin) {
  const quarter = Math.abs((margin * 4) % 2) === 1;
  if (!quarter) return margin > 0 ? 'won' : margin < 0 ? 'lost' : 'void';
  const low = asianResult(margin - 0.25);
  const high = asianResult(margin + 0.25);
  if (low === high) return low;
  if (low === 'void') return 'half-won';
  return 'half-lost';
}

/**
 * The line in a market key: `ou2.5` → 2.5, `ah-0.75` → −0.75, `tot164` → 164, `1x2` → null.
 * @param {string} key
 */
export function lineOf(key) {
  const match = /^(?:ou|ah|tot|hcp|tg)([+-]?\d+(?:\.\d+)?)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The market type of a key: `ah-0.75` → `ah`.
 * @param {string} key
 */
export function typeOf(key) {
  const match = /^(1x2|btts|ml|hsq|winner|ou|ah|tot|hcp|tg)/.exec(key);
  return match ? /** @type {string} */ (match[1]) : '';
}

/**
 * @param {string} marketKey
 * @param {string} outcome
 * @param {FinalResult} final
 * @returns {LegOutcome}
 */
export function legOutcome(marketKey, outcome, final) {
  const { home, away } = final.score;
  const line = lineOf(marketKey) ?? 0;
  /** @param {LegResult} result */
  const plain = (result) => ({ result, deadHeat: 1 });
  /** @param {boolean} won */
  const yes = (won) => plain(won ? 'won' : 'lost');
  switch (typeOf(marketKey)) {
    case '1x2':
      return yes(outcome === (home > away ? 'home' : home < away ? 'away' : 'draw'));
    case 'ml':
    case 'winner':
      // A level final score cannot happen in play (overtime, sets); an operator's settle with one voids the bet.
      if (home === away) return plain('void');
      return yes(outcome === (home > away ? 'home' : 'away'));
    case 'btts':
      return yes((outcome === 'yes') === (home > 0 && away > 0));
    case 'ou':
    case 'tot':
      return plain(asianResult(outcome === 'over' ? home + away - line : line - home - away));
    case 'tg': {
      const games = final.periods.reduce((sum, set) => sum + set.home + set.away, 0);
      return plain(asianResult(outcome === 'over' ? games - line : line - games));
    }
    case 'ah':
    case 'hcp':
      return plain(asianResult(outcome === 'home' ? home - away + line : away - home - line));
    case 'hsq': {
      const quarters = final.periods.slice(0, 4).map((quarter) => quarter.home + quarter.away);
      const best = Math.max(...quarters);
      const index = Number(outcome.slice(1)) - 1;
      if (quarters[index] !== best) return plain('lost');
      const tied = quarters.filter((points) => points === best).length;
      return { result: 'won', deadHeat: deadHeatFactor(tied, 1) };
    }
    default:
      return plain('void');
  }
}

/**
 * What a leg multiplies its stake by, as an exact fraction [numerator, denominator] of integers.
 * @param {LegResult} result
 * @param {number} price
 * @param {number} deadHeat
 * @returns {[bigint, bigint]}
 */
export function legFactor(result, price, deadHeat = 1) {
  const cents = BigInt(Math.round(price * 100));
  switch (result) {
    case 'won': {
      // Dead-heat factors are k/n with small n; 720720 is divisible by every n up to 16.
      const share = BigInt(Math.round(deadHeat * 720720));
      return [cents * share, 100n * 720720n];
    }
    case 'half-won':
      return [cents + 100n, 200n];
    case 'void':
      return [1n, 1n];
    case 'half-lost':
      return [1n, 2n];
    case 'lost':
      return [0n, 1n];
  }
}

/**
 * The expected-value probability of a bet: q such that a price of 1/q returns the stake on average,
 * counting pushes and half results. For a plain win/lose bet it is the chance of winning.
 * @param {{ won: number, halfWon: number, void: number, halfLost: number, deadHeat: number }} p
 *   deadHeat: the chance-weighted sum of dead-heat factors of the dead-heat wins
 */
export function effectiveProbability(p) {
  const paid = p.won + p.halfWon / 2 + p.deadHeat;
  const returned = 1 - p.halfWon / 2 - p.void - p.halfLost / 2;
  return returned <= 1e-12 ? 0 : paid / returned;
}
