import { useEffect, useRef } from 'react';
import { useNow, usePlayStatus } from '../hooks/use-play-session';
import { useRealityCheck } from '../hooks/use-reality-check';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionMeter } from './session-meter';

export interface PlaySessionWatchProps {
  /** Leave game, once the check is acknowledged: the page goes to its lobby, the modal closes. */
  onLeave: () => void;
  /** Before the game history opens from the check. */
  onHistory?: () => void;
  /** The check opened or closed (the play modal must not close on Escape meanwhile). */
  onCheckChange?: (open: boolean) => void;
}

/**
 * What a signed-in player sees of the session beside a game: its elapsed time and net position
 * on the play bar, and the reality check when one falls due. The game stays mounted under the
 * check, so Continue resumes it where it was.
 */
export function PlaySessionWatch({ onLeave, onHistory, onCheckChange }: PlaySessionWatchProps) {
  const status = usePlayStatus();
  const now = useNow();
  const session = status.data?.session;
  const check = useRealityCheck({ session, readAt: status.dataUpdatedAt, now });

  const onCheckChangeRef = useRef(onCheckChange);
  onCheckChangeRef.current = onCheckChange;
  useEffect(() => onCheckChangeRef.current?.(check.open), [check.open]);

  return (
    <>
      {session ? <SessionMeter session={session} now={now} /> : null}
      <RealityCheckDialog
        opened={check.open}
        figures={check.figures}
        now={now}
        pending={check.pending}
        onContinue={() => void check.resume()}
        onLeave={() => void check.quit(onLeave)}
        onHistory={onHistory}
      />
    </>
  );
}
