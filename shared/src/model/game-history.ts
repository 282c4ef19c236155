import type { BetAction, GameRoundStatus } from './enums';

/**
 * Where a round was played: `casino` (slots, tables, crash...), `live` (live casino tables with a
 * dealer) or `sports` (the sportsbook).
 */
export type GameProduct = 'casino' | 'live' | 'sports';

/** The products, in the order the game history filter lists them. */
export const GAME_PRODUCTS: readonly GameProduct[] = ['casino', 'live', 'sports'];

/** One bet or win of a round. `amount` is what the studio sent, in lira. */
export interface GameRoundAction {
  action: BetAction;
  amount: number;
  transactionId: string;
  /** ISO time. */
  at: string;
  /** A bet given back (cancelled by the studio, or returned when its round expired without a win). */
  rolledBack: boolean;
}

/**
 * One round of the player as `POST games/history` lists it. `stake` and `win` are what the balance
 * moved: a bet given back is not staked, so `net` (= win − stake) is the round's effect on the balance.
 */
export interface GameRound {
  roundId: string;
  gameCode: string;
  gameName: string;
  providerName: string;
  product: GameProduct;
  status: GameRoundStatus;
  stake: number;
  win: number;
  net: number;
  /** ISO time of the first bet. */
  startedAt: string;
  updatedAt: string;
  actions: GameRoundAction[];
}

/** `POST games/history` body. Dates are ISO days (`2026-11-25`) in Turkey, inclusive, at most a year apart. */
export interface GameHistoryQuery {
  from?: string;
  to?: string;
  product?: GameProduct;
  skip: number;
  take: number;
}

export interface GameHistoryPage {
  items: GameRound[];
  total: number;
}
