import { screen, within } from '@testing-library/react';
import { mockApi, ok, renderWithProviders } from '@arcadia/shared/testing';
import { HomeSections } from './home-sections';

beforeEach(() => {
  mockApi({ 'GET cms/promotions': () => ok([{ id: 1, title: 'Hoş Geldin', imageUrl: '/p/1.svg', detailImageUrl: '/p/1-d.svg', description: '<p>x</p>' }]) });
});

it('renders the promotions row for the section its manifest declares', async () => {
  renderWithProviders(<HomeSections section="promotions" />);
  const row = await screen.findByRole('region', { name: 'Promosyonlar' });
  expect(await within(row).findByText('Hoş Geldin')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: /Tüm promosyonlar/ })).toHaveAttribute('href', '/promotions');
});

it('renders nothing for a section it does not have', () => {
  const { container } = renderWithProviders(<HomeSections section="jackpots" />);
  expect(container.querySelector('section')).toBeNull();
});
