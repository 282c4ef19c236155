import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventBus, responsibleGamingKeys, useResponsibleGamingStatus } from '@arcadia/shared';

/**
 * How often the session's figures are read again while a game is open. Every round moves the
 * balance and the hub pushes `Balance` for it, which reads them at once; the push is a courtesy the
 * server may drop, so this keeps the net position and a check the server holds due from going stale.
 */
export const SESSION_REFRESH_MS = 30_000;

/**
 * The player's status (`GET responsiblegaming/status`) while a game is open: read again after each
 * round (the hub's `Balance` push), when the hub returns after a drop, and every SESSION_REFRESH_MS.
 */
export function usePlayStatus() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.status });
    const subs = [
      eventBus.on('auth:balance').subscribe(refetch),
      eventBus.on('hub:reconnected').subscribe(refetch),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [queryClient]);
  return useResponsibleGamingStatus({ refetchInterval: SESSION_REFRESH_MS });
}

/** The time now, moving on every second. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
