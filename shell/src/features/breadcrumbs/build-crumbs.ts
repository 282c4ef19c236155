import { matchPath, type Params } from '@arcadia/ui/router';
import type { SiteContent } from '@arcadia/shared';

export interface LabelContext {
  params: Params;
  siteContent: SiteContent | null;
}

/** The breadcrumb data of one route. */
export interface CrumbRoute {
  /** Route pattern, e.g. `/pages/:id`. */
  path: string;
  /** A `shell` text key, or a function giving the label (`undefined` leaves the crumb out). */
  label: string | ((context: LabelContext) => string | undefined);
  /** Where the crumb links when that differs from the matched path (e.g. `/casino` → `/casino/slot`). */
  url?: string;
}

export interface Crumb {
  label: string;
  url: string;
}

/** Path prefixes of a location: `/a/b` → `/`, `/a`, `/a/b`. */
export function pathPrefixes(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
}

/**
 * The breadcrumb trail of a location from the route data: one crumb per path prefix that matches
 * a route, in order.
 */
export function buildCrumbs(
  pathname: string,
  routes: CrumbRoute[],
  translate: (key: string) => string,
  siteContent: SiteContent | null,
): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const prefix of pathPrefixes(pathname)) {
    for (const route of routes) {
      const match = matchPath({ path: route.path, end: true }, prefix);
      if (!match) continue;
      const label = typeof route.label === 'function' ? route.label({ params: match.params, siteContent }) : translate(route.label);
      if (label) crumbs.push({ label, url: route.url ?? prefix });
      break;
    }
  }
  return crumbs;
}
