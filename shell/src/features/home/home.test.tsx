import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, seedSiteContent } from '@arcadia/shared/testing';
import { siteContentStatus$ } from '../site-data';
import { siteContentFixture } from '../../app/testing/fixtures';
import { remoteManifestsFixture } from '../../app/testing/remote-manifests';
import { remoteManifests$, resetRemoteManifests } from '../../remotes';
import { HomePage } from './home-page';

beforeEach(() => {
  resetRemoteManifests();
  seedSiteContent(siteContentFixture());
  siteContentStatus$.next('ready');
});

it('renders the carousel, and no section of its own: the promotions row is remote-content\'s', async () => {
  remoteManifests$.next({ status: 'ready', remotes: [], failed: [] });
  const { container } = renderWithProviders(<HomePage />);
  expect(screen.getAllByTestId('carousel-slide')).toHaveLength(3);
  await waitFor(() => expect(container.querySelector('.arc-home__pending')).toBeNull());
  expect(screen.queryByRole('region', { name: 'Promosyonlar' })).not.toBeInTheDocument();
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

it('with the remotes as they are, the promotions row comes after the casino\'s sections, in a box of its own', async () => {
  remoteManifests$.next({ status: 'ready', failed: [], remotes: remoteManifestsFixture() });
  const { container } = renderWithProviders(<HomePage />);
  await waitFor(() => expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(3));
  const heights = [...container.querySelectorAll<HTMLElement>('[aria-busy="true"]')].map((box) => getComputedStyle(box).minHeight);
  expect(heights).toEqual(['calc(11.25rem * var(--mantine-scale))', 'calc(13.75rem * var(--mantine-scale))', 'calc(22.5rem * var(--mantine-scale))']);
});

it('keeps the layout with placeholders before the first site content', () => {
  seedSiteContent(null);
  siteContentStatus$.next('loading');
  renderWithProviders(<HomePage />);
  expect(screen.getAllByTestId('carousel-placeholder')).toHaveLength(3);
});
