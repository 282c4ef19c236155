import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { filter } from 'rxjs';
import {
  acknowledgeRealityCheck,
  eventBus,
  REALITY_CHECK_COMMAND,
  responsibleGamingKeys,
  toastApiError,
  type PlaySession,
  type ResponsibleGamingStatus,
} from '@arcadia/shared';
import { parsePlaySession } from '../play-session';

interface OpenCheck {
  /** The figures the hub sent with the check, and when they came; null when the status or the clock opened it. */
  pushed: PlaySession | null;
  pushedAt: number;
}

interface RealityCheckOptions {
  /** The session as the status last read it. */
  session: PlaySession | undefined;
  /** When the status was read (`dataUpdatedAt`). */
  readAt: number;
  /** The time now, moving every second. */
  now: number;
}

/**
 * When the reality check is shown: the status says one is due, the hub pushes `RealityCheck`, or
 * this page's clock reaches `nextRealityCheckAt`. Once shown it stays until the player answers;
 * the server refuses stakes until it is acknowledged.
 *
 * The clocks of the page and the server may disagree: this page's clock opens the check once per
 * `nextRealityCheckAt`. When the page is ahead, the acknowledgement answers the same time again
 * (nothing was due yet), and the server's push or a later status opens the check when it is due.
 */
export function useRealityCheck({ session, readAt, now }: RealityCheckOptions) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenCheck | null>(null);
  const [pending, setPending] = useState(false);
  /** The `nextRealityCheckAt` this page's clock last opened the check for. */
  const openedFor = useRef<number | null>(null);

  const show = useCallback((pushed: PlaySession | null) => {
    setOpen((current) => (pushed ? { pushed, pushedAt: Date.now() } : (current ?? { pushed: null, pushedAt: 0 })));
  }, []);

  useEffect(() => {
    const sub = eventBus
      .on('hub:message')
      .pipe(filter((m) => m.command === REALITY_CHECK_COMMAND))
      .subscribe(({ message }) => {
        show(parsePlaySession(message));
        void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.status });
      });
    return () => sub.unsubscribe();
  }, [queryClient, show]);

  const due = session?.realityCheckDue === true;
  useEffect(() => {
    if (due) show(null);
  }, [due, show]);

  const next = session ? Date.parse(session.nextRealityCheckAt) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(next) || now < next || openedFor.current === next) return;
    openedFor.current = next;
    show(null);
  }, [now, next, show]);

  /** Acknowledges the check; the cached session takes the answer (its next check time) at once. */
  const acknowledge = useCallback(async () => {
    const { data } = await acknowledgeRealityCheck();
    if (data) queryClient.setQueryData<ResponsibleGamingStatus>(responsibleGamingKeys.status, (old) => (old ? { ...old, session: data } : old));
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.status });
  }, [queryClient]);

  /** Continue: acknowledged, the dialog closes and the game, never unmounted, takes stakes again. */
  const resume = useCallback(async () => {
    setPending(true);
    try {
      await acknowledge();
    } catch (error) {
      toastApiError(error);
    } finally {
      setPending(false);
    }
  }, [acknowledge]);

  /**
   * Leave game: acknowledged too, then `leave`. A failed acknowledgement does not keep the player in
   * the game: the check stays due on the server and is shown again with the next game.
   */
  const quit = useCallback(
    async (leave: () => void) => {
      setPending(true);
      try {
        await acknowledge();
      } catch {
        setOpen(null);
      } finally {
        setPending(false);
      }
      leave();
    },
    [acknowledge],
  );

  // The freshest figures: the push, unless the status was read after it.
  const figures = open ? (open.pushed && (!session || open.pushedAt >= readAt) ? open.pushed : (session ?? null)) : null;
  return { open: open !== null, figures, pending, resume, quit };
}
