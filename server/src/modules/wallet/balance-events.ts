import { EventEmitter } from 'node:events';
import type { BalanceState } from './balance-state.js';

/**
 * Balance changes, for caches of balances (the balance poll's). `start` is emitted when a posting
 * is written (its transaction still open: what a reader sees now may be outdated at any moment),
 * `end` once that transaction has committed or rolled back (an `onSettle` hook of
 * `inTransaction`, so never before the commit), and before it `committed` when the transaction
 * committed (an `onCommit` hook: the balance did change), with the balances the transaction left
 * when its postings know them (otherwise a listener reads them). Process-wide: every app in the
 * process listens, which at worst costs a cache miss.
 */
export type BalanceEvent = 'start' | 'end' | 'committed';

export type BalanceListener = (playerId: number, state?: BalanceState) => void;

export interface BalanceEvents {
  on(event: BalanceEvent, listener: BalanceListener): this;
  off(event: BalanceEvent, listener: BalanceListener): this;
  emit(event: BalanceEvent, playerId: number, state?: BalanceState): boolean;
}

export const balanceEvents: BalanceEvents = new EventEmitter().setMaxListeners(100);
