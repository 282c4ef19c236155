import type { RemoteCrumb, SiteContent } from '@arcadia/shared';
import type { CrumbRoute, LabelContext } from '../features/breadcrumbs';
import { localized, type LoadedRemote } from '../remotes';
import './texts';

/** Breadcrumbs of the shell's own route, the home page (labels are `shell` text keys). */
const SHELL_CRUMBS: CrumbRoute[] = [{ path: '/', label: 'routes.home' }];

/** The title of the content page whose id is `id`, as the site content lists it. */
const contentPageTitle = (siteContent: SiteContent | null, id: string | undefined): string | undefined =>
  siteContent?.categoryList.flatMap((category) => category.content ?? []).find((page) => String(page.id) === id)?.title;

/** A crumb's label: its text in the site's language, or the title of the content page it names (`contentPageParam`). */
const crumbLabel =
  (crumb: RemoteCrumb, language: string) =>
  ({ params, siteContent }: LabelContext): string | undefined =>
    crumb.contentPageParam ? contentPageTitle(siteContent, params[crumb.contentPageParam]) : localized(crumb.label, language);

/** The shell's breadcrumbs and every remote's, in the site's language. */
export function routeData(remotes: LoadedRemote[], language: string): CrumbRoute[] {
  return SHELL_CRUMBS.concat(
    remotes.flatMap(({ manifest }) =>
      manifest.crumbs.map((crumb) => ({
        path: crumb.path,
        label: crumbLabel(crumb, language),
        ...(crumb.url ? { url: crumb.url } : {}),
        ...(crumb.title ? { title: () => localized(crumb.title!, language) } : {}),
      })),
    ),
  );
}
