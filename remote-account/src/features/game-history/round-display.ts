import { GameRoundStatus, type GameRound } from '@arcadia/shared';

/** Text key under `account:gameHistory.statuses.*`. */
export type RoundStatusKey = 'processing' | 'completed' | 'cancelled' | 'expired';

/** How each round status reads and its badge colour. */
export const ROUND_STATUS_DISPLAY: readonly { status: GameRoundStatus; key: RoundStatusKey; color: string }[] = [
  { status: GameRoundStatus.Processing, key: 'processing', color: 'blue' },
  { status: GameRoundStatus.Completed, key: 'completed', color: 'green' },
  { status: GameRoundStatus.Cancelled, key: 'cancelled', color: 'gray' },
  { status: GameRoundStatus.Expired, key: 'expired', color: 'orange' },
];

export const roundStatusDisplay = (status: GameRoundStatus) => ROUND_STATUS_DISPLAY.find((s) => s.status === status) ?? null;

/** Colour of a round's net: a gain green, a loss red, nothing moved grey. */
export const netColor = (net: number) => (net > 0 ? 'teal.4' : net < 0 ? 'red.4' : 'dimmed');

/** A round still in play with no win yet has none to show ('—'), rather than a ₺0,00 that reads as a result. */
export const noWinYet = (round: GameRound) => round.status === GameRoundStatus.Processing && round.win === 0;

/** A round's key: round ids are the studios', unique only with the game. */
export const roundKey = (round: GameRound) => `${round.gameCode}:${round.roundId}`;
