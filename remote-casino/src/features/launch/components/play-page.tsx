import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Center, Loader } from '@arcadia/ui';
import { Navigate, useLocation, useNavigate } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { ApiError, casinoKeys, getGame, holdDialogOffers, useAuthState } from '@arcadia/shared';
import { decodeGame, gameOfState, isGameCode, lobbyPathOf, playPathOf, playStateOf } from '../game-param';
import { GameNotFound } from './game-not-found';
import { GamePlayer } from './game-player';
import { SignInToPlay } from './sign-in-to-play';
import '../../../i18n/launch';

/**
 * The desktop game page, `/casino/play/{game code}`: the game fills the viewport below the header;
 * close and the game's own exit lead to the game's lobby. The game comes with the page when a lobby
 * or a search opened it, else from `GET casino/game/{code}`; an older address carrying the whole
 * game (base64 of its JSON) is redirected to its code's. An address that is not a game is "not
 * found". While it is open no promotion is offered over it (the phones' play modal is a dialog,
 * which keeps them away by itself).
 */
export function PlayPage({ param }: { param: string }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { t } = useTranslation('casino');
  useEffect(() => holdDialogOffers(), []);
  const { isLoggedIn } = useAuthState();
  const code = isGameCode(param) ? param : null;
  const legacy = useMemo(() => (code ? null : decodeGame(param)), [code, param]);
  const carried = code ? gameOfState(state, code) : null;
  const looked = useQuery({
    queryKey: casinoKeys.game(code ?? ''),
    queryFn: ({ signal }) => getGame(code!, signal),
    enabled: code !== null && carried === null,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
  if (legacy) return <Navigate to={playPathOf(legacy)} replace state={playStateOf(legacy)} />;
  const game = carried ?? looked.data ?? null;
  if (!code || (!game && looked.isError)) return <GameNotFound />;
  if (!game) {
    return (
      <Center mih={360} role="status" aria-label={t('play.loading')}>
        <Loader color="yellow" size={35} />
      </Center>
    );
  }
  if (!isLoggedIn) return <SignInToPlay name={game.name} />;
  return <GamePlayer game={game} variant="page" title={<h1 className="arc-play__title">{game.name}</h1>} onClose={() => navigate(lobbyPathOf(game))} />;
}
