import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ComingSoon } from './coming-soon';

const Icon = () => <svg data-testid="icon" />;

describe('ComingSoon', () => {
  it('is a section named by its title, with badge, description and what the caller adds', () => {
    renderWithProviders(
      <ComingSoon icon={Icon} badge="Soon" title="Casino is coming" description="Hundreds of games.">
        <a href="/">Home</a>
      </ComingSoon>,
    );
    expect(screen.getByRole('region', { name: 'Casino is coming' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Casino is coming' })).toBeInTheDocument();
    expect(screen.getByText('Soon')).toBeInTheDocument();
    expect(screen.getByText('Hundreds of games.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('without a frame is a bare notice at the level asked for (inside a dialog)', () => {
    renderWithProviders(<ComingSoon icon={Icon} badge="Soon" title="Deposits open soon" description="Soon." order={3} framed={false} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Deposits open soon' })).toBeInTheDocument();
  });
});
