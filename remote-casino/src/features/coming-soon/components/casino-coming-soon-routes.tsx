import { useLocation } from '@arcadia/ui/router';
import { CasinoComingSoon } from './casino-coming-soon';

/**
 * The shell mounts this at each /casino route the manifest declares (any other address is its 404
 * page): the coming-soon page, titled after the section in the address.
 */
export function CasinoComingSoonRoutes() {
  const { pathname } = useLocation();
  const area = pathname.split('/').filter(Boolean)[1];
  return <CasinoComingSoon area={area} />;
}
