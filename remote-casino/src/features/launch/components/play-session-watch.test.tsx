import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { authDataFixture, fail, mockApi, ok, renderWithProviders, seedSession, type ApiMock } from '@arcadia/shared/testing';
import { closeDialog, eventBus, i18n, openDialog, openDialogState, type Game, type PlaySession, type ResponsibleGamingStatus } from '@arcadia/shared';
import { setViewportWidth } from '../../../testing/viewport';
import { encodeGame } from '../game-param';
import { SESSION_REFRESH_MS } from '../hooks/use-play-session';
import { CasinoDialogs } from './casino-dialogs';
import { PlayRoute } from './play-route';

const START = Date.parse('2026-11-27T10:00:00.000Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const slot: Game = { gameCode: 'sans-carki', name: 'Şans Çarkı', providerName: 'Hub88', mainProviderId: 2, productId: 5, system: 'hub88' };
const GAME_URL = 'https://studio.test/hub88/launch?token=t1';

const sessionOf = (patch: Partial<PlaySession> = {}): PlaySession => ({
  startedAt: iso(START),
  stakes: 120,
  wins: 80,
  net: -40,
  nextRealityCheckAt: iso(START + 60 * MINUTE),
  realityCheckDue: false,
  ...patch,
});
const statusOf = (session: PlaySession): ResponsibleGamingStatus => ({
  limits: [],
  depositLimitDecided: true,
  birthDateKnown: true,
  realityCheckMinutes: 60,
  exclusion: null,
  session,
});

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** The game's page with a session as given; `acknowledged` is what the acknowledgement answers. */
function renderPage(session: PlaySession, acknowledged: PlaySession = sessionOf({ nextRealityCheckAt: iso(START + 120 * MINUTE) })) {
  let current = session;
  const api = mockApi({
    'POST casino/hub88launchurl': ok(GAME_URL),
    'GET responsiblegaming/status': () => ok(statusOf(current)),
    'POST responsiblegaming/acknowledge': () => {
      current = acknowledged;
      return ok(acknowledged);
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/casino/play/*" element={<PlayRoute />} />
        <Route path="*" element={<p>lobby</p>} />
      </Routes>
      <Where />
    </>,
    { routes: [`/casino/play/${encodeGame(slot)}`] },
  );
  return { api, setSession: (next: PlaySession) => void (current = next) };
}

/** Lets the mocked answers and the query cache's notifications through (they wait on timers too). */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const elapsed = () => screen.getByRole('timer', { name: 'Oturum süresi' });
const check = () => screen.queryByRole('dialog', { name: 'Gerçeklik kontrolü' });

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  seedSession(authDataFixture());
});
afterEach(() => {
  act(() => closeDialog());
  jest.useRealTimers();
});

describe('the session on the play bar', () => {
  it('shows the time since the session started, ticking every second, and the net position with its sign', async () => {
    renderPage(sessionOf({ net: -40 }));
    await settle();
    const meter = screen.getByRole('group', { name: 'Oturum' });
    expect(elapsed()).toHaveTextContent(/^0:00:00$/);
    expect(meter).toHaveTextContent('-₺40,00');
    await advance(1000);
    expect(elapsed()).toHaveTextContent(/^0:00:01$/);
    await advance(4000);
    expect(elapsed()).toHaveTextContent(/^0:00:05$/);
  });

  it('counts hours past the first one as h:mm:ss and shows a gain with a plus', async () => {
    renderPage(sessionOf({ startedAt: iso(START - (2 * 3600 + 3 * 60 + 9) * 1000), net: 12.5, nextRealityCheckAt: iso(START + 10 * MINUTE) }));
    await settle();
    expect(elapsed()).toHaveTextContent(/^2:03:09$/);
    expect(screen.getByRole('group', { name: 'Oturum' })).toHaveTextContent('+₺12,50');
  });

  it('reads the status again after a round (the hub’s Balance push) and every 30 seconds', async () => {
    const { api, setSession } = renderPage(sessionOf({ net: -40 }));
    await settle();
    expect(api.count('GET responsiblegaming/status')).toBe(1);
    setSession(sessionOf({ stakes: 130, wins: 100, net: -30 }));
    act(() => eventBus.emit('auth:balance', { balance: 1 }));
    await settle();
    expect(api.count('GET responsiblegaming/status')).toBe(2);
    expect(screen.getByRole('group', { name: 'Oturum' })).toHaveTextContent('-₺30,00');
    await advance(SESSION_REFRESH_MS);
    expect(api.count('GET responsiblegaming/status')).toBe(3);
  });

  it('leaves the bar as it was when the status cannot be read', async () => {
    mockApi({ 'POST casino/hub88launchurl': ok(GAME_URL), 'GET responsiblegaming/status': fail('unavailable', 503) });
    renderWithProviders(<PlayRoute />, { routes: [`/casino/play/${encodeGame(slot)}`] });
    await settle();
    expect(screen.getByTitle('Şans Çarkı')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('the reality check', () => {
  it('opens when the page’s clock reaches nextRealityCheckAt, not before, with the session’s figures', async () => {
    renderPage(sessionOf({ startedAt: iso(START - 59 * MINUTE - 55_000), nextRealityCheckAt: iso(START + 5000) }));
    await settle();
    await advance(4000);
    expect(check()).not.toBeInTheDocument();
    await advance(1000);
    const dialog = check()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Bu oturumda 1:00:00 süredir oynuyorsunuz.');
    expect(within(dialog).getByText('Bahisler').nextElementSibling).toHaveTextContent('₺120,00');
    expect(within(dialog).getByText('Kazançlar').nextElementSibling).toHaveTextContent('₺80,00');
    expect(within(dialog).getByText('Net durum').nextElementSibling).toHaveTextContent('-₺40,00');
    expect(within(dialog).getByRole('link', { name: 'Oyun geçmişini gör' })).toHaveAttribute('href', '/dashboard/game-history');
  });

  it('opens on the hub’s RealityCheck with the figures it carries', async () => {
    renderPage(sessionOf());
    await settle();
    expect(check()).not.toBeInTheDocument();
    const pushed = sessionOf({ startedAt: iso(START - 30 * MINUTE), stakes: 500, wins: 650, net: 150, realityCheckDue: true });
    act(() => eventBus.emit('hub:message', { command: 'RealityCheck', message: JSON.stringify(pushed) }));
    const dialog = check()!;
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText('Bahisler').nextElementSibling).toHaveTextContent('₺500,00');
    expect(within(dialog).getByText('Net durum').nextElementSibling).toHaveTextContent('+₺150,00');
  });

  it('opens on a RealityCheck whose message is not a session, with the status’s figures', async () => {
    const { api } = renderPage(sessionOf());
    await settle();
    act(() => eventBus.emit('hub:message', { command: 'RealityCheck', message: '{oops' }));
    expect(check()).toBeInTheDocument();
    await settle();
    expect(api.count('GET responsiblegaming/status')).toBe(2);
    expect(within(check()!).getByText('Bahisler').nextElementSibling).toHaveTextContent('₺120,00');
  });

  it('opens when the status says a check is due', async () => {
    renderPage(sessionOf({ realityCheckDue: true, nextRealityCheckAt: iso(START + 30 * MINUTE) }));
    await settle();
    expect(check()).toBeInTheDocument();
  });

  it('Continue acknowledges, closes and resumes the same game; the next check comes at the answer’s time', async () => {
    const { api } = renderPage(sessionOf({ nextRealityCheckAt: iso(START + 5000) }), sessionOf({ nextRealityCheckAt: iso(START + 45_000) }));
    await settle();
    const frame = screen.getByTitle('Şans Çarkı');
    await advance(5000);
    fireEvent.click(within(check()!).getByRole('button', { name: 'Devam et' }));
    await settle();
    expect(api.count('POST responsiblegaming/acknowledge')).toBe(1);
    expect(check()).not.toBeInTheDocument();
    // The frame was never unmounted: the round in progress goes on.
    expect(screen.getByTitle('Şans Çarkı')).toBe(frame);
    expect(api.count('POST casino/hub88launchurl')).toBe(1);
    expect(api.count('GET responsiblegaming/status')).toBe(2);

    await advance(45_000 - 5000 - 1000);
    expect(check()).not.toBeInTheDocument();
    await advance(1000);
    expect(check()).toBeInTheDocument();
  });

  it('is not opened again by the page’s clock when the server answers that no check was due (its clock is behind)', async () => {
    const behind = sessionOf({ nextRealityCheckAt: iso(START + 5000) });
    const { api } = renderPage(behind, behind);
    await settle();
    await advance(5000);
    fireEvent.click(within(check()!).getByRole('button', { name: 'Devam et' }));
    await settle();
    expect(check()).not.toBeInTheDocument();
    await advance(SESSION_REFRESH_MS);
    expect(api.count('GET responsiblegaming/status')).toBeGreaterThanOrEqual(3);
    expect(check()).not.toBeInTheDocument();
  });

  it('stays open when the acknowledgement fails, saying why', async () => {
    const { api } = renderPage(sessionOf({ realityCheckDue: true }));
    api.set('POST responsiblegaming/acknowledge', fail('Bağlantı hatası', 503));
    const toasts: string[] = [];
    const sub = eventBus.on('toast').subscribe((t) => toasts.push(t.message));
    try {
      await settle();
      fireEvent.click(within(check()!).getByRole('button', { name: 'Devam et' }));
      await settle();
      expect(check()).toBeInTheDocument();
      expect(toasts).toEqual(['Bağlantı hatası']);
    } finally {
      sub.unsubscribe();
    }
  });

  it('Leave game acknowledges, then goes back to the game’s lobby', async () => {
    const { api } = renderPage(sessionOf({ realityCheckDue: true }));
    await settle();
    fireEvent.click(within(check()!).getByRole('button', { name: 'Oyundan çık' }));
    await settle();
    expect(api.count('POST responsiblegaming/acknowledge')).toBe(1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/slot$/);
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(check()).not.toBeInTheDocument();
  });

  it('does not close on Escape or on a click outside', async () => {
    const { api } = renderPage(sessionOf({ realityCheckDue: true }));
    await settle();
    const dialog = check()!;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Devam et' }), { key: 'Escape' });
    await settle();
    expect(check()).toBeInTheDocument();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) fireEvent.click(overlay);
    await settle();
    expect(check()).toBeInTheDocument();
    expect(api.count('POST responsiblegaming/acknowledge')).toBe(0);
  });

  it('is keyboard complete: Continue has the focus, Tab cycles inside the dialog, Enter answers', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = renderPage(sessionOf({ realityCheckDue: true }));
    await settle();
    // The focus trap moves in on its next turn.
    await settle();
    const dialog = check()!;
    const proceed = within(dialog).getByRole('button', { name: 'Devam et' });
    expect(proceed).toHaveFocus();
    const seen = new Set<Element | null>();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      seen.add(document.activeElement);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(seen).toEqual(new Set([within(dialog).getByRole('link'), within(dialog).getByRole('button', { name: 'Oyundan çık' }), proceed]));
    while (document.activeElement !== proceed) await user.tab();
    await user.keyboard('{Enter}');
    await settle();
    expect(api.count('POST responsiblegaming/acknowledge')).toBe(1);
    expect(check()).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderPage(sessionOf({ realityCheckDue: true, net: 7 }));
      await settle();
      const dialog = screen.getByRole('dialog', { name: 'Reality check' });
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Leave game' })).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'View game history' })).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: 'Session time' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Session' })).toHaveTextContent('+₺7.00');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });
});

describe('the reality check in the play modal (phones)', () => {
  let restoreViewport: () => void = () => undefined;
  beforeAll(() => import('./play-game-modal'));
  beforeEach(() => {
    restoreViewport = setViewportWidth(390);
  });
  afterEach(() => restoreViewport());

  const playInModal = async (session: PlaySession): Promise<ApiMock> => {
    const api = mockApi({
      'POST casino/hub88launchurl': ok(GAME_URL),
      'GET responsiblegaming/status': ok(statusOf(session)),
      'POST responsiblegaming/acknowledge': ok(sessionOf({ nextRealityCheckAt: iso(START + 120 * MINUTE) })),
    });
    renderWithProviders(<CasinoDialogs />);
    act(() => openDialog('playGame', { game: encodeGame(slot) }));
    await settle();
    await settle();
    return api;
  };

  it('shows the session on the modal’s bar and keeps the game open on Escape under the check', async () => {
    await playInModal(sessionOf({ nextRealityCheckAt: iso(START + 3000) }));
    const player = screen.getByRole('dialog', { name: 'Şans Çarkı' });
    expect(within(player).getByRole('timer', { name: 'Oturum süresi' })).toHaveTextContent('0:00:00');
    await advance(3000);
    expect(check()).toBeInTheDocument();
    fireEvent.keyDown(check()!, { key: 'Escape' });
    await settle();
    expect(check()).toBeInTheDocument();
    expect(openDialogState.get()?.dialog).toBe('playGame');
    expect(screen.getByTitle('Şans Çarkı')).toBeInTheDocument();
  });

  it('Leave game acknowledges and closes the modal', async () => {
    const api = await playInModal(sessionOf({ realityCheckDue: true }));
    fireEvent.click(within(check()!).getByRole('button', { name: 'Oyundan çık' }));
    await settle();
    expect(api.count('POST responsiblegaming/acknowledge')).toBe(1);
    expect(openDialogState.get()).toBeNull();
  });
});
