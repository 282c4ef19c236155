/**
 * Which of the player's money pays a sports stake. The operator's balance is cash and bonus
 * together; its `balance` answer also says how much of it is bonus money (`bonus`, kuruş) and the
 * one product that money can be staked on (`bonusProduct`). Casino bonus money never pays a slip,
 * so a stake above the rest is refused however large the balance looks. The frame's script imports
 * this file as it is (`/static/funds.mjs`), so the slip says what the wallet would answer.
 */

/**
 * What the operator said of the balance: kuruş; `bonus` and `bonusProduct` only in its answer to `balance`.
 * @typedef {{ balance: number, bonus?: unknown, bonusProduct?: unknown }} WalletFunds
 */

/** @param {unknown} value @returns {value is number} */
const isKurus = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The part of the balance no sports stake can use: bonus money of a casino bonus (0 when the answer
 * says nothing of a bonus, or the bonus is sports money or tied to no product).
 * @param {WalletFunds} funds
 */
export function casinoOnlyBonus(funds) {
  if (funds.bonusProduct !== 'casino' || !isKurus(funds.bonus)) return 0;
  return Math.min(funds.bonus, Math.max(funds.balance, 0));
}

/**
 * Why a stake (the slip's total, kuruş) cannot be paid: `bonus-casino-only` when it is more than
 * the cash and the player holds casino bonus money (which the stake would need, or which only
 * looks like it covers the stake), `not-enough-money` when it is more than the balance and there is
 * no such bonus; null when it can be paid.
 * @param {number} stake
 * @param {WalletFunds} funds
 * @returns {'bonus-casino-only' | 'not-enough-money' | null}
 */
export function stakeShortfall(stake, funds) {
  const casinoOnly = casinoOnlyBonus(funds);
  if (stake <= funds.balance - casinoOnly) return null;
  return casinoOnly > 0 ? 'bonus-casino-only' : 'not-enough-money';
}

/**
 * The balance as the frame shows it: what a slip can be paid from (`stakeable`), and beside it the
 * casino bonus money the operator's balance includes (`casinoOnly`), so the frame never shows a
 * sum no bet can use (kuruş both).
 * @param {WalletFunds} funds
 */
export function shownBalance(funds) {
  const casinoOnly = casinoOnlyBonus(funds);
  return { stakeable: funds.balance - casinoOnly, casinoOnly };
}

/**
 * The bonus fields of an operator's answer as the frame is told them: kept only when well formed.
 * @param {{ bonus?: unknown, bonusProduct?: unknown }} answer
 * @returns {{ bonus?: number, bonusProduct?: 'casino' | 'sports' }}
 */
export function bonusOf(answer) {
  const product = answer.bonusProduct === 'casino' || answer.bonusProduct === 'sports' ? answer.bonusProduct : undefined;
  return isKurus(answer.bonus) ? { bonus: answer.bonus, ...(product ? { bonusProduct: product } : {}) } : {};
}
