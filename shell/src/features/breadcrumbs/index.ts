export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs';
export { buildCrumbs, pathPrefixes, type CrumbRoute, type Crumb, type LabelContext } from './build-crumbs';
