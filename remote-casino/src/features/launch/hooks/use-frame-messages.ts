import { useEffect, useRef, type RefObject } from 'react';

/** What a game's page posts to the site. EGT games send the `com.egt-bg.` ones, the others `exit`. */
const EXIT_MESSAGES = new Set(['exit', 'com.egt-bg.exit']);
const RELOAD_MESSAGE = 'com.egt-bg.reload';

interface FrameMessageOptions {
  /** The game's origins; no listener while empty (nothing launched yet). */
  origins: readonly string[];
  /** The game area: a message counts only when it comes from a frame inside it. */
  area: RefObject<HTMLElement | null>;
  onExit: () => void;
  onReload: () => void;
}

/**
 * Hears the game's frame: `exit` and `com.egt-bg.exit` close the game, `com.egt-bg.reload` reloads
 * it. Any page can post to this window, so a message counts only when both its origin is the game's
 * and its source is the game's own frame; everything else is ignored.
 */
export function useFrameMessages({ origins, area, onExit, onReload }: FrameMessageOptions) {
  const handlers = useRef({ onExit, onReload });
  handlers.current = { onExit, onReload };
  const key = origins.join(' ');

  useEffect(() => {
    if (!key) return;
    const allowed = new Set(key.split(' '));
    const listener = (event: MessageEvent) => {
      if (!allowed.has(event.origin) || !event.source) return;
      const frames = area.current?.querySelectorAll('iframe') ?? [];
      if (!Array.from(frames).some((frame) => frame.contentWindow === event.source)) return;
      if (typeof event.data !== 'string') return;
      if (EXIT_MESSAGES.has(event.data)) handlers.current.onExit();
      else if (event.data === RELOAD_MESSAGE) handlers.current.onReload();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [key, area]);
}
