import { useEffect, useMemo } from 'react';
import { useNavigate } from '@arcadia/ui/router';
import { holdDialogOffers, useAuthState } from '@arcadia/shared';
import { decodeGame, lobbyPathOf } from '../game-param';
import { GameNotFound } from './game-not-found';
import { GamePlayer } from './game-player';
import { SignInToPlay } from './sign-in-to-play';

/**
 * The desktop game page, `/casino/play/{game}`: the game fills the viewport below the header; close
 * and the game's own exit lead to the game's lobby. An address that is not a game is "not found".
 * While it is open no promotion is offered over it (the phones' play modal is a dialog, which
 * keeps them away by itself).
 */
export function PlayPage({ param }: { param: string }) {
  const navigate = useNavigate();
  useEffect(() => holdDialogOffers(), []);
  const { isLoggedIn } = useAuthState();
  const game = useMemo(() => decodeGame(param), [param]);
  if (!game) return <GameNotFound />;
  if (!isLoggedIn) return <SignInToPlay name={game.name} />;
  return <GamePlayer game={game} variant="page" title={<h1 className="arc-play__title">{game.name}</h1>} onClose={() => navigate(lobbyPathOf(game))} />;
}
