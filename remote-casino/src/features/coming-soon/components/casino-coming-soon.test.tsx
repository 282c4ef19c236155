import { screen } from '@testing-library/react';
import { Route, Routes } from '@arcadia/ui/router';
import { renderWithProviders } from '@arcadia/shared/testing';
import { CasinoComingSoonRoutes } from './casino-coming-soon-routes';

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/casino/*" element={<CasinoComingSoonRoutes />} />
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

  it('falls back to the lobby title for an unknown section', () => {
    renderAt('/casino/unknown/deep');
    expect(screen.getByRole('heading', { name: 'Casino lobisi çok yakında' })).toBeInTheDocument();
  });
});
