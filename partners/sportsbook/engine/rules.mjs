/** Limits of one slip, in kuruş. */
export const STAKE_MIN = 100;
export const STAKE_MAX = 1_000_000;
export const PAYOUT_MAX = 25_000_000;
export const LEGS_MIN = 2;
export const LEGS_MAX = 10;

/** What the house keeps of a cash-out's fair value. */
export const CASH_OUT_MARGIN = 0.05;

/** Margin per market type (see the table in index.mjs). */
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
