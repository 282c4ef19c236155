import { useLocation, useSearchParams } from '@arcadia/ui/router';
import { PLAY_PATH } from '../game-param';
import { GameNotFound } from './game-not-found';
import { PlayPage } from './play-page';
import { PlaySearch } from './play-search';

/**
 * Everything under /casino/play: a game's page, a search that opens a game, or "not found". The game
 * is read from the whole rest of the path: standard base64 may hold a `/`.
 */
export function PlayRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const param = pathname.startsWith(`${PLAY_PATH}/`) ? pathname.slice(PLAY_PATH.length + 1) : '';
  if (param) return <PlayPage key={param} param={param} />;
  const search = params.get('search')?.trim();
  if (search) return <PlaySearch key={search} search={search} live={params.get('live') === 'true'} />;
  return <GameNotFound />;
}
