/**
 * The shapes of a wallet's balances, apart from the ledger that changes them: the balance events
 * (balance-events.ts) carry them and the ledger (wallet.service.ts) emits those events.
 */

/** The balances of a wallet: rows of `ledger_balance_kinds`. Only cash is withdrawable. */
export const BALANCE_KINDS = ['cash', 'bonus', 'held'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
export type WalletBalances = Record<BalanceKind, string>;

/**
 * A wallet's balances as of one point of its ledger. `version` is the id of the wallet's newest
 * entry then (0 before any): entries of a wallet are written under its lock, so a later state
 * has a higher version, whichever transaction or reader saw it.
 */
export interface BalanceState {
  balances: WalletBalances;
  version: number;
  /** The database it belongs to (see `databaseOf`): a process may hold several (tests). */
  database: object;
}
