import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { authDataFixture, fail, mockApi, ok, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { closeDialog, eventBus, i18n, openDialogState, type AppEvents, type Game } from '@arcadia/shared';
import { encodeGame } from '../game-param';
import { PlayRoute } from './play-route';

const STUDIO = 'https://studio.test';
const hub88: Game = { gameCode: 'sans-carki', name: 'Şans Çarkı', providerName: 'Hub88', mainProviderId: 2, productId: 5, system: 'hub88' };
const liveTable: Game = { gameCode: 'rulet', name: 'Canlı Rulet', providerName: 'Digitain', mainProviderId: 6, productId: 9, system: 'dt', live: true };
const softGamings: Game = { gameCode: 'sg-book', name: 'Book of SG', providerName: 'SoftGamings', mainProviderId: 1, productId: 3, system: 'sg-sys' };

const gameUrl = (n: number) => `${STUDIO}/hub88/launch?token=t${n}&game=sans-carki`;

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const renderPlay = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/casino/play/*" element={<PlayRoute />} />
        <Route path="*" element={<p>lobby</p>} />
      </Routes>
      <Where />
    </>,
    { routes: [path] },
  );

const toasts: AppEvents['toast'][] = [];
let toastSub: { unsubscribe: () => void } | undefined;
beforeEach(() => {
  seedSession(authDataFixture());
  toasts.length = 0;
  toastSub = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
});
afterEach(() => {
  toastSub?.unsubscribe();
  closeDialog();
});

/** A message the way a frame's `parent.postMessage` arrives. */
const post = (data: unknown, origin: string, source: Window | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

/** Launches answer a new token each time, as the server does. */
function mockHub88Launches() {
  let n = 0;
  return mockApi({ 'POST casino/hub88launchurl': () => ok(gameUrl(++n)) });
}

describe('the game page', () => {
  it('shows Loading, then the game in a full-size frame titled with its name', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = mockApi({ 'POST casino/hub88launchurl': () => new Promise((resolve) => (answer = resolve)) });
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Şans Çarkı' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Oyun yükleniyor' })).toBeInTheDocument();
    await waitFor(() => expect(api.count('POST casino/hub88launchurl')).toBe(1));
    expect(api.bodies('POST casino/hub88launchurl')).toEqual([{ platform: 1, gameCode: 'sans-carki', language: 'tr', lobbyUrl: 'http://localhost/casino/slot' }]);
    act(() => answer(ok(gameUrl(1))));
    const frame = await screen.findByTitle('Şans Çarkı');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', gameUrl(1));
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(frame).toHaveClass('arc-play__frame');
    expect(screen.queryByRole('status', { name: 'Oyun yükleniyor' })).not.toBeInTheDocument();
  });

  it('opens the deposit dialog of remote-payments from Deposit', async () => {
    mockHub88Launches();
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    expect(openDialogState.get()?.dialog).toBe('deposit');
  });

  it('closes to the lobby the game belongs to', async () => {
    mockApi({ 'POST casino/dtlaunchurl': ok(`${STUDIO}/digitain/launch?token=x`) });
    renderPlay(`/casino/play/${encodeGame(liveTable)}`);
    await screen.findByTitle('Canlı Rulet');
    fireEvent.click(screen.getByRole('button', { name: 'Oyunu kapat' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/live$/);
  });

  it('reload says so ("Game will be reloaded. Please wait...") and launches again, since a token works once', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const api = mockHub88Launches();
      renderPlay(`/casino/play/${encodeGame(hub88)}`);
      expect(await screen.findByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(1));
      fireEvent.click(screen.getByRole('button', { name: 'Reload game' }));
      expect(toasts).toEqual([{ kind: 'info', message: 'Game will be reloaded. Please wait...' }]);
      await waitFor(() => expect(screen.getByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(2)));
      expect(api.count('POST casino/hub88launchurl')).toBe(2);
      expect(api.bodies('POST casino/hub88launchurl')[0]).toMatchObject({ language: 'en' });
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('says the reload in Turkish too', async () => {
    mockHub88Launches();
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    await screen.findByTitle('Şans Çarkı');
    fireEvent.click(screen.getByRole('button', { name: 'Oyunu yeniden yükle' }));
    expect(toasts).toEqual([{ kind: 'info', message: 'Oyun yeniden yüklenecek. Lütfen bekleyin...' }]);
  });

  it("toasts the server's message when the launch fails, and offers a retry and the way back", async () => {
    let calls = 0;
    const api = mockApi({ 'POST casino/hub88launchurl': () => (++calls === 1 ? fail('Oyun şu anda kullanılamıyor', 404) : ok(gameUrl(2))) });
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    const alert = await screen.findByRole('alert');
    expect(toasts).toEqual([{ kind: 'error', message: 'Oyun şu anda kullanılamıyor' }]);
    expect(alert).toHaveTextContent('Oyun başlatılamadı');
    expect(within(alert).getByRole('link', { name: 'Lobiye dön' })).toHaveAttribute('href', '/casino/slot');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(2));
    expect(api.count('POST casino/hub88launchurl')).toBe(2);
  });

  it('a game closed by a time-out says until when and offers the withdrawal, not a retry', async () => {
    const refusal = fail('Hesabınız 29 Kas 2026 20:51 tarihine kadar oyuna kapalı.', 422, { exclusion: { type: 'timeout', until: '2026-11-29T17:51:00.000Z' } });
    const api = mockApi({ 'POST casino/hub88launchurl': refusal });
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('29 Kas 2026 20:51 tarihine kadar moladasınız');
    expect(alert).toHaveTextContent('Bu sürede oyunlar kapalı; bakiyenizi yine de çekebilirsiniz.');
    expect(within(alert).queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oyunu yeniden yükle' })).toBeDisabled();
    expect(within(alert).getByRole('link', { name: 'Lobiye dön' })).toHaveAttribute('href', '/casino/slot');
    // the notice says it all: no toast on top
    expect(toasts).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Para Çek' }));
    expect(openDialogState.get()?.dialog).toBe('withdraw');
    expect(api.count('POST casino/hub88launchurl')).toBe(1);
  });

  it('says a self-exclusion without an end in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      mockApi({ 'POST casino/hub88launchurl': fail('Closed to play.', 422, { exclusion: { type: 'selfexclusion', until: null } }) });
      renderPlay(`/casino/play/${encodeGame(hub88)}`);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('You have excluded yourself indefinitely');
      expect(alert).toHaveTextContent('Meanwhile games are closed; you can still withdraw your balance.');
      expect(within(alert).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
      expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('never puts an address that is not http(s) in the frame', async () => {
    mockApi({ 'POST casino/hub88launchurl': ok('javascript:alert(1)') });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each(['/casino/play/bm90LWEtZ2FtZQ', '/casino/play/%%%', '/casino/play/eyJjb2RlIjoxfQ==', '/casino/play'])('shows "not found" for %s, and calls nothing', (path) => {
    const api = mockApi();
    renderPlay(path);
    expect(screen.getByRole('heading', { name: 'Oyun bulunamadı' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('opens the login dialog for an anonymous player, and launches once signed in', async () => {
    seedSession(null);
    const api = mockHub88Launches();
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    expect(openDialogState.get()?.dialog).toBe('login');
    expect(screen.getByRole('heading', { name: 'Oynamak için giriş yapın' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    act(() => seedSession(authDataFixture()));
    expect(await screen.findByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(1));
  });
});

describe('the address of a game page', () => {
  it('is the game code: the page asks the catalogue for the game (GET casino/game/{code}) and plays it', async () => {
    const api = mockApi({ 'GET casino/game/sans-carki': () => ok(hub88), 'POST casino/hub88launchurl': () => ok(gameUrl(1)) });
    renderPlay('/casino/play/sans-carki');
    expect(await screen.findByRole('heading', { level: 1, name: 'Şans Çarkı' })).toBeInTheDocument();
    expect(await screen.findByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(1));
    expect(api.count('GET casino/game/sans-carki')).toBe(1);
  });

  it('an older address carrying the whole game (base64 of its JSON) is redirected to the code, without asking the catalogue', async () => {
    const api = mockApi({ 'POST casino/hub88launchurl': () => ok(gameUrl(1)) });
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/play\/sans-carki$/));
    expect(await screen.findByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(1));
    expect(api.count('GET casino/game/sans-carki')).toBe(0);
  });

  it('keeps the game it was opened with in play when the page renders again (a balance change after a bet)', async () => {
    const api = mockHub88Launches();
    renderPlay(`/casino/play/${encodeGame(hub88)}`);
    const frame = await screen.findByTitle('Şans Çarkı');
    expect(frame).toHaveAttribute('src', gameUrl(1));
    // the bet's balance arrives: the page renders again with the same game in its history state
    act(() => seedSession(authDataFixture({ balance: 90.5 })));
    act(() => seedSession(authDataFixture({ balance: 120 })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.count('POST casino/hub88launchurl')).toBe(1);
    expect(screen.getByTitle('Şans Çarkı')).toBe(frame);
    expect(frame).toHaveAttribute('src', gameUrl(1));
  });

  it('a code the catalogue does not know is "game not found"', async () => {
    mockApi({ 'GET casino/game/no-such-game': () => fail('Oyun bulunamadı.', 404) });
    renderPlay('/casino/play/no-such-game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oyun bulunamadı' })).toBeInTheDocument();
  });
});

describe("the game frame's messages", () => {
  const renderGame = async (game: Game = hub88) => {
    const api = mockHub88Launches();
    renderPlay(`/casino/play/${encodeGame(game)}`);
    const frame = (await screen.findByTitle(game.name)) as HTMLIFrameElement;
    return { api, frame: frame.contentWindow! };
  };

  it.each(['exit', 'com.egt-bg.exit'])('"%s" from the game, in its frame, closes it to the lobby', async (message) => {
    const { frame } = await renderGame();
    post(message, STUDIO, frame);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/slot$/);
  });

  it('"com.egt-bg.reload" launches the game again', async () => {
    const { api, frame } = await renderGame();
    post('com.egt-bg.reload', STUDIO, frame);
    await waitFor(() => expect(screen.getByTitle('Şans Çarkı')).toHaveAttribute('src', gameUrl(2)));
    expect(api.count('POST casino/hub88launchurl')).toBe(2);
    expect(toasts).toEqual([{ kind: 'info', message: 'Oyun yeniden yüklenecek. Lütfen bekleyin...' }]);
  });

  it('ignores the same messages from another origin, from another window, and anything else', async () => {
    const { api, frame } = await renderGame();
    const stranger = document.createElement('iframe');
    document.body.appendChild(stranger);
    try {
      post('exit', 'https://evil.test', frame);
      post('exit', 'http://localhost', frame);
      post('exit', STUDIO, stranger.contentWindow);
      post('exit', STUDIO, window);
      post('com.egt-bg.reload', STUDIO, stranger.contentWindow);
      post('com.egt-bg.reload', 'https://studio.test.evil.test', frame);
      post({ type: 'exit' }, STUDIO, frame);
      post('EXIT', STUDIO, frame);
      expect(screen.getByTestId('where').textContent).toMatch(/^\/casino\/play\//);
      expect(api.count('POST casino/hub88launchurl')).toBe(1);
      expect(toasts).toEqual([]);
    } finally {
      stranger.remove();
    }
  });

  it('stops listening once the game is closed', async () => {
    const { api, frame } = await renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Oyunu kapat' }));
    expect(screen.getByText('lobby')).toBeInTheDocument();
    post('com.egt-bg.reload', STUDIO, frame);
    expect(toasts).toEqual([]);
    expect(api.count('POST casino/hub88launchurl')).toBe(1);
  });
});

describe('SoftGamings markup', () => {
  const SG = 'https://sg.test';
  const markup =
    `<div class="sg-game" data-sg-launch="${SG}/softgamings/launch?token=s1"></div>` +
    `<script src="${SG}/softgamings/embed.js"></script>` +
    // Stands in for embed.js: draws the game's frame into the element, as the real script does.
    `<script>var el = document.querySelector('.sg-game'); var f = document.createElement('iframe'); f.title = 'sg'; el.appendChild(f); el.setAttribute('data-drawn', String(Number(el.getAttribute('data-drawn') || 0) + 1));</script>`;

  it('inserts the markup without its scripts, then appends them as new script elements, which run', async () => {
    const api = mockApi({ 'POST casino/softgamingslaunchurl': ok(markup) });
    renderPlay(`/casino/play/${encodeGame(softGamings)}`);
    const box = await screen.findByTestId('game-markup');
    expect(api.bodies('POST casino/softgamingslaunchurl')).toEqual([{ system: 'sg-sys', pageCode: 'sg-book', isMobile: 0 }]);
    const game = box.querySelector('.sg-game')!;
    expect(game).toHaveAttribute('data-sg-launch', `${SG}/softgamings/launch?token=s1`);
    // The inline script ran exactly once: inserted as HTML it would not have run at all.
    expect(game).toHaveAttribute('data-drawn', '1');
    const scripts = Array.from(box.querySelectorAll('script'));
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([`${SG}/softgamings/embed.js`, null]);
    expect(box.firstElementChild).toBe(game);
  });

  it("accepts messages from the script's origin and the frame it drew, nothing else", async () => {
    mockApi({ 'POST casino/softgamingslaunchurl': ok(markup) });
    renderPlay(`/casino/play/${encodeGame(softGamings)}`);
    const box = await screen.findByTestId('game-markup');
    const frame = box.querySelector('iframe')!.contentWindow!;
    post('exit', 'https://evil.test', frame);
    post('exit', SG, window);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/casino\/play\//);
    post('exit', SG, frame);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/slot$/);
  });
});
