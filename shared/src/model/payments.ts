import type { BonusProduct } from './account';
import type { TransactionStatus, TransactionType } from './enums';
import type { PaymentFieldDefinition } from './types';

/**
 * A payment method as `GET payment/methods?type=1|2` lists it: deposit methods (type 1) or
 * withdrawal methods (type 2). `min` and `max` bound the `Amount` field, in lira.
 */
export interface PaymentMethod {
  id: number;
  type: TransactionType;
  name: string;
  /** Site-relative URL of the method's logo (an SVG the server ships). */
  logo: string;
  min: number;
  max: number;
}

/** The key of the amount field every method has (objectType Decimal). */
export const PAYMENT_AMOUNT_KEY = 'Amount';

/** `POST payment/detail` answers the method's fields. */
export type PaymentFields = PaymentFieldDefinition[];

/**
 * What `payment/deposit` and `payment/withdraw` send as `detail`: field key to value. Masked
 * fields carry the raw characters without the mask's literals; Int, Long and Decimal are
 * numbers; Dropdown values are numbers when numeric.
 */
export type PaymentDetail = Record<string, string | number>;

/** `POST payment/deposit` body. `target` is always `pay`. */
export interface DepositRequest {
  id: number;
  target: 'pay';
  detail: PaymentDetail;
}

/** `POST payment/withdraw` body. */
export interface WithdrawRequest {
  id: number;
  detail: PaymentDetail;
}

/** One deposit or withdrawal as the player sees it (financial activities). */
export interface PaymentTransaction {
  id: number;
  type: TransactionType;
  methodId: number;
  methodName: string;
  amount: number;
  status: TransactionStatus;
  /** Why it was rejected or cancelled, in the reader's language; null otherwise. */
  reason: string | null;
  /** When the operator approved a withdrawal (its payout is on its way; it can no longer be cancelled); null otherwise. */
  approvedAt: string | null;
  /** A deposit still waiting for the provider (a card's payment page): the player may cancel it (`POST payment/cancel`). */
  cancellable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `POST payment/transactions` body: filters and a page. Dates are ISO days (`2026-11-25`), inclusive. */
export interface PaymentTransactionQuery {
  type?: TransactionType;
  status?: TransactionStatus;
  from?: string;
  to?: string;
  skip: number;
  take: number;
}

export interface PaymentTransactionPage {
  items: PaymentTransaction[];
  total: number;
}

/** `GET user/balance` data: `balance` = cash + bonus (playable), `cash` alone is withdrawable, `held` awaits payout. */
export interface WalletBalance {
  balance: number;
  cash: number;
  bonus: number;
  held: number;
  /**
   * The one product the bonus money can be staked on (the running bonus's: casino games or sports
   * bets); absent without bonus money, or when no running bonus ties it to one.
   */
  bonusProduct?: BonusProduct;
}

/** What the balance holds beside its total, as the header's balance menu lists it. */
export type BalanceParts = Omit<WalletBalance, 'balance'>;

/** Whether two sets of parts (or their absence) say the same. */
export const sameBalanceParts = (a: BalanceParts | null | undefined, b: BalanceParts | null | undefined): boolean =>
  a === b || (!!a && !!b && a.cash === b.cash && a.bonus === b.bonus && a.held === b.held && a.bonusProduct === b.bonusProduct);

/** A new balance: the total, and its parts when its source knows them (the poll and the hub do). */
export type BalanceUpdate = Pick<WalletBalance, 'balance'> & Partial<BalanceParts>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const BONUS_PRODUCTS: readonly unknown[] = ['casino', 'sports'] satisfies BonusProduct[];

/**
 * A balance as it came over the wire (`GET user/balance`'s data, the hub's `Balance` message): the
 * total, with cash, bonus and held only when all three are amounts, and the bonus's product only
 * when it is one of the products. Null without a total.
 */
export function balanceUpdateOf(data: unknown): BalanceUpdate | null {
  if (typeof data !== 'object' || data === null) return null;
  const { balance, cash, bonus, held, bonusProduct } = data as Record<string, unknown>;
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return null;
  if (!isAmount(cash) || !isAmount(bonus) || !isAmount(held)) return { balance };
  return { balance, cash, bonus, held, ...(BONUS_PRODUCTS.includes(bonusProduct) ? { bonusProduct: bonusProduct as BonusProduct } : {}) };
}

/** The hub's `Balance` command carries this as its JSON message. */
export type BalanceMessage = WalletBalance;

/** The hub's `Notification` command carries this as its JSON message. */
export interface NotificationMessage {
  id: number;
  type: number;
}
