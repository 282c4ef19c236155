import { formatMoney, type PlaySession } from '@arcadia/shared';

/** A session's length as h:mm:ss (hours unbounded); a start in the future counts as 0:00:00. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A net position in lira with its sign: `+₺12,50`, `-₺40,00`, `₺0,00`. */
export const formatNet = (amount: number, language?: string): string => `${amount > 0 ? '+' : ''}${formatMoney(amount, language)}`;

/** The colour of a net position: up, down or even. */
export const netColor = (amount: number): string => (amount > 0 ? 'teal.4' : amount < 0 ? 'red.5' : 'dimmed');

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The hub's `RealityCheck` message (the JSON of `PlaySession`), or null when it is not one. */
export function parsePlaySession(message: unknown): PlaySession | null {
  let value = message;
  try {
    if (typeof message === 'string') value = JSON.parse(message);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { startedAt, stakes, wins, net, nextRealityCheckAt, realityCheckDue } = value as Record<string, unknown>;
  if (!isTime(startedAt) || !isTime(nextRealityCheckAt) || !isAmount(stakes) || !isAmount(wins) || !isAmount(net)) return null;
  return { startedAt, stakes, wins, net, nextRealityCheckAt, realityCheckDue: realityCheckDue === true };
}
