import { randomInt } from 'node:crypto';

/**
 * The studio's slot: 5 reels × 3 rows, 10 fixed paylines, a wild that stands in for every symbol and
 * pays on its own, line wins from the leftmost reel. Stated RTP: 96 % (`STATED_RTP`); `exactRtp()`
 * computes it from the strips and the paytable, and a test holds it to 96.0 % ± 0.05.
 *
 * Why enumeration is exact: each reel stops uniformly on one of its strip positions, independently
 * of the other reels, so the symbol a payline meets on reel r is distributed as the strip's symbol
 * frequencies, independently across reels. The return of one line is therefore a sum over the
 * 8^5 symbol combinations weighted by the product of their frequencies, and every line has the same
 * expected return, which is the game's RTP (a spin's return is the mean of its 10 lines).
 */

export const STATED_RTP = 0.96;
export const REELS = 5;
export const ROWS = 3;

/** Symbol ids are indices into SYMBOLS; WILD is 0. */
export const SYMBOLS = /** @type {const} */ (['wild', 'seven', 'bell', 'bar', 'grape', 'plum', 'lemon', 'cherry']);
export const WILD = 0;

/**
 * What 3, 4 and 5 of a symbol on a line pay, as multiples of the line stake (index = count).
 * Integers, so a win in kuruş is an integer too.
 */
export const PAYTABLE = [
  [0, 0, 0, 50, 250, 1000], // wild
  [0, 0, 0, 30, 120, 500], // seven
  [0, 0, 0, 20, 60, 200], // bell
  [0, 0, 0, 12, 35, 100], // bar
  [0, 0, 0, 8, 20, 60], // grape
  [0, 0, 0, 6, 14, 40], // plum
  [0, 0, 0, 4, 10, 25], // lemon
  [0, 0, 0, 3, 8, 20], // cherry
];

/** How often each symbol is on each reel's strip (tuned so the exact RTP is 96 %). */
const STRIP_COUNTS = [
  [3, 2, 3, 4, 5, 6, 5, 6],
  [3, 2, 4, 4, 5, 6, 6, 6],
  [3, 2, 3, 4, 5, 6, 6, 6],
  [3, 2, 3, 4, 5, 5, 6, 6],
  [3, 2, 3, 4, 6, 6, 6, 6],
];

/**
 * Spreads the symbols of a reel over its strip so equal symbols sit apart (a column rarely shows one
 * symbol twice): symbol copies are dealt round-robin, the most frequent first.
 * @param {number[]} counts copies of each symbol
 */
function buildStrip(counts) {
  const left = [...counts];
  /** @type {number[]} */
  const strip = [];
  while (left.some((n) => n > 0)) {
    const order = left.map((n, symbol) => ({ n, symbol })).filter((e) => e.n > 0).sort((a, b) => b.n - a.n || a.symbol - b.symbol);
    for (const { symbol } of order) {
      strip.push(symbol);
      left[symbol] = (left[symbol] ?? 0) - 1;
    }
  }
  return strip;
}

/** The reel strips (symbol ids); a reel's stop shows strip[stop], strip[stop + 1], strip[stop + 2] top to bottom. */
export const STRIPS = STRIP_COUNTS.map(buildStrip);

/** The 10 paylines: the row (0 top … 2 bottom) a line takes on each reel. */
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const LINES = PAYLINES.length;

/** Stake per line in kuruş the player may choose; a spin costs stake × LINES. */
export const LINE_STAKES = [10, 20, 50, 100, 200, 500, 1000];

/**
 * What a line of symbols pays, in line stakes: the longer-paying of the leading wilds alone and of
 * the first other symbol with the wilds standing in for it.
 * @param {ArrayLike<number>} symbols one per reel, left to right
 * @param {number} [known] how many reels, from the left, are known: the others match nothing
 * @returns {{ symbol: number, count: number, multiplier: number }}
 */
export function linePay(symbols, known = REELS) {
  let wilds = 0;
  while (wilds < known && symbols[wilds] === WILD) wilds += 1;
  const wildPay = PAYTABLE[WILD]?.[wilds] ?? 0;
  if (wilds === known) return { symbol: WILD, count: wilds, multiplier: wildPay };
  const symbol = /** @type {number} */ (symbols[wilds]);
  let count = wilds + 1;
  while (count < known && (symbols[count] === symbol || symbols[count] === WILD)) count += 1;
  const symbolPay = PAYTABLE[symbol]?.[count] ?? 0;
  return symbolPay >= wildPay ? { symbol, count, multiplier: symbolPay } : { symbol: WILD, count: wilds, multiplier: wildPay };
}

/**
 * The window a set of reel stops shows.
 * @param {number[]} stops one per reel
 * @returns {number[][]} reels[reel][row]
 */
export function windowAt(stops, strips = STRIPS) {
  return stops.map((stop, reel) => {
    const strip = /** @type {number[]} */ (strips[reel]);
    return Array.from({ length: ROWS }, (_, row) => /** @type {number} */ (strip[(stop + row) % strip.length]));
  });
}

/**
 * The line wins of a window.
 * @param {number[][]} window reels[reel][row]
 * @returns {{ line: number, symbol: number, count: number, multiplier: number }[]} paying lines only
 */
export function lineWins(window) {
  const wins = [];
  const symbols = new Array(REELS);
  for (let line = 0; line < LINES; line++) {
    const rows = /** @type {number[]} */ (PAYLINES[line]);
    for (let reel = 0; reel < REELS; reel++) symbols[reel] = window[reel]?.[/** @type {number} */ (rows[reel])];
    const pay = linePay(symbols);
    if (pay.multiplier > 0) wins.push({ line, ...pay });
  }
  return wins;
}

/**
 * One spin at `lineStake` kuruş per line: the stops drawn with `crypto.randomInt`, the window, the
 * paying lines and the total win in kuruş.
 * @param {number} lineStake
 * @param {(max: number) => number} [draw] a uniform integer in [0, max); tests may replace it
 */
export function spin(lineStake, draw = randomInt) {
  const stops = STRIPS.map((strip) => draw(strip.length));
  const window = windowAt(stops);
  const wins = lineWins(window).map((w) => ({ ...w, amount: w.multiplier * lineStake }));
  return { stops, window, wins, win: wins.reduce((sum, w) => sum + w.amount, 0) };
}

/**
 * The exact return to player of one line (and so of the game): Σ over every symbol combination of
 * its pay × the product of each reel's frequency of its symbol. Also the line's second moment.
 * @returns {{ rtp: number, lineSecondMoment: number }}
 */
export function exactLineMoments(strips = STRIPS) {
  const frequencies = strips.map((strip) => {
    const f = new Array(SYMBOLS.length).fill(0);
    for (const symbol of strip) f[symbol] += 1 / strip.length;
    return f;
  });
  let rtp = 0;
  let lineSecondMoment = 0;
  const symbols = new Array(REELS).fill(0);
  /** @param {number} reel @param {number} p */
  const visit = (reel, p) => {
    if (reel === REELS) {
      const m = linePay(symbols).multiplier;
      rtp += p * m;
      lineSecondMoment += p * m * m;
      return;
    }
    const f = /** @type {number[]} */ (frequencies[reel]);
    for (let s = 0; s < SYMBOLS.length; s++) {
      const q = /** @type {number} */ (f[s]);
      if (q === 0) continue;
      symbols[reel] = s;
      visit(reel + 1, p * q);
    }
  };
  visit(0, 1);
  return { rtp, lineSecondMoment };
}

/** The exact RTP (0.96 is 96 %). */
export const exactRtp = (strips = STRIPS) => exactLineMoments(strips).rtp;

/**
 * The exact variance of a spin's return per unit staked (win ÷ (LINES × line stake)), over every
 * combination of reel stops. The lines of a spin share their reels, so it is not the line variance
 * ÷ 10; the stops are enumerated reel by reel, and once no line can grow any more the remaining
 * reels are counted without being visited.
 */
export function exactSpinVariance(strips = STRIPS) {
  if (strips === STRIPS && defaultSpinVariance !== null) return defaultSpinVariance;
  const lengths = strips.map((s) => s.length);
  const total = lengths.reduce((a, b) => a * b, 1);
  let sum = 0;
  let sumSquares = 0;
  const symbolsOf = Array.from({ length: LINES }, () => new Array(REELS).fill(0));
  /** @param {number} reel @param {number} weight combinations the subtree stands for */
  const settle = (reel, weight) => {
    let pay = 0;
    for (let line = 0; line < LINES; line++) {
      // Reels not visited cannot extend any run (the caller checked), so they need not be known.
      pay += linePay(/** @type {number[]} */ (symbolsOf[line]), reel).multiplier;
    }
    const spinReturn = pay / LINES;
    sum += weight * spinReturn;
    sumSquares += weight * spinReturn * spinReturn;
  };
  /** @param {number[]} symbols @param {number} reel reels filled so far */
  const open = (symbols, reel) => {
    let first = -1;
    for (let r = 0; r < reel; r++) {
      const s = /** @type {number} */ (symbols[r]);
      if (s === WILD) continue;
      if (first === -1) first = s;
      else if (s !== first) return false;
    }
    return true;
  };
  /** @param {number} reel */
  const visit = (reel) => {
    if (reel === REELS) return settle(REELS, 1);
    const strip = /** @type {number[]} */ (strips[reel]);
    const rest = lengths.slice(reel + 1).reduce((a, b) => a * b, 1);
    for (let stop = 0; stop < strip.length; stop++) {
      let anyOpen = false;
      for (let line = 0; line < LINES; line++) {
        const symbols = /** @type {number[]} */ (symbolsOf[line]);
        const row = /** @type {number} */ (PAYLINES[line]?.[reel]);
        symbols[reel] = /** @type {number} */ (strip[(stop + row) % strip.length]);
        if (!anyOpen && open(symbols, reel + 1)) anyOpen = true;
      }
      if (anyOpen) visit(reel + 1);
      else settle(reel + 1, rest);
    }
  };
  visit(0);
  const mean = sum / total;
  const variance = sumSquares / total - mean * mean;
  if (strips === STRIPS) defaultSpinVariance = variance;
  return variance;
}

/** @type {number | null} the game's own figure, computed once (it takes a few seconds) */
let defaultSpinVariance = null;
