import { screen } from '@testing-library/react';
import { matchPath, Route, Routes } from '@arcadia/ui/router';
import { PATHS } from '@arcadia/shared';
import { mockApi, ok, renderWithProviders, seedSession, seedSiteContent } from '@arcadia/shared/testing';
import manifest from '../../manifest';
import { siteContentFixture } from '../../testing';
import { ContentRoutes } from './content-routes';

/** Mounted the way the shell mounts it: at each route of the manifest, anything else "not found". */
const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      {manifest.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<ContentRoutes />} />
      ))}
      <Route path="*" element={<p>404</p>} />
    </Routes>,
    { routes: [path] },
  );

beforeEach(() => {
  seedSession(null);
  seedSiteContent(siteContentFixture());
  mockApi({
    'GET cms/promotions': () => ok([]),
    'GET cms/page/3': () => ok({ id: 3, title: 'Hakkımızda', categoryId: 2, body: '<p>Arcadia hakkında</p>' }),
  });
});

it.each([
  ['/pages', 'İçerikler'],
  ['/pages/3', 'Hakkımızda'],
  ['/promotions', 'Promosyonlar'],
  ['/responsible-gaming', 'Sorumlu Oyun'],
  ['/Promotions/', 'Promosyonlar'],
])('%s is its page', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.queryByText('404')).not.toBeInTheDocument();
});

it.each(['/pages/3/extra', '/promotions/1', '/responsible-gaming/x', '/content'])('leaves %s to the not-found page', (path) => {
  renderAt(path);
  expect(screen.getByText('404')).toBeInTheDocument();
});

it('serves the paths the contract names, with a menu entry and a crumb each', () => {
  const served = (path: string) => manifest.routes.some((route) => matchPath({ path: route.path, end: true }, path) !== null);
  for (const path of [PATHS.promotions, PATHS.pages, PATHS.page(5), PATHS.aboutUs, PATHS.responsibleGamingInfo]) expect(served(path)).toBe(true);
  expect(manifest.menu.map((entry) => entry.url)).toEqual([PATHS.promotions, PATHS.aboutUs, PATHS.pages, PATHS.responsibleGamingInfo]);
  expect(manifest.crumbs.find((crumb) => crumb.path === '/pages/:id')?.contentPageParam).toBe('id');
  expect(manifest.dialogs).toEqual({ module: 'ContentDialogs', names: ['promotion'] });
});
