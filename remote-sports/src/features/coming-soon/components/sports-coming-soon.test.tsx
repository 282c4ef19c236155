import { screen } from '@testing-library/react';
import { Route, Routes } from '@arcadia/ui/router';
import { renderWithProviders } from '@arcadia/shared/testing';
import { SportsComingSoonRoutes } from './sports-coming-soon-routes';

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/spor/*" element={<SportsComingSoonRoutes />} />
      <Route path="/livespor/*" element={<SportsComingSoonRoutes />} />
    </Routes>,
    { routes: [path] },
  );

describe('sports coming-soon page', () => {
  it('announces sports betting under /spor, with a way back home', () => {
    renderAt('/spor/fcg');
    expect(screen.getByRole('heading', { name: 'Spor bahisleri çok yakında' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('announces live betting under /livespor', () => {
    renderAt('/livespor/betco');
    expect(screen.getByRole('heading', { name: 'Canlı bahis çok yakında' })).toBeInTheDocument();
  });
});
