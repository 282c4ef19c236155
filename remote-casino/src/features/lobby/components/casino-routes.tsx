import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from '@arcadia/ui/router';
import { PlayRoute } from '../../launch';
import { isLobbyArea } from '../lobby-areas';

// Each page is its own chunk: a lobby's first screen loads no game page, and the reverse.
const LobbyPage = lazy(() => import('./lobby-page').then((m) => ({ default: m.LobbyPage })));

/**
 * The shell mounts this at each /casino route the manifest declares (any other address is its 404
 * page): a lobby per area, /casino itself leads to the slots, /casino/play opens games.
 */
export function CasinoRoutes() {
  const { pathname, search } = useLocation();
  const area = pathname.split('/').filter(Boolean)[1];
  if (!area) return <Navigate to={`/casino/slot${search}`} replace />;
  return <Suspense fallback={null}>{isLobbyArea(area) ? <LobbyPage key={area} area={area} /> : <PlayRoute />}</Suspense>;
}
