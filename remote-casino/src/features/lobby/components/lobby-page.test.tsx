import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authDataFixture, fail, mockApi, ok, renderWithProviders, seedSession, seedSiteContent } from '@arcadia/shared/testing';
import { eventBus, i18n, openDialogState, closeDialog, type AppEvents, type Game, type SiteContent } from '@arcadia/shared';
import { useLocation } from '@arcadia/ui/router';
import { LobbyPage } from './lobby-page';
import type { LobbyArea } from '../lobby-areas';
import { SECTION_TIMEOUT_MS } from '../../home-sections';

const categories = [
  { id: 1, name: 'Popüler', slugList: ['popular'], imageUrl: '' },
  { id: 3, name: 'Slot', slugList: ['slot', 'video-slots'], imageUrl: '' },
  { id: 4, name: 'Canlı Casino', slugList: ['live', 'live-casino'], imageUrl: '' },
];

const game = (n: number, patch: Partial<Game> = {}): Game => ({
  gameCode: `game-${n}`,
  name: `Game ${n}`,
  providerName: n % 2 ? 'Hub88' : 'Amusnet',
  mainProviderId: n % 2 ? 2 : 4,
  productId: 100 + n,
  system: 'demo',
  imageUrl: `/static/content/games/game-${n}.svg`,
  systemCategory: [3],
  ...patch,
});
const games = (count: number, from = 1) => Array.from({ length: count }, (_, i) => game(from + i));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const toasts: AppEvents['toast'][] = [];
let toastSub: { unsubscribe: () => void } | undefined;

beforeEach(() => {
  seedSiteContent({ casinoCategoryList: categories } as unknown as SiteContent);
  seedSession(null);
  toasts.length = 0;
  toastSub = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
});
afterEach(() => {
  toastSub?.unsubscribe();
  closeDialog();
});

const renderLobby = (area: LobbyArea = 'slot', query = '') => renderWithProviders(<LobbyPage area={area} />, { routes: [`/casino/${area}${query}`] });
const cards = () => screen.queryAllByTestId('game-card');
const tab = (name: string) => screen.getByRole('tab', { name });

describe('category tabs', () => {
  it('opens the slots lobby on its own category, and a tab asks for its games', async () => {
    const api = mockApi({ 'POST casino/categorygames': (body) => ok(games((body.systemCategory as number[]).length === 1 ? 2 : 5)) });
    renderLobby('slot');
    expect(screen.getByRole('heading', { name: 'Slot Oyunları' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tüm Oyunlar', 'Popüler', 'Slot', 'Canlı Casino']);
    expect(tab('Slot')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.bodies('POST casino/categorygames')).toEqual([{ systemCategory: [3] }]);

    fireEvent.click(tab('Canlı Casino'));
    await waitFor(() => expect(api.bodies('POST casino/categorygames')).toContainEqual({ systemCategory: [4] }));
    expect(tab('Canlı Casino')).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(tab('Tüm Oyunlar'));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(api.bodies('POST casino/categorygames')).toContainEqual({ systemCategory: [1, 3, 4] });
  });

  it('opens on the category a home-page tile links to, and each lobby on its own', async () => {
    const api = mockApi({ 'POST casino/categorygames': ok(games(1)) });
    const { unmount } = renderLobby('slot', '?category=popular');
    expect(tab('Popüler')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.bodies('POST casino/categorygames')).toEqual([{ systemCategory: [1] }]));
    unmount();
    renderLobby('live');
    expect(tab('Canlı Casino')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', () => {
    mockApi({ 'POST casino/categorygames': ok([]) });
    renderLobby('slot');
    fireEvent.keyDown(tab('Slot'), { key: 'ArrowRight' });
    expect(tab('Canlı Casino')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Canlı Casino')).toHaveFocus();
  });
});

describe('search', () => {
  it('sends one casino/games request once typing pauses, and shows its results', async () => {
    const api = mockApi({
      'POST casino/categorygames': ok(games(3)),
      'POST casino/games': (body) => ok([game(99, { name: `Found ${String(body.search)}` })]),
    });
    renderLobby('slot');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const box = screen.getByRole('searchbox', { name: 'Oyun ara' });
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'avi' } });
    expect(api.count('POST casino/games')).toBe(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Found avi' })).toBeInTheDocument());
    expect(api.bodies('POST casino/games')).toEqual([{ live: false, search: 'avi', skip: 0, take: 24 }]);
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('"avi" için sonuçlar')).toBeInTheDocument();
  });

  it('searches live tables in the live lobby, from the address (the Aviator menu entry links one)', async () => {
    const api = mockApi({ 'POST casino/games': ok([]) });
    renderLobby('live', '?search=Aviator');
    await screen.findByText('Aramanızla eşleşen oyun bulunamadı.');
    expect(api.bodies('POST casino/games')).toEqual([{ live: true, search: 'Aviator', skip: 0, take: 24 }]);
    expect(api.count('POST casino/categorygames')).toBe(0);
  });

  it('pages through the results: a full page offers more, asked with skip', async () => {
    const api = mockApi({ 'POST casino/games': (body) => ok(body.skip === 0 ? games(24) : games(5, 25)) });
    renderLobby('slot', '?search=game');
    await waitFor(() => expect(cards()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(cards()).toHaveLength(29));
    expect(api.bodies('POST casino/games').map((b) => b.skip)).toEqual([0, 24]);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
  });
});

describe('provider filter', () => {
  it("lists the six providers and keeps only the chosen provider's games", async () => {
    mockApi({ 'POST casino/categorygames': ok(games(6)) });
    renderLobby('slot');
    await waitFor(() => expect(cards()).toHaveLength(6));
    const select = screen.getByRole('combobox', { name: 'Sağlayıcı' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tüm sağlayıcılar', 'SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain',
    ]);
    fireEvent.change(select, { target: { value: 'Hub88' } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().every((card) => card.textContent?.includes('Hub88'))).toBe(true);
  });

  it('sends the provider with a search', async () => {
    const api = mockApi({ 'POST casino/games': ok([]) });
    renderLobby('slot', '?search=book&provider=Amusnet');
    await screen.findByText('Aramanızla eşleşen oyun bulunamadı.');
    expect(api.bodies('POST casino/games')).toEqual([{ live: false, search: 'book', skip: 0, take: 24, providerName: 'Amusnet' }]);
  });
});

describe('paging and states', () => {
  it('shows 24 games, then the next page on Load more', async () => {
    mockApi({ 'POST casino/categorygames': ok(games(30)) });
    renderLobby('slot');
    await waitFor(() => expect(cards()).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
  });

  it('keeps the artwork in a reserved, lazily loaded box', async () => {
    mockApi({ 'POST casino/categorygames': ok(games(1)) });
    renderLobby('slot');
    const card = await screen.findByTestId('game-card');
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '180');
    expect(img).toHaveAttribute('src', '/static/content/games/game-1.svg');
  });

  it('shows skeletons while the games load', () => {
    mockApi({ 'POST casino/categorygames': () => new Promise(() => undefined) });
    renderLobby('slot');
    expect(screen.getAllByTestId('game-skeleton').length).toBeGreaterThan(0);
    expect(cards()).toHaveLength(0);
  });

  it('shows skeletons until the site content arrives', () => {
    seedSiteContent(null);
    mockApi();
    renderLobby('slot');
    expect(screen.getAllByTestId('game-skeleton').length).toBeGreaterThan(0);
  });

  it('says the games could not be loaded when the site content does not come (API offline), and the retry loads it', async () => {
    seedSiteContent(null);
    jest.useFakeTimers();
    try {
      let contentCalls = 0;
      const api = mockApi({
        'GET cms/grouped': () => (++contentCalls === 1 ? fail('Sunucuya ulaşılamadı', 503) : ok({ casinoCategoryList: categories })),
        'POST casino/categorygames': ok(games(2)),
      });
      renderLobby('slot');
      act(() => jest.advanceTimersByTime(SECTION_TIMEOUT_MS - 100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getAllByTestId('game-skeleton').length).toBeGreaterThan(0);
      act(() => jest.advanceTimersByTime(200));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Oyunlar yüklenemedi.');
      expect(screen.queryAllByTestId('game-skeleton')).toHaveLength(0);

      // a retry that fails again says so again
      fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert')).toHaveTextContent('Oyunlar yüklenemedi.');

      fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Tekrar dene' }));
      await act(async () => jest.advanceTimersByTimeAsync(0));
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(tab('Slot')).toHaveAttribute('aria-selected', 'true');
      expect(api.count('GET cms/grouped')).toBe(2);
      expect(api.bodies('POST casino/categorygames')).toEqual([{ systemCategory: [3] }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the games failed, and the retry asks again', async () => {
    let calls = 0;
    const api = mockApi({ 'POST casino/categorygames': () => (++calls === 1 ? fail('Sunucu hatası', 503) : ok(games(2))) });
    renderLobby('slot');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oyunlar yüklenemedi.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.count('POST casino/categorygames')).toBe(2);
  });

  it('says when a category has no games', async () => {
    mockApi({ 'POST casino/categorygames': ok([]) });
    renderLobby('slot');
    expect(await screen.findByText('Burada gösterilecek oyun yok.')).toBeInTheDocument();
  });
});

describe('anonymous player', () => {
  it('gets the login dialog from a heart or a game, and no call is made', async () => {
    const api = mockApi({ 'POST casino/categorygames': ok(games(1)) });
    renderLobby('slot');
    expect(screen.queryByRole('tab', { name: 'Favorilerim' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Game 1 oyununu favorilere ekle' }));
    expect(openDialogState.get()?.dialog).toBe('login');
    closeDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Game 1' }));
    expect(openDialogState.get()?.dialog).toBe('login');
    expect(api.count('POST casino/togglefavorite')).toBe(0);
    expect(api.count('GET casino/favorites')).toBe(0);
    expect(toasts).toEqual([]);
  });
});

describe('signed-in player', () => {
  beforeEach(() => seedSession(authDataFixture()));

  it('toggles a favourite: success toast when added, warning when removed, the heart follows', async () => {
    let favorite = false;
    const api = mockApi({
      'POST casino/categorygames': ok(games(2)),
      'GET casino/favorites': ok(['game-2']),
      'POST casino/togglefavorite': () => {
        favorite = !favorite;
        return ok({ favorite }, favorite ? 'Added to favorites' : 'Removed from favorites');
      },
    });
    renderLobby('slot');
    expect(await screen.findByRole('button', { name: 'Game 2 oyununu favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Game 1 oyununu favorilere ekle' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Added to favorites' }]));
    expect(api.bodies('POST casino/togglefavorite')).toEqual([{ code: 'game-1', providerId: 2 }]);
    expect(screen.getByRole('button', { name: 'Game 1 oyununu favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Game 1 oyununu favorilerden çıkar' }));
    await waitFor(() => expect(toasts[1]).toEqual({ kind: 'warning', message: 'Removed from favorites' }));
    expect(screen.getByRole('button', { name: 'Game 1 oyununu favorilere ekle' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("uses the lobby's own texts when the server sends none, and toasts a refusal", async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const api = mockApi({ 'POST casino/categorygames': ok(games(1)), 'GET casino/favorites': ok([]), 'POST casino/togglefavorite': ok({ favorite: true }) });
      renderLobby('slot');
      fireEvent.click(await screen.findByRole('button', { name: 'Add Game 1 to favourites' }));
      await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Added to favorites' }]));
      api.set('POST casino/togglefavorite', fail('Game not found', 404));
      fireEvent.click(screen.getByRole('button', { name: 'Remove Game 1 from favourites' }));
      await waitFor(() => expect(toasts[1]).toEqual({ kind: 'error', message: 'Game not found' }));
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('lists only the favourite games in the favourites tab', async () => {
    const api = mockApi({ 'POST casino/categorygames': ok(games(4)), 'GET casino/favorites': ok(['game-3']) });
    renderLobby('slot');
    fireEvent.click(await screen.findByRole('tab', { name: 'Favorilerim' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Game 3');
    expect(api.bodies('POST casino/categorygames')).toContainEqual({ systemCategory: [1, 3, 4] });
  });

  it('says when there are no favourites yet', async () => {
    mockApi({ 'POST casino/categorygames': ok(games(2)), 'GET casino/favorites': ok([]) });
    renderLobby('slot', '?category=favorites');
    expect(await screen.findByText(/Henüz favori oyununuz yok/)).toBeInTheDocument();
  });

  it("hands a clicked game to the launch: on a desktop, the game's page", async () => {
    mockApi({ 'POST casino/categorygames': ok(games(1)), 'GET casino/favorites': ok([]) });
    renderWithProviders(
      <>
        <LobbyPage area="slot" />
        <Where />
      </>,
      { routes: ['/casino/slot'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Game 1' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/casino\/play\/[A-Za-z0-9_-]+$/);
    expect(toasts).toEqual([]);
    expect(openDialogState.get()).toBeNull();
  });
});
