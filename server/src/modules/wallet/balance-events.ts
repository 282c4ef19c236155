import { EventEmitter } from 'node:events';

/**
 * Balance changes, for caches of balances (the balance poll's). `start` is emitted when a posting
 * is written (its transaction still open: what a reader sees now may be outdated at any moment),
 * `end` once that transaction has committed or rolled back (an `onSettle` hook of
 * `inTransaction`, so never before the commit). Process-wide: every app in the process listens,
 * which at worst costs a cache miss.
 */
export interface BalanceEvents {
  on(event: 'start' | 'end', listener: (playerId: number) => void): this;
  off(event: 'start' | 'end', listener: (playerId: number) => void): this;
  emit(event: 'start' | 'end', playerId: number): boolean;
}

export const balanceEvents: BalanceEvents = new EventEmitter().setMaxListeners(100);
