import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@arcadia/ui/router';
import { routeMatches, SHELL_ROUTES } from '@arcadia/shared';
import { buildCrumbs, type CrumbRoute } from '../features/breadcrumbs';
import { useSiteContent } from '../features/site-data';
import { useRemoteManifests } from '../remotes';
import './texts';

/** The title of the page at `pathname`: its deepest crumb's title or label, " · Arcadia" after it. */
export function pageTitleOf(
  pathname: string,
  { routes, known, translate, siteContent }: { routes: CrumbRoute[]; known: boolean | null; translate: (key: string, values?: Record<string, string>) => string; siteContent: Parameters<typeof buildCrumbs>[3] },
): string {
  // Until the remotes have said what they serve, the address may still be one of their pages.
  if (known === null) return 'Arcadia';
  if (!known) return translate('titles.page', { name: translate('titles.notFound') });
  const crumbs = buildCrumbs(pathname, routes, translate, siteContent);
  const last = crumbs[crumbs.length - 1];
  if (!last || last.url === '/') return translate('titles.home');
  return translate('titles.page', { name: last.title ?? last.label });
}

/**
 * Titles every page (`document.title`) in the site's language, in one place for the shell's pages
 * and the remotes': from the breadcrumbs' route data (the shell's and each manifest's crumbs, a
 * crumb's `title` where its label is not the page's name); an address no route serves is
 * "Page not found · Arcadia".
 */
export function usePageTitle(routes: CrumbRoute[]): void {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const siteContent = useSiteContent();
  const { status, remotes, failed } = useRemoteManifests();
  const served = [...SHELL_ROUTES, ...remotes.flatMap(({ manifest }) => manifest.routes.map((route) => route.path))];
  const matched = served.some((pattern) => routeMatches(pattern, pathname));
  const known = matched ? true : status === 'loading' || failed.length > 0 ? null : false;
  const title = pageTitleOf(pathname, { routes, known, translate: (key, values) => t(key, values), siteContent });
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
