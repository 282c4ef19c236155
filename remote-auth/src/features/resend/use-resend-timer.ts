import { useCallback, useEffect, useState } from 'react';
import { RESEND_TIMER_SECONDS } from '@arcadia/shared';
import { cooldownMs, onCooldownChange, startCooldown } from './resend-cooldown';

export interface ResendTimer {
  /** Seconds left; 0 when a new code may be requested. */
  remaining: number;
  running: boolean;
  /** (Re)starts the countdown: the full duration after a code was sent, or the server's wait. */
  start: (seconds?: number) => void;
}

/**
 * The countdown before a new code may be asked for, shared by every screen showing the same
 * `keys` (see resend-cooldown.ts): it goes on while the player changes the number or leaves.
 */
export function useResendTimer(keys: readonly string[]): ResendTimer {
  const [, rerender] = useState(0);
  const keyList = keys.join('\n');
  useEffect(() => onCooldownChange(() => rerender((n) => n + 1)), []);
  const ms = cooldownMs(keys);
  const remaining = Math.ceil(ms / 1000);
  useEffect(() => {
    if (ms <= 0) return undefined;
    // Wake when the shown second changes.
    const tick = setTimeout(() => rerender((n) => n + 1), ms % 1000 || 1000);
    return () => clearTimeout(tick);
  }, [ms]);
  const start = useCallback((seconds: number = RESEND_TIMER_SECONDS) => startCooldown(keyList.split('\n'), seconds), [keyList]);
  return { remaining, running: remaining > 0, start };
}
