/** Limits of one slip, in kuruş. */
export const STAKE_MIN = 100;
export const STAKE_MAX = 1_000_000;
export const PAYOUT_MAX = 25_000_000;
export const LEGS_MIN = 2;
export const LEGS_MAX = 10;

/** What the house keeps of a cash-out's fair value. */
export const CASH_OUT_MARGIN = 0.05;

/**
 * The price books the engine offers from one model: `standard` (the Classic frame, betco) and
 * `high-rate` (the Plus frame, fcg), whose lower margins price every selection higher.
 * @typedef {'standard' | 'high-rate'} Book
 */
export const BOOKS = /** @type {const} */ (['standard', 'high-rate']);

/** Margin per market type of the standard book (see the table in index.mjs). */
export const MARGINS = Object.freeze({
  '1x2': 0.06,
  ou: 0.05,
  btts: 0.06,
  ah: 0.04,
  ml: 0.045,
  tot: 0.05,
  hcp: 0.05,
  hsq: 0.1,
  winner: 0.05,
  tg: 0.06,
});

/**
 * Margin per market type of the high-rate book: each a genuine cut of the standard one, so its
 * prices are about 3–5 % higher (3.8 % on average over a fixture list), never lower.
 */
export const HIGH_RATE_MARGINS = Object.freeze({
  '1x2': 0.02,
  ou: 0.01,
  btts: 0.02,
  ah: 0.005,
  ml: 0.01,
  tot: 0.01,
  hcp: 0.01,
  hsq: 0.06,
  winner: 0.01,
  tg: 0.02,
});

/** The margins of each book. @type {Readonly<Record<Book, Readonly<Record<keyof typeof MARGINS, number>>>>} */
export const BOOK_MARGINS = Object.freeze({ standard: MARGINS, 'high-rate': HIGH_RATE_MARGINS });
