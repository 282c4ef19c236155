import { useLocation, useParams } from '@arcadia/ui/router';
import { DASHBOARD_PAGES, type DashboardPage } from '../dashboard-pages';

export interface DashboardLocation {
  /** Where the shell mounted the remote, e.g. `/dashboard`; links are built from it. */
  base: string;
  /** The dashboard page the URL points at, `null` on the hub itself. */
  page: DashboardPage | null;
  /** Absolute address of a dashboard page path (`''` for the hub). */
  href: (path: string) => string;
}

/**
 * The shell mounts this remote on a splat route (`/dashboard/*`), so the splat parameter is the
 * part of the URL that belongs to us. Relative links are not enough here: a pathless layout
 * route resolves `.` against the whole URL (React Router's relative-splat-path rule).
 */
export function useDashboardLocation(): DashboardLocation {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  const segment = rest.split('/')[0];
  return {
    base,
    page: DASHBOARD_PAGES.find((p) => p.path === segment) ?? null,
    href: (path) => (path ? `${base}/${path}` : base || '/'),
  };
}
