import { Navigate, useLocation } from '@arcadia/ui/router';
import { DEFAULT_INTEGRATION, integrationPath, isIntegration, isSection } from '../integrations';
import { SportsbookPage } from './sportsbook-page';

/**
 * The shell mounts this at each route the manifest declares: `/spor` and `/livespor` lead to the
 * default integration (High Rate, fcg), `/<area>/<integration>/<the frame's page>` is the frame.
 * Other integrations are not declared, so the shell answers them with its 404 page.
 */
export function SportsRoutes() {
  const { pathname, search } = useLocation();
  const [section, integration] = pathname.split('/').filter(Boolean);
  if (!isSection(section)) return null;
  if (!integration) return <Navigate to={`${integrationPath(section, DEFAULT_INTEGRATION)}${search}`} replace />;
  if (!isIntegration(integration)) return null;
  return <SportsbookPage section={section} integration={integration} />;
}
