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
  /** The page's title when the label alone does not say it; like `label`, a text key or a function. */
  title?: string | ((context: LabelContext) => string | undefined);
}

export interface Crumb {
  label: string;
  url: string;
  /** The page's title, when it is not the label. */
  title?: string;
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
      const text = (value: string | ((context: LabelContext) => string | undefined)) =>
        typeof value === 'function' ? value({ params: match.params, siteContent }) : translate(value);
      const label = text(route.label);
      const title = route.title ? text(route.title) : undefined;
      if (label) crumbs.push({ label, url: route.url ?? prefix, ...(title ? { title } : {}) });
      break;
    }
  }
  return crumbs;
}
