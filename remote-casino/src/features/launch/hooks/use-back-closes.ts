import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@arcadia/ui/router';

/** The mark the open game's step of the history carries in its state. */
const MARK = 'arcPlayGame';

const markOf = (state: unknown): unknown => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[MARK] : undefined);

/**
 * Back closes a full-screen dialog instead of leaving the page under it: while it is open the
 * history has a step of its own (the same address, marked with `key` in its state), so Back pops
 * that step and the dialog closes. Closing it any other way (its button, Escape, the game's exit)
 * goes through the returned `close`, which takes the step out again, so the next Back leaves the
 * page as it would have without the dialog. A dialog opened on a step already marked (it came back
 * after the deposit dialog replaced it) adds none.
 */
export function useBackCloses(key: string, onClose: () => void): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const marked = markOf(location.state) === key;
  const pushed = useRef(false);
  const seen = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    // once per opening, also under StrictMode's second run of the effect
    if (marked || pushed.current) return;
    pushed.current = true;
    const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state: { ...state, [MARK]: key } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (marked) seen.current = true;
    else if (seen.current) {
      // Back (or anything else) took the dialog's step away: the dialog goes with it.
      seen.current = false;
      onCloseRef.current();
    }
  }, [marked]);

  return useCallback(() => {
    const wasMarked = seen.current;
    seen.current = false;
    onCloseRef.current();
    if (wasMarked) navigate(-1);
  }, [navigate]);
}
