import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@arcadia/ui';
import { Link, useLocation } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../site-data';
import { buildCrumbs, type CrumbRoute } from './build-crumbs';
import './texts';
import './breadcrumbs.css';

export interface BreadcrumbsProps {
  /** The route data the trail is built from. */
  routes: CrumbRoute[];
}

/** Labels separated by a slash, the last one highlighted, each linking to its url. */
export function Breadcrumbs({ routes }: BreadcrumbsProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const siteContent = useSiteContent();
  const crumbs = buildCrumbs(pathname, routes, (key) => t(key), siteContent);
  if (crumbs.length < 2) return null;

  return (
    <nav aria-label={t('breadcrumbs.label')} className="arc-crumbs">
      <MantineBreadcrumbs separator="/" separatorMargin={8}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Anchor key={crumb.url} component={Link} to={crumb.url} aria-current="page" className="arc-crumbs__current">
              {crumb.label}
            </Anchor>
          ) : (
            <Anchor key={crumb.url} component={Link} to={crumb.url} className="arc-crumbs__link">
              <Text span inherit>
                {crumb.label}
              </Text>
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
