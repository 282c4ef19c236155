import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { mockApi, ok, renderWithProviders, seedSession, seedSiteContent } from '@arcadia/shared/testing';
import type { SiteContent } from '@arcadia/shared';
import manifest from '../../../manifest';
import { CasinoRoutes } from './casino-routes';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** Mounted the way the shell mounts it: at each route of the manifest, anything else "not found". */
const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        {manifest.routes.map((route) => (
          <Route key={route.path} path={route.path} element={<CasinoRoutes />} />
        ))}
        <Route path="*" element={<p>404</p>} />
      </Routes>
      <Where />
    </>,
    { routes: [path] },
  );

beforeEach(() => {
  seedSession(null);
  seedSiteContent({ casinoCategoryList: [] } as unknown as SiteContent);
  mockApi({ 'POST casino/categorygames': ok([]) });
});

it.each([
  ['/casino/live', 'Canlı Casino'],
  ['/casino/slot', 'Slot Oyunları'],
  ['/casino/bingo', 'Tombala'],
  ['/casino/games', 'Oyunlar'],
  ['/casino/tvbets', 'TV Oyunları'],
])('%s is its lobby', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toBeInTheDocument();
});

it('leads /casino to the slots, keeping what the address asked', async () => {
  renderAt('/casino?search=Aviator');
  expect(await screen.findByRole('heading', { level: 1, name: 'Slot Oyunları' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/casino/slot?search=Aviator');
});

it('answers a play address that is no game with "not found", not a crash', async () => {
  renderAt('/casino/play/eyJjb2RlIjoxfQ==');
  expect(await screen.findByRole('heading', { name: 'Oyun bulunamadı' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lobiye dön' })).toHaveAttribute('href', '/casino/slot');
});

it('serves /casino/play itself, where a game search opens its first match', async () => {
  renderAt('/casino/play?search=Aviator');
  // Anonymous: the search waits for the login.
  expect(await screen.findByRole('heading', { name: 'Oynamak için giriş yapın' })).toBeInTheDocument();
  expect(screen.queryByText('404')).not.toBeInTheDocument();
});

it.each(['/casino/unknown', '/casino/unknown/deep', '/casino/live/extra'])('leaves %s to the not-found page', (path) => {
  renderAt(path);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});
