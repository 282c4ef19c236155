import { useCallback } from 'react';
import { useNavigate } from '@arcadia/ui/router';
import { openDialog, useAuthState, useIsMobile, type Game } from '@arcadia/shared';
import { encodeGame, lobbyPathOf, playPathOf, playStateOf } from './game-param';

export interface LaunchOptions {
  /** The current address is only a step towards the game (a search): the game takes its place in the history. */
  replace?: boolean;
}

/**
 * The one way a game is opened: anonymous players get the login dialog; on a desktop the game's page
 * (`/casino/play/{code}`, the game in its history state); on a phone (900 px and below) the full-screen play modal, over the game's lobby
 * when the current address was only a step towards it.
 */
export function useLaunchGame(): (game: Game, options?: LaunchOptions) => void {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuthState();
  const isMobile = useIsMobile();
  return useCallback(
    (game: Game, { replace = false }: LaunchOptions = {}) => {
      if (!isLoggedIn) {
        openDialog('login');
        return;
      }
      if (!isMobile) {
        navigate(playPathOf(game), { replace, state: playStateOf(game) });
        return;
      }
      if (replace) navigate(lobbyPathOf(game), { replace: true });
      openDialog('playGame', { game: encodeGame(game) });
    },
    [isLoggedIn, isMobile, navigate],
  );
}
