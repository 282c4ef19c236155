import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authDataFixture, fail, mockApi, ok, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { closeDialog, eventBus, openDialog, openDialogState, type AppEvents, type Game } from '@arcadia/shared';
import { useLocation, useNavigate } from '@arcadia/ui/router';
import { setViewportWidth } from '../../../testing/viewport';
import { encodeGame } from '../game-param';
import { CasinoDialogs } from './casino-dialogs';

const STUDIO = 'https://studio.test';
const gameOf = (providerName: string): Game => ({ gameCode: 'g-1', name: `${providerName} Oyunu`, providerName, mainProviderId: 1, productId: 2, system: 'sys' });
const ROUTE: Record<string, string> = {
  Digitain: 'POST casino/dtlaunchurl',
  EveryMatrix: 'POST casino/emlaunchurl',
  Amusnet: 'POST casino/amusnetlaunchurl',
  'Egt Digital': 'POST casino/egtlaunchurl',
  Hub88: 'POST casino/hub88launchurl',
  SoftGamings: 'POST casino/softgamingslaunchurl',
};

// The modal is a lazy chunk: loaded once up front, so no test's first wait includes compiling it.
beforeAll(() => import('./play-game-modal'));

const toasts: AppEvents['toast'][] = [];
let toastSub: { unsubscribe: () => void } | undefined;
let restoreViewport: () => void = () => undefined;
beforeEach(() => {
  seedSession(authDataFixture());
  restoreViewport = setViewportWidth(390);
  toasts.length = 0;
  toastSub = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
});
afterEach(() => {
  toastSub?.unsubscribe();
  restoreViewport();
  act(() => closeDialog());
});

/** Where the router is, and the browser's Back. */
function History() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
    </>
  );
}

const play = (game: Game) => {
  renderWithProviders(<CasinoDialogs />);
  act(() => openDialog('playGame', { game: encodeGame(game) }));
};

describe('the play modal (phones)', () => {
  it('is a dialog named by the game, with the same player as the page, launched as mobile', async () => {
    const api = mockApi({ 'POST casino/egtlaunchurl': ok(`${STUDIO}/egt/launch?token=1`) });
    play(gameOf('Egt Digital'));
    const dialog = await screen.findByRole('dialog', { name: 'Egt Digital Oyunu' });
    expect(await screen.findByTitle('Egt Digital Oyunu')).toHaveAttribute('src', `${STUDIO}/egt/launch?token=1`);
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Oyunu yeniden yükle' }));
    expect(api.bodies('POST casino/egtlaunchurl')).toEqual([{ platform: 2, gameCode: 'g-1', language: 'tr', lobbyUrl: 'http://localhost/casino/slot' }]);
  });

  it('closes from its close button', async () => {
    mockApi({ 'POST casino/dtlaunchurl': ok(`${STUDIO}/digitain/launch?token=1`) });
    play(gameOf('Digitain'));
    fireEvent.click(await screen.findByRole('button', { name: 'Oyunu kapat' }));
    expect(openDialogState.get()).toBeNull();
  });

  it('closes on Back, and the address stays the lobby under it', async () => {
    mockApi({ 'POST casino/dtlaunchurl': ok(`${STUDIO}/digitain/launch?token=1`) });
    renderWithProviders(
      <>
        <CasinoDialogs />
        <History />
      </>,
      { routes: ['/', '/casino/slot'] },
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/casino/slot');
    act(() => openDialog('playGame', { game: encodeGame(gameOf('Digitain')) }));
    await screen.findByRole('dialog', { name: 'Digitain Oyunu' });
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(openDialogState.get()).toBeNull());
    expect(screen.getByTestId('where')).toHaveTextContent('/casino/slot');
    // and a second Back leaves the lobby as it would have without the game
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('closing it from its button takes its step out of the history', async () => {
    mockApi({ 'POST casino/dtlaunchurl': ok(`${STUDIO}/digitain/launch?token=1`) });
    renderWithProviders(
      <>
        <CasinoDialogs />
        <History />
      </>,
      { routes: ['/', '/casino/slot'] },
    );
    act(() => openDialog('playGame', { game: encodeGame(gameOf('Digitain')) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oyunu kapat' }));
    expect(openDialogState.get()).toBeNull();
    // Back now leaves the lobby: no step of the closed game is left to swallow it
    await act(() => Promise.resolve());
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(openDialogState.get()).toBeNull();
  });

  it.each(['exit', 'com.egt-bg.exit'])('closes on "%s" from the game\'s frame', async (message) => {
    mockApi({ 'POST casino/egtlaunchurl': ok(`${STUDIO}/egt/launch?token=1`) });
    play(gameOf('Egt Digital'));
    const frame = (await screen.findByTitle('Egt Digital Oyunu')) as HTMLIFrameElement;
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://evil.test', source: frame.contentWindow })));
    expect(openDialogState.get()?.dialog).toBe('playGame');
    act(() => void window.dispatchEvent(new MessageEvent('message', { data: message, origin: STUDIO, source: frame.contentWindow })));
    expect(openDialogState.get()).toBeNull();
  });

  it.each(['Egt Digital', 'Hub88', 'SoftGamings'])("closes after toasting the server's message when a %s launch fails", async (provider) => {
    mockApi({ [ROUTE[provider]!]: fail('Oyun bulunamadı', 404) });
    play(gameOf(provider));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Oyun bulunamadı' }]));
    expect(openDialogState.get()).toBeNull();
  });

  it('stays open when a time-out refuses the game: until when, the withdrawal, no retry', async () => {
    mockApi({ 'POST casino/hub88launchurl': fail('Oyuna kapalı.', 422, { exclusion: { type: 'timeout', until: '2026-11-29T17:51:00.000Z' } }) });
    play(gameOf('Hub88'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('29 Kas 2026 20:51 tarihine kadar moladasınız');
    expect(openDialogState.get()?.dialog).toBe('playGame');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Para Çek' }));
    expect(openDialogState.get()?.dialog).toBe('withdraw');
  });

  it.each(['Digitain', 'EveryMatrix', 'Amusnet'])('stays open with a retry when a %s launch fails', async (provider) => {
    let calls = 0;
    const api = mockApi({ [ROUTE[provider]!]: () => (++calls === 1 ? fail('Sunucu meşgul', 503) : ok(`${STUDIO}/x/launch?token=2`)) });
    play(gameOf(provider));
    const alert = await screen.findByRole('alert');
    expect(toasts).toEqual([{ kind: 'error', message: 'Sunucu meşgul' }]);
    expect(openDialogState.get()?.dialog).toBe('playGame');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTitle(`${provider} Oyunu`)).toHaveAttribute('src', `${STUDIO}/x/launch?token=2`);
    expect(alert).not.toBeInTheDocument();
    expect(api.count(ROUTE[provider]!)).toBe(2);
  });

  it('gives way to the deposit dialog, and the game comes back, launched anew, when the deposit closes', async () => {
    let n = 0;
    const api = mockApi({ 'POST casino/hub88launchurl': () => ok(`${STUDIO}/hub88/launch?token=${++n}`) });
    play(gameOf('Hub88'));
    await screen.findByTitle('Hub88 Oyunu');
    fireEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    expect(openDialogState.get()?.dialog).toBe('deposit');
    await waitFor(() => expect(screen.queryByTitle('Hub88 Oyunu')).not.toBeInTheDocument());
    act(() => closeDialog('deposit'));
    await waitFor(() => expect(openDialogState.get()?.dialog).toBe('playGame'));
    expect(await screen.findByTitle('Hub88 Oyunu')).toHaveAttribute('src', `${STUDIO}/hub88/launch?token=2`);
    expect(api.count('POST casino/hub88launchurl')).toBe(2);
  });

  it('does not come back when another dialog follows the deposit', async () => {
    mockApi({ 'POST casino/hub88launchurl': ok(`${STUDIO}/hub88/launch?token=1`) });
    play(gameOf('Hub88'));
    await screen.findByTitle('Hub88 Oyunu');
    fireEvent.click(screen.getByRole('button', { name: 'Para Yatır' }));
    act(() => openDialog('login'));
    act(() => closeDialog());
    await act(() => Promise.resolve());
    expect(openDialogState.get()).toBeNull();
  });

  it('says "not found" for props that are no game', async () => {
    const api = mockApi();
    renderWithProviders(<CasinoDialogs />);
    act(() => openDialog('playGame', { game: 'bm90LWEtZ2FtZQ' }));
    expect(await screen.findByRole('heading', { name: 'Oyun bulunamadı' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
