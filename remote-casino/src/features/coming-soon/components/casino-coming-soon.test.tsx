import { screen } from '@testing-library/react';
import { Route, Routes } from '@arcadia/ui/router';
import { renderWithProviders } from '@arcadia/shared/testing';
import manifest from '../../../manifest';
import { CasinoComingSoonRoutes } from './casino-coming-soon-routes';

/** Mounted the way the shell mounts it: at each route of the manifest, anything else "not found". */
const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      {manifest.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<CasinoComingSoonRoutes />} />
      ))}
      <Route path="*" element={<p>404</p>} />
    </Routes>,
    { routes: [path] },
  );

describe('casino coming-soon page', () => {
  it('announces the lobby in Turkish at /casino, with a way back home', () => {
    renderAt('/casino');
    expect(screen.getByRole('heading', { name: 'Casino lobisi çok yakında' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('names the section of the route', () => {
    renderAt('/casino/live');
    expect(screen.getByRole('heading', { name: 'Canlı Casino çok yakında' })).toBeInTheDocument();
  });

  it('names a game page after play', () => {
    renderAt('/casino/play/eyJjb2RlIjoxfQ==');
    expect(screen.getByRole('heading', { name: /çok yakında/ })).toBeInTheDocument();
  });

  it.each(['/casino/unknown', '/casino/unknown/deep', '/casino/live/extra'])('leaves %s to the not-found page', (path) => {
    renderAt(path);
    expect(screen.queryByRole('heading', { name: /çok yakında/ })).not.toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
