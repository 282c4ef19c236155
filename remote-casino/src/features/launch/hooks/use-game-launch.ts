import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n, isApiError, LANGUAGES, readLanguage, toastApiError, useIsMobile, type Exclusion, type ExclusionType, type Game, type LanguageCode } from '@arcadia/shared';
import { lobbyPathOf } from '../game-param';
import { gameUrlOrigin, markupOrigins } from '../game-markup';
import { isMarkupProvider, launchUrlFor } from '../launch-url';

/** The game speaks the language the page is shown in. */
const pageLanguage = (): LanguageCode => {
  const shown = i18n.resolvedLanguage as LanguageCode | undefined;
  return shown && LANGUAGES.includes(shown) ? shown : readLanguage();
};

export type GameLaunchState =
  | { status: 'loading' }
  /** `url` for a frame, or `markup` for SoftGamings; `origins` are where its frame messages may come from. */
  | { status: 'ready'; url: string | null; markup: string | null; origins: string[]; attempt: number }
  | { status: 'failed'; message: string }
  /** Refused by a time-out, a self-exclusion or the operator's exclusion: trying again cannot help. */
  | { status: 'excluded'; exclusion: Exclusion };

const EXCLUSION_TYPES: readonly ExclusionType[] = ['timeout', 'selfexclusion', 'operator'];

/** The exclusion of a launch the server refused because the player may not play now (422 `data.exclusion`), or null. */
export function exclusionOf(error: unknown): Exclusion | null {
  if (!isApiError(error) || error.status !== 422 || typeof error.data !== 'object' || error.data === null) return null;
  const exclusion = (error.data as { exclusion?: Partial<Exclusion> }).exclusion;
  if (!exclusion || !EXCLUSION_TYPES.includes(exclusion.type as ExclusionType)) return null;
  const until = typeof exclusion.until === 'string' && Number.isFinite(Date.parse(exclusion.until)) ? exclusion.until : null;
  return { type: exclusion.type as ExclusionType, until };
}

interface GameLaunchOptions {
  /** After the error toast: the mobile modal closes for some providers. */
  onFailed?: (error: unknown) => void;
}

/**
 * Launches the game and launches it again on `relaunch` (a launch token works once, so a reload is a
 * new launch, never the same URL). A failure toasts the server's message; a refusal by an exclusion
 * (a time-out) is a state of its own, told in the game area, and `onFailed` is not called. The device is read at
 * launch time: turning a phone does not launch again.
 */
export function useGameLaunch(game: Game, { onFailed }: GameLaunchOptions = {}) {
  const isMobile = useIsMobile();
  const isMobileAtLaunch = useRef(isMobile);
  isMobileAtLaunch.current = isMobile;
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GameLaunchState>({ status: 'loading' });
  // A launch token works once and a new launch reloads the game, losing a round in play: the game
  // is launched again only when it is another game (or on `relaunch`), not when the same game
  // arrives as a new object (a page re-rendered by a balance change reads it from history again).
  const gameKey = `${game.mainProviderId}:${game.gameCode}`;
  const gameRef = useRef(game);
  gameRef.current = game;

  useEffect(() => {
    const game = gameRef.current;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const lobbyUrl = new URL(lobbyPathOf(game), document.baseURI).href;
    launchUrlFor(game, { isMobile: isMobileAtLaunch.current, language: pageLanguage(), lobbyUrl }, controller.signal)
      .then((data) => {
        if (controller.signal.aborted) return;
        if (isMarkupProvider(game)) {
          if (typeof data !== 'string' || !data.trim()) throw new Error('empty game markup');
          setState({ status: 'ready', url: null, markup: data, origins: markupOrigins(data), attempt });
          return;
        }
        const origin = typeof data === 'string' ? gameUrlOrigin(data) : null;
        if (!origin) throw new Error(`not a game URL: ${String(data)}`);
        setState({ status: 'ready', url: data, markup: null, origins: [origin], attempt });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const exclusion = exclusionOf(error);
        if (exclusion) {
          // The game area says why and until when; no toast on top, and the modal stays to say it.
          setState({ status: 'excluded', exclusion });
          return;
        }
        toastApiError(error);
        setState({ status: 'failed', message: isApiError(error) ? error.message : i18n.t('common:errors.unexpected') });
        onFailedRef.current?.(error);
      });
    return () => controller.abort();
  }, [gameKey, attempt]);

  const relaunch = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, relaunch };
}
