import type { CrumbRoute } from '../features/breadcrumbs';
import { pageTitle } from '../features/pages';
import { localized, type LoadedRemote } from '../remotes';
import './texts';

/** Breadcrumbs of the shell's own routes (labels are `shell` text keys). */
const SHELL_CRUMBS: CrumbRoute[] = [
  { path: '/', label: 'routes.home' },
  { path: '/promotions', label: 'routes.promotions' },
  { path: '/pages', label: 'routes.pages' },
  { path: '/pages/:id', label: ({ params, siteContent }) => pageTitle(siteContent, Number(params.id)) },
  { path: '/responsible-gaming', label: 'routes.responsibleGaming' },
];

/** The shell's breadcrumbs and every remote's, in the site's language. */
export function routeData(remotes: LoadedRemote[], language: string): CrumbRoute[] {
  return SHELL_CRUMBS.concat(
    remotes.flatMap(({ manifest }) =>
      manifest.crumbs.map((crumb) => ({
        path: crumb.path,
        label: () => localized(crumb.label, language),
        ...(crumb.url ? { url: crumb.url } : {}),
        ...(crumb.title ? { title: () => localized(crumb.title!, language) } : {}),
      })),
    ),
  );
}
