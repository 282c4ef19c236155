import { useCallback, useEffect, useState } from 'react';
import { RESEND_TIMER_SECONDS } from '@arcadia/shared';

export interface ResendTimer {
  /** Seconds left; 0 when a new code may be requested. */
  remaining: number;
  running: boolean;
  /** (Re)starts the countdown from the full duration, after a code was sent. */
  start: () => void;
}

/** The 60 s countdown after a code is sent. */
export function useResendTimer(seconds: number = RESEND_TIMER_SECONDS): ResendTimer {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const tick = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [remaining]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, running: remaining > 0, start };
}
