import { screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { siteContentFixture } from '../../app/testing/fixtures';
import { remoteManifestsFixture } from '../../app/testing/remote-manifests';
import { routeData } from '../../app/route-data';
import { Breadcrumbs } from './breadcrumbs';
import { buildCrumbs, pathPrefixes, type CrumbRoute } from './build-crumbs';
import { seedSiteContent } from '@arcadia/shared/testing';

const ROUTES: CrumbRoute[] = [
  { path: '/', label: 'Home' },
  { path: '/casino', label: 'Casino', url: '/casino/slot' },
  { path: '/casino/live', label: 'Live Casino' },
  { path: '/pages', label: 'Information' },
  { path: '/pages/:id', label: ({ params, siteContent }) => siteContent?.categoryList.flatMap((c) => c.content).find((p) => String(p.id) === params.id)?.title },
];

beforeEach(() => seedSiteContent(siteContentFixture()));

it('builds one crumb per matching path prefix', () => {
  expect(pathPrefixes('/casino/live')).toEqual(['/', '/casino', '/casino/live']);
  const crumbs = buildCrumbs('/casino/live', ROUTES, (k) => k, null);
  expect(crumbs).toEqual([
    { label: 'Home', url: '/' },
    { label: 'Casino', url: '/casino/slot' },
    { label: 'Live Casino', url: '/casino/live' },
  ]);
  expect(buildCrumbs('/unknown/path', ROUTES, (k) => k, null)).toEqual([{ label: 'Home', url: '/' }]);
});

it('shows labels separated by a slash, each a link, the last highlighted', () => {
  renderWithProviders(<Breadcrumbs routes={ROUTES} />, { routes: ['/pages/3'] });
  const nav = screen.getByRole('navigation', { name: 'Sayfa konumu' });
  const links = Array.from(nav.querySelectorAll('a'));
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Information', '/pages'],
    ['Hakkımızda', '/pages/3'],
  ]);
  expect(links[2]).toHaveAttribute('aria-current', 'page');
  expect(links[0]).not.toHaveAttribute('aria-current');
  expect(nav).toHaveTextContent('Home/Information/Hakkımızda');
});

it('is not shown on the home page', () => {
  renderWithProviders(<Breadcrumbs routes={ROUTES} />, { routes: ['/'] });
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('gives a game on the play page the trail Casino › Game, whatever kind of game it is', () => {
  const crumbs = buildCrumbs('/casino/play/eyJpZCI6MX0', routeData(remoteManifestsFixture(), 'en'), (k) => k, null);
  expect(crumbs.map((c) => c.label)).toEqual(['routes.home', 'Casino', 'Game']);
  expect(crumbs[1]).toEqual({ label: 'Casino', url: '/casino/slot' });
});
