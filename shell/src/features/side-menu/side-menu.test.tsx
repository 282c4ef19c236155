import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { eventBus, i18n } from '@arcadia/shared';
import { remoteManifests$ } from '../../remotes';
import { remoteManifestsFixture } from '../../app/testing/remote-manifests';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { siteContentFixture } from '../../app/testing/fixtures';
import { SideMenuContent } from './side-menu';
import { SideMenuDrawer } from './side-menu-drawer';
import { connectSideMenu, menuOpen$ } from './menu-state';
import { openDialogState, closeDialog } from '@arcadia/shared';
import { seedSiteContent } from '@arcadia/shared/testing';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const renderMenu = (onItemClick = jest.fn(), routes = ['/']) => {
  renderWithProviders(
    <>
      <SideMenuContent onItemClick={onItemClick} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { routes },
  );
  return onItemClick;
};

beforeEach(() => {
  remoteManifests$.next({ status: 'ready', remotes: remoteManifestsFixture(), failed: [] });
  closeDialog();
  menuOpen$.next(false);
  seedSiteContent(siteContentFixture());
});

it('shows the four groups: the remote manifests\' entries, then the shell\'s own', () => {
  renderMenu();
  const group = (name: string) => screen.getByRole('region', { name });
  expect(within(group('Casino')).getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute('href', '/casino/live');
  expect(within(group('Casino')).getByRole('link', { name: 'Slot Oyunları' })).toHaveAttribute('href', '/casino/slot');
  expect(within(group('Spor Bahisleri')).getByRole('button', { name: 'Canlı Bahis' })).toBeInTheDocument();
  expect(within(group('Spor Bahisleri')).getByRole('button', { name: 'Spor' })).toBeInTheDocument();
  expect(within(group('Oyunlar')).getByRole('link', { name: /Aviator/ })).toHaveAttribute('href', '/casino/play?search=Aviator');
  expect(within(group('Oyunlar')).getByRole('link', { name: 'Tombala' })).toHaveAttribute('href', '/casino/bingo');
  expect(within(group('Oyunlar')).getByRole('link', { name: 'Oyunlar' })).toHaveAttribute('href', '/casino/games');
  expect(within(group('Oyunlar')).getByRole('link', { name: 'TV Oyunları' })).toHaveAttribute('href', '/casino/tvbets');
  expect(within(group('Diğer')).getByRole('button', { name: 'Çağrı Talep Formu' })).toBeInTheDocument();
  expect(within(group('Diğer')).getByRole('link', { name: 'Promosyonlar' })).toHaveAttribute('href', '/promotions');
  expect(within(group('Diğer')).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/pages/3');
  expect(within(group('Diğer')).getByRole('link', { name: 'İçerikler' })).toHaveAttribute('href', '/pages');
  expect(within(group('Diğer')).getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('href', '/responsible-gaming');
});

it('in English the content pages are "Information" (not "Contents")', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    renderMenu();
    expect(within(screen.getByRole('region', { name: 'Other' })).getByRole('link', { name: 'Information' })).toHaveAttribute('href', '/pages');
    expect(screen.queryByText('Contents')).not.toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('a collapsible item opens to its sub-routes with the High Rate badge', async () => {
  renderMenu();
  expect(screen.queryByRole('link', { name: /Canlı Bahis Plus/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Canlı Bahis' }));
  expect(await screen.findByRole('link', { name: /Canlı Bahis Plus/ })).toHaveAttribute('href', '/livespor/fcg');
  expect(screen.getByRole('link', { name: /Canlı Bahis Plus/ })).toHaveTextContent('Yüksek Oran');
  expect(screen.getByRole('link', { name: 'Canlı Bahis Klasik' })).toHaveAttribute('href', '/livespor/betco');
  expect(screen.getByRole('link', { name: 'Tüm Canlı Maçlar' })).toHaveAttribute('href', '/livespor');
});

it('a group containing the current page starts open', () => {
  renderMenu(jest.fn(), ['/spor/fcg']);
  expect(screen.getByRole('link', { name: /Spor Plus/ })).toHaveAttribute('href', '/spor/fcg');
});

it('clicking a link item reports it, so the drawer closes', () => {
  const onItemClick = renderMenu();
  fireEvent.click(screen.getByRole('link', { name: 'Promosyonlar' }));
  expect(onItemClick).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('where')).toHaveTextContent('/promotions');
});

it('leaves out the groups no loaded remote fills', () => {
  remoteManifests$.next({ status: 'ready', remotes: remoteManifestsFixture().filter((r) => r.name !== 'remote_sports'), failed: [] });
  renderMenu();
  expect(screen.queryByRole('region', { name: 'Spor Bahisleri' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Casino' })).toBeInTheDocument();
});

it('Aviator leads to the casino’s game search for Aviator, which opens the first game found', () => {
  const onItemClick = renderMenu();
  fireEvent.click(screen.getByRole('link', { name: /Aviator/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/casino/play');
  expect(onItemClick).toHaveBeenCalled();
});

it('the call request item opens the call request form', () => {
  const onItemClick = renderMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Çağrı Talep Formu' }));
  expect(openDialogState.get()?.dialog).toBe('callRequest');
  expect(onItemClick).toHaveBeenCalled();
});

it('Follow Me shows, after 1 s, only the networks set in the site options, opening in a new tab', () => {
  jest.useFakeTimers();
  try {
    renderMenu();
    const links = () => within(screen.getByTestId('social-links')).queryAllByRole('link');
    expect(links()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1000));
    expect(links().map((a) => a.getAttribute('aria-label'))).toEqual(['Discord', 'Telegram']);
    expect(links()[0]).toHaveAttribute('href', 'https://discord.gg/arcadia');
    expect(links()[0]).toHaveAttribute('target', '_blank');
    expect(links()[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  } finally {
    jest.useRealTimers();
  }
});

it('has a tr/en language selector', () => {
  renderMenu();
  expect(screen.getByRole('radio', { name: 'Türkçe' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
});

it('the drawer opens through menu:toggle and closes when an item is clicked', async () => {
  const disconnect = connectSideMenu();
  renderWithProviders(<SideMenuDrawer />);
  expect(screen.queryByRole('link', { name: 'Promosyonlar' })).not.toBeInTheDocument();
  act(() => eventBus.emit('menu:toggle', {}));
  expect(menuOpen$.value).toBe(true);
  fireEvent.click(await screen.findByRole('link', { name: 'Promosyonlar' }));
  expect(menuOpen$.value).toBe(false);
  act(() => eventBus.emit('menu:toggle', { open: true }));
  act(() => eventBus.emit('menu:toggle', {}));
  expect(menuOpen$.value).toBe(false);
  disconnect();
});
