import { EventEmitter } from 'node:events';

/**
 * Balance changes as they happen, for caches of balances (the balance poll's). `start` is
 * emitted when a movement is written (not yet committed), `end` once its transaction has
 * committed or rolled back (by `walletTransaction`). Process-wide: every app in the process
 * listens, which at worst costs a cache miss.
 */
export interface BalanceEvents {
  on(event: 'start' | 'end', listener: (playerId: number) => void): this;
  off(event: 'start' | 'end', listener: (playerId: number) => void): this;
  emit(event: 'start' | 'end', playerId: number): boolean;
}

export const balanceEvents: BalanceEvents = new EventEmitter().setMaxListeners(100);
