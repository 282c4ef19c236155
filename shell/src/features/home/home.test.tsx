import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { siteContent$, siteContentStatus$ } from '../site-data';
import { mockApi, ok } from '../../app/testing/mock-api';
import { siteContentFixture } from '../../app/testing/fixtures';
import { HomePage } from './home-page';
import { selectJackpots } from './jackpot-selection';
import { casinoCategoryPath } from './casino-category-path';

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ level: `L${i}`, value: i }));

beforeEach(() => {
  siteContent$.next(siteContentFixture());
  siteContentStatus$.next('ready');
  mockApi({
    'GET cms/promotions': () =>
      ok([1, 2, 3, 4].map((id) => ({ id, title: `Promosyon ${id}`, imageUrl: `/p/${id}.svg`, detailImageUrl: `/p/${id}-d.svg`, description: '<p>x</p>' }))),
  });
});

it('shows only High Cash and Clover Chance with 4 levels, Clover Chance first', () => {
  const cards = selectJackpots(
    [
      { instanceName: 'High Cash', levelStats: levels(4), currentLevelI: 1 },
      { instanceName: 'Bell Link', levelStats: levels(4), currentLevelI: 1 },
      { instanceName: 'Clover Chance', levelStats: levels(4), currentLevelI: 1 },
    ],
    [{ instanceName: 'Egypt Quest', levelStats: levels(4), currentLevelI: 1 }],
  );
  expect(cards.map((c) => c.instanceName)).toEqual(['Clover Chance', 'High Cash']);
  expect(selectJackpots([{ instanceName: 'High Cash', levelStats: levels(3), currentLevelI: 1 }])).toEqual([]);
  expect(selectJackpots(undefined, null)).toEqual([]);
});

it('links casino categories to their lobby', () => {
  expect(casinoCategoryPath({ id: 1, name: 'Canlı', slugList: ['live', 'live-casino'], imageUrl: '' })).toBe('/casino/live');
  expect(casinoCategoryPath({ id: 2, name: 'TV', slugList: ['tvbets'], imageUrl: '' })).toBe('/casino/tvbets');
  expect(casinoCategoryPath({ id: 3, name: 'Popüler', slugList: ['popular'], imageUrl: '' })).toBe('/casino/slot?category=popular');
  expect(casinoCategoryPath({ id: 4, name: 'Boş', slugList: [], imageUrl: '' })).toBe('/casino/slot');
});

it('renders the carousel, category tiles, jackpot cards and the promotions teaser', async () => {
  renderWithProviders(<HomePage />);
  expect(screen.getAllByTestId('carousel-slide')).toHaveLength(3);

  const categories = screen.getByRole('region', { name: 'Oyun Kategorileri' });
  expect(within(categories).getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute('href', '/casino/live');

  const jackpots = screen.getAllByTestId('jackpot-card');
  expect(jackpots.map((c) => within(c).getByText(/Clover|High/).textContent)).toEqual(['Clover Chance', 'High Cash']);
  expect(jackpots[1]).toHaveTextContent('₺1.284.310,42');
  const levels = within(jackpots[0]!).getAllByRole('listitem');
  expect(levels.map((l) => l.textContent)).toEqual(['♠Maça₺735.902,81', '♥Kupa₺54.018,73', '♦Karo₺7.420,19', '♣Sinek₺986,45']);

  const teaser = await screen.findByRole('region', { name: 'Promosyonlar' });
  expect(await within(teaser).findAllByText(/Promosyon \d/)).toHaveLength(3);
  expect(within(teaser).getByRole('link', { name: /Tüm promosyonlar/ })).toHaveAttribute('href', '/promotions');
});

it('keeps the layout with skeletons before the first site content', () => {
  siteContent$.next(null);
  siteContentStatus$.next('loading');
  mockApi({ 'GET cms/promotions': () => new Promise(() => {}) });
  const { container } = renderWithProviders(<HomePage />);
  expect(screen.getAllByTestId('carousel-placeholder')).toHaveLength(3);
  expect(container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(8);
});
