import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderWithProviders, seedSiteContent } from '@arcadia/shared/testing';
import { siteContentStatus$ } from '../site-data';
import { siteContentFixture } from '../../app/testing/fixtures';
import { remoteManifests$, resetRemoteManifests } from '../../remotes';
import { HomePage } from './home-page';

beforeEach(() => {
  resetRemoteManifests();
  seedSiteContent(siteContentFixture());
  siteContentStatus$.next('ready');
  mockApi({
    'GET cms/promotions': () =>
      ok([1, 2, 3, 4].map((id) => ({ id, title: `Promosyon ${id}`, imageUrl: `/p/${id}.svg`, detailImageUrl: `/p/${id}-d.svg`, description: '<p>x</p>' }))),
  });
});

it('renders the carousel and, once the manifests are in, the promotions teaser', async () => {
  remoteManifests$.next({ status: 'ready', remotes: [], failed: [] });
  renderWithProviders(<HomePage />);
  expect(screen.getAllByTestId('carousel-slide')).toHaveLength(3);
  const teaser = await screen.findByRole('region', { name: 'Promosyonlar' });
  expect(await within(teaser).findAllByText(/Promosyon \d/)).toHaveLength(3);
  expect(within(teaser).getByRole('link', { name: /Tüm promosyonlar/ })).toHaveAttribute('href', '/promotions');
});

it('reserves each remote section its height, in the order the manifests give', async () => {
  remoteManifests$.next({
    status: 'ready',
    failed: [],
    remotes: [
      {
        name: 'remote_casino',
        manifest: {
          routes: [],
          menu: [],
          crumbs: [],
          dialogs: null,
          homeSections: [
            { id: 'jackpots', module: 'HomeSections', order: 20, minHeight: 220 },
            { id: 'categories', module: 'HomeSections', order: 10, minHeight: 180 },
          ],
        },
      },
    ],
  });
  const { container } = renderWithProviders(<HomePage />);
  // the remote is not reachable in a unit test: the boxes keep their place while it loads
  await waitFor(() => expect(container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThanOrEqual(2));
  const heights = [...container.querySelectorAll<HTMLElement>('[aria-busy="true"]')].map((box) => getComputedStyle(box).minHeight);
  expect(heights.slice(0, 2)).toEqual(['calc(11.25rem * var(--mantine-scale))', 'calc(13.75rem * var(--mantine-scale))']);
});

it('keeps the layout with placeholders before the first site content', () => {
  seedSiteContent(null);
  siteContentStatus$.next('loading');
  mockApi({ 'GET cms/promotions': () => new Promise(() => {}) });
  renderWithProviders(<HomePage />);
  expect(screen.getAllByTestId('carousel-placeholder')).toHaveLength(3);
});
