import { act, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@arcadia/shared';
import { renderWithProviders, seedSiteContent } from '@arcadia/shared/testing';
import { remoteManifests$ } from '../remotes';
import { siteContentFixture } from './testing/fixtures';
import { remoteManifestsFixture } from './testing/remote-manifests';
import { routeData } from './route-data';
import { usePageTitle } from './use-page-title';

function Titled() {
  const { i18n: current } = useTranslation();
  usePageTitle(routeData(remoteManifests$.getValue().remotes, current.language));
  return null;
}

const titleAt = async (path: string) => {
  const view = renderWithProviders(<Titled />, { routes: [path] });
  await act(async () => {});
  const title = document.title;
  view.unmount();
  return title;
};

beforeEach(() => {
  document.title = 'Arcadia';
  remoteManifests$.next({ status: 'ready', remotes: remoteManifestsFixture(), failed: [] });
  seedSiteContent(siteContentFixture());
});

it('titles each page after its route: the site name after the page name, the home page the site name first', async () => {
  expect(await titleAt('/')).toBe('Arcadia · Online Casino ve Spor Bahisleri');
  expect(await titleAt('/casino/slot')).toBe('Slot Oyunları · Arcadia');
  expect(await titleAt('/casino/live')).toBe('Canlı Casino · Arcadia');
  expect(await titleAt('/casino/play/sweet-bonanza')).toBe('Oyun · Arcadia');
  expect(await titleAt('/spor')).toBe('Spor · Arcadia');
  expect(await titleAt('/spor/fcg')).toBe('Spor Plus · Arcadia');
  expect(await titleAt('/livespor/betco')).toBe('Canlı Bahis Klasik · Arcadia');
  expect(await titleAt('/dashboard/bonuses')).toBe('Bonuslar · Arcadia');
  expect(await titleAt('/promotions')).toBe('Promosyonlar · Arcadia');
  expect(await titleAt('/responsible-gaming')).toBe('Sorumlu Oyun · Arcadia');
  expect(await titleAt('/pages')).toBe('İçerikler · Arcadia');
  expect(await titleAt('/pages/3')).toBe('Hakkımızda · Arcadia');
});

it('in English too', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    expect(await titleAt('/')).toBe('Arcadia · Online Casino and Sports Betting');
    expect(await titleAt('/casino/live')).toBe('Live Casino · Arcadia');
    expect(await titleAt('/spor/fcg')).toBe('Sports Plus · Arcadia');
    expect(await titleAt('/dashboard/financial-activities')).toBe('Financial Activities · Arcadia');
    expect(await titleAt('/pages')).toBe('Information · Arcadia');
    expect(await titleAt('/nowhere')).toBe('Page not found · Arcadia');
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('an address no route serves is "not found"; while the remotes are unknown, just the site name', async () => {
  expect(await titleAt('/nowhere')).toBe('Sayfa bulunamadı · Arcadia');
  expect(await titleAt('/pages/3/extra')).toBe('Sayfa bulunamadı · Arcadia');
  remoteManifests$.next({ status: 'loading', remotes: [], failed: [] });
  expect(await titleAt('/casino/slot')).toBe('Arcadia');
});

it('changes with the language without a new page', async () => {
  renderWithProviders(<Titled />, { routes: ['/casino/slot'] });
  await waitFor(() => expect(document.title).toBe('Slot Oyunları · Arcadia'));
  await act(() => i18n.changeLanguage('en'));
  try {
    await waitFor(() => expect(document.title).toBe('Slots · Arcadia'));
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});
