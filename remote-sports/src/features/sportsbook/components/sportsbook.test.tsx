import { Suspense, use, useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from '@arcadia/ui/router';
import { authDataFixture, mockApi, ok, renderWithProviders, seedSession, seedSiteContent } from '@arcadia/shared/testing';
import { QueryObserver } from '@tanstack/react-query';
import { closeDialog, eventBus, i18n, walletBalanceQuery, type AppEvents, type SiteContent } from '@arcadia/shared';
import manifest from '../../../manifest';
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_TIMEOUT_MS } from '../hooks/use-sportsbook-frame';
import { REMEMBERED_URLS_KEY, SITE_OPTION_KEYS } from '../frame-source';
import { SportsRoutes } from './sports-routes';

const BOOK = 'http://sports.test:8083';
const SITE = window.location.origin;
const player = authDataFixture({
  balance: 250,
  betsyUrl: `${BOOK}/fcg`,
  betsyToken: 'fcg-token',
  betcoUrl: `${BOOK}/betco`,
  betcoToken: 'betco-token',
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** Mounted the way the shell mounts it: at each route of the manifest, anything else its 404 page. */
const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        {manifest.routes.map((route) => (
          <Route key={route.path} path={`/${route.path}`} element={<SportsRoutes />} />
        ))}
        <Route path="*" element={<p>404</p>} />
      </Routes>
      <Where />
      <Link to="/spor/fcg">menu: sports plus</Link>
    </>,
    { routes: [path] },
  );

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;
const frameUrl = () => new URL(frame().src);
const where = () => screen.getByTestId('where').textContent;

/** A message the way a frame's `parent.postMessage` arrives. */
const receive = (data: unknown, { origin = BOOK, source = frame().contentWindow }: { origin?: string; source?: Window | null } = {}) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

/** The frame answers: it is ready and this tall. */
const ready = (height = 1800) => receive({ type: 'size', height });

/** What the site posted to the frame, with the target origin of each. */
function spyOnFrame() {
  const target = frame().contentWindow as Window;
  return jest.spyOn(target, 'postMessage').mockImplementation(() => undefined);
}
const posted = (spy: jest.SpyInstance) => spy.mock.calls.map(([message, origin]) => ({ message, origin }));

const events: { type: string; payload: unknown }[] = [];
let eventsSub: { unsubscribe: () => void } | undefined;

beforeEach(() => {
  window.localStorage.clear();
  seedSession(player);
  seedSiteContent({ siteOption: [] } as unknown as SiteContent);
  events.length = 0;
  eventsSub = eventBus.all().subscribe((event) => events.push(event));
});
afterEach(() => {
  eventsSub?.unsubscribe();
  closeDialog();
  jest.useRealTimers();
});

const emitted = <K extends keyof AppEvents>(type: K) => events.filter((e) => e.type === type).map((e) => e.payload as AppEvents[K]);

describe('sports routes', () => {
  it.each([
    ['/spor', '/spor/fcg'],
    ['/livespor', '/livespor/fcg'],
  ])('%s leads to the default integration, High Rate (fcg)', async (from, to) => {
    renderAt(from);
    expect(where()).toBe(to);
    expect(await screen.findByRole('link', { name: /Plus/ })).toHaveAttribute('aria-current', 'page');
    expect(frameUrl().origin + frameUrl().pathname).toBe(`${BOOK}/fcg/`);
  });

  it('opens the frame in prematch mode under /spor and live mode under /livespor', () => {
    const { unmount } = renderAt('/spor/betco');
    expect(frameUrl().searchParams.get('mode')).toBe('prematch');
    expect(frameUrl().pathname).toBe('/betco/');
    unmount();
    renderAt('/livespor/fcg');
    expect(frameUrl().searchParams.get('mode')).toBe('live');
  });

  it('builds the address from authData: token, language, path and the site as parent', () => {
    renderAt('/spor/fcg');
    const url = frameUrl();
    expect(url.origin).toBe(BOOK);
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'prematch', lang: 'tr', token: 'fcg-token', path: '/', parent: SITE });
  });

  it('opens a deep address at the frame`s page, so reloads and shared links land there', () => {
    renderAt('/spor/betco/match/fb-20261126-3');
    expect(frameUrl().searchParams.get('path')).toBe('/match/fb-20261126-3');
    expect(frameUrl().searchParams.get('token')).toBe('betco-token');
  });

  it.each(['/spor/bet365', '/livespor/unknown/match/1', '/sporx'])('%s is the site`s 404 page', (path) => {
    renderAt(path);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(frame()).toBeNull();
  });

  it('switches integrations with links above the frame, fcg marked High Rate', () => {
    renderAt('/livespor/fcg');
    const nav = screen.getByRole('navigation', { name: 'Bahis platformu' });
    expect(nav).toHaveTextContent('Yüksek Oran');
    fireEvent.click(screen.getByRole('link', { name: 'Klasik' }));
    expect(where()).toBe('/livespor/betco');
    expect(frameUrl().pathname).toBe('/betco/');
  });
});

describe('the frame`s messages', () => {
  it('is loading (skeleton, frame hidden) until the frame speaks, then sizes the frame to its content', () => {
    renderAt('/spor/fcg');
    expect(screen.getByRole('status', { name: 'Bahis bülteni yükleniyor' })).toBeInTheDocument();
    ready(2140.4);
    expect(screen.queryByRole('status', { name: 'Bahis bülteni yükleniyor' })).not.toBeInTheDocument();
    expect(frame().style.height).toBe('2141px');
    expect(frame()).toHaveAttribute('scrolling', 'no');
    ready(900);
    expect(frame().style.height).toBe('900px');
  });

  it('ignores messages from another origin, from another window, and malformed ones', () => {
    renderAt('/spor/fcg');
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    receive({ type: 'size', height: 700 }, { origin: 'http://evil.test' });
    receive({ type: 'size', height: 700 }, { origin: `${BOOK}.evil.test` });
    receive({ type: 'size', height: 700 }, { source: other.contentWindow });
    receive({ type: 'size', height: 700 }, { source: window });
    receive({ type: 'login' }, { origin: 'http://evil.test' });
    receive({ type: 'route', path: '/x' }, { source: other.contentWindow });
    receive({ type: 'size', height: 1e12 });
    receive('{"type":"login"}');
    receive({ type: 'route', path: '//evil.test/phish' });
    expect(screen.getByRole('status', { name: 'Bahis bülteni yükleniyor' })).toBeInTheDocument();
    expect(frame().style.height).toBe('');
    expect(emitted('dialog:open')).toEqual([]);
    expect(where()).toBe('/spor/fcg');
    other.remove();
  });

  it('follows the frame`s page in the site`s address (replacing it) without reloading the frame', () => {
    renderAt('/spor/fcg');
    ready();
    const element = frame();
    const src = element.src;
    receive({ type: 'route', path: '/match/fb-20261126-3' });
    expect(where()).toBe('/spor/fcg/match/fb-20261126-3');
    receive({ type: 'route', path: '/live?sport=basketball' });
    expect(where()).toBe('/spor/fcg/live?sport=basketball');
    expect(frame()).toBe(element);
    expect(frame().src).toBe(src);
  });

  it('opens the page the site navigates to (its menu) in the frame', () => {
    renderAt('/spor/fcg');
    ready();
    receive({ type: 'route', path: '/match/fb-1' });
    fireEvent.click(screen.getByRole('link', { name: 'menu: sports plus' }));
    expect(where()).toBe('/spor/fcg');
    expect(frameUrl().searchParams.get('path')).toBe('/');
  });

  it.each([
    [{ type: 'deposit' }, 'deposit'],
    [{ type: 'notEnoughBalance' }, 'deposit'],
  ])('%j opens the deposit dialog for a signed-in player', (message, dialog) => {
    renderAt('/spor/fcg');
    ready();
    receive(message);
    expect(emitted('dialog:open')).toEqual([{ dialog }]);
  });

  it('says why when the stake is refused for the balance', () => {
    renderAt('/spor/fcg');
    ready();
    receive({ type: 'notEnoughBalance' });
    expect(emitted('toast')).toEqual([{ kind: 'warning', message: 'Bu bahis için bakiyeniz yetersiz. Para yatırarak devam edebilirsiniz.' }]);
  });

  it.each([
    [{ type: 'login' }, 'login'],
    [{ type: 'register' }, 'register'],
    [{ type: 'deposit' }, 'login'],
    [{ type: 'notEnoughBalance' }, 'login'],
  ])('%j opens the %s dialog for a visitor', (message, dialog) => {
    seedSession(null);
    window.localStorage.setItem(REMEMBERED_URLS_KEY, JSON.stringify({ fcg: `${BOOK}/fcg` }));
    renderAt('/spor/fcg');
    ready();
    receive(message);
    expect(emitted('dialog:open')).toEqual([{ dialog }]);
  });

  it('after a slip the site\'s balance entry is asked for again (the header and its menu follow it); a new balance reaches the frame', async () => {
    const api = mockApi({ 'GET user/balance': ok({ balance: 225, cash: 175, bonus: 50, held: 0, bonusProduct: 'casino' }) });
    const { queryClient } = renderAt('/spor/fcg');
    // the shell's balance channel keeps this entry observed while a player is signed in
    const unobserve = new QueryObserver(queryClient, walletBalanceQuery).subscribe(() => undefined);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    ready();
    const spy = spyOnFrame();
    const before = api.count('GET user/balance');
    await act(async () => {
      receive({ type: 'betPlaced', slipId: 'S-1', stake: 25 });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api.count('GET user/balance')).toBe(before + 1);
    expect(queryClient.getQueryData(walletBalanceQuery.queryKey)).toEqual({ balance: 225, cash: 175, bonus: 50, held: 0, bonusProduct: 'casino' });
    await act(async () => eventBus.emit('auth:balance', { balance: 225 }));
    expect(posted(spy)).toContainEqual({ message: { type: 'balance', amount: 225 }, origin: BOOK });
    unobserve();
  });
});

describe('what the site tells the frame', () => {
  it('sends the balance when the frame is ready and after every balance the hub or a poll brings, to the exact origin', async () => {
    renderAt('/spor/fcg');
    const spy = spyOnFrame();
    await act(async () => ready());
    expect(posted(spy)).toEqual([{ message: { type: 'balance', amount: 250 }, origin: BOOK }]);
    await act(async () => eventBus.emit('auth:balance', { balance: 240.5 }));
    await act(async () => seedSession({ ...player, balance: 199 }));
    expect(posted(spy).slice(1)).toEqual([
      { message: { type: 'balance', amount: 240.5 }, origin: BOOK },
      { message: { type: 'balance', amount: 199 }, origin: BOOK },
    ]);
    expect(posted(spy).every(({ origin }) => origin === BOOK)).toBe(true);
  });

  it('posts nothing before the frame is ready', async () => {
    renderAt('/spor/fcg');
    const spy = spyOnFrame();
    await act(async () => eventBus.emit('auth:balance', { balance: 10 }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('tells the frame about a sign-in and a sign-out without reloading it', async () => {
    seedSession(null);
    seedSiteContent({ siteOption: [{ key: SITE_OPTION_KEYS.fcg, value: `${BOOK}/fcg`, status: true }] } as unknown as SiteContent);
    renderAt('/spor/fcg');
    expect(frameUrl().searchParams.get('token')).toBe('');
    const element = frame();
    const spy = spyOnFrame();
    await act(async () => ready());
    expect(spy).not.toHaveBeenCalled();

    await act(async () => seedSession(player));
    expect(posted(spy)).toContainEqual({ message: { type: 'loggedIn', token: 'fcg-token' }, origin: BOOK });
    expect(frame()).toBe(element);

    spy.mockClear();
    await act(async () => seedSession(null));
    expect(posted(spy)).toEqual([{ message: { type: 'loggedOut' }, origin: BOOK }]);
    expect(frame()).toBe(element);
  });

  it('tells the frame about a sign-in that happened while it was loading, once it is ready', async () => {
    seedSession(null);
    window.localStorage.setItem(REMEMBERED_URLS_KEY, JSON.stringify({ fcg: `${BOOK}/fcg` }));
    renderAt('/spor/fcg');
    const spy = spyOnFrame();
    await act(async () => seedSession(player));
    expect(spy).not.toHaveBeenCalled();
    await act(async () => ready());
    expect(posted(spy)).toEqual(
      expect.arrayContaining([
        { message: { type: 'loggedIn', token: 'fcg-token' }, origin: BOOK },
        { message: { type: 'balance', amount: 250 }, origin: BOOK },
      ]),
    );
  });

  it('tells the frame the new language', async () => {
    renderAt('/spor/fcg');
    const spy = spyOnFrame();
    await act(async () => ready());
    spy.mockClear();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    try {
      expect(posted(spy)).toEqual([{ message: { type: 'locale', locale: 'en' }, origin: BOOK }]);
      expect(frame().src).toContain('lang=tr');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('tr');
      });
    }
  });
});

describe('during a time-out or another exclusion', () => {
  const status = (exclusion: unknown) => ok({ limits: [], depositLimitDecided: true, birthDateKnown: true, realityCheckMinutes: 60, exclusion, session: null });

  it('says above the frame until when betting is closed, and offers the withdrawal; the odds stay', async () => {
    // an end far ahead: the notice shows only while the time-out runs by the test's own clock
    mockApi({ 'GET responsiblegaming/status': status({ type: 'timeout', until: '2099-11-29T17:51:00.000Z' }) });
    renderAt('/spor/fcg');
    const notice = await screen.findByRole('region', { name: 'Bahis kapalı' });
    expect(notice).toHaveTextContent('29 Kas 2099 20:51 tarihine kadar moladasınız');
    expect(notice).toHaveTextContent('Bu sürede bahis kapalı; oranları görebilir, bakiyenizi çekebilirsiniz.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Para Çek' }));
    expect(emitted('dialog:open')).toContainEqual({ dialog: 'withdraw' });
    // the frame still opens, with the player's token: it knows the player is signed in
    expect(frameUrl().searchParams.get('token')).toBe('fcg-token');
  });

  it('names an indefinite self-exclusion in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      mockApi({ 'GET responsiblegaming/status': status({ type: 'selfexclusion', until: null }) });
      renderAt('/livespor/betco');
      const notice = await screen.findByRole('region', { name: 'Betting closed' });
      expect(notice).toHaveTextContent('You have excluded yourself indefinitely');
      expect(notice).toHaveTextContent('Meanwhile betting is closed; you can still see the odds and withdraw your balance.');
      expect(within(notice).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('says nothing without an exclusion, or once it has ended, and asks nothing for a visitor', async () => {
    const api = mockApi({ 'GET responsiblegaming/status': status({ type: 'timeout', until: '2020-01-01T00:00:00.000Z' }) });
    const { unmount } = renderAt('/spor/fcg');
    await act(() => Promise.resolve());
    expect(api.count('GET responsiblegaming/status')).toBe(1);
    expect(screen.queryByRole('region', { name: 'Bahis kapalı' })).not.toBeInTheDocument();
    unmount();
    seedSession(null);
    renderAt('/spor/fcg');
    await act(() => Promise.resolve());
    expect(api.count('GET responsiblegaming/status')).toBe(1);
  });
});

describe('when the sportsbook cannot be shown', () => {
  it('says so 15 s after the frame`s page loaded without a word from it, and retry opens it again', () => {
    jest.useFakeTimers();
    renderAt('/spor/fcg');
    const first = frame();
    // A slow page is not a silent one: the wait starts when the frame's page has loaded.
    act(() => jest.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.load(first);
    act(() => jest.advanceTimersByTime(FRAME_READY_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Bahis bülteni yüklenemedi');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Bahis bülteni yükleniyor' })).toBeInTheDocument();
    expect(frame()).not.toBe(first);
    ready();
    expect(screen.queryByRole('status', { name: 'Bahis bülteni yükleniyor' })).not.toBeInTheDocument();
  });

  it('says so when the frame`s page never finishes loading', () => {
    jest.useFakeTimers();
    renderAt('/spor/fcg');
    act(() => jest.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Bahis bülteni yüklenemedi');
  });

  it('is ready although its first size came while a loading part of the page hid it: the site says hello again', async () => {
    jest.useFakeTimers();
    seedSession(null);
    seedSiteContent({ siteOption: [{ key: SITE_OPTION_KEYS.fcg, value: `${BOOK}/fcg`, status: true }] } as unknown as SiteContent);
    // A part of the page that is still loading (a remote, a lazy page) suspends the boundary the
    // sportsbook is in: React hides the page and removes its layout effects and refs until it is in.
    let hide: (wait: Promise<void> | null) => void = () => undefined;
    function LoadingPart({ wait }: { wait: Promise<void> | null }) {
      if (wait) use(wait);
      return null;
    }
    function Page() {
      const [wait, setWait] = useState<Promise<void> | null>(null);
      hide = setWait;
      return (
        <Suspense fallback={<p>loading a part</p>}>
          <Routes>
            <Route path="/spor/*" element={<SportsRoutes />} />
          </Routes>
          <LoadingPart wait={wait} />
        </Suspense>
      );
    }
    renderWithProviders(<Page />, { routes: ['/spor/fcg'] });
    const element = frame();
    const window_ = element.contentWindow as Window;
    // The frame answers every hello with its size, as the sportsbook's page does.
    const said = jest.spyOn(window_, 'postMessage').mockImplementation((message: unknown) => {
      if ((message as { type?: string }).type === 'hello') {
        queueMicrotask(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'size', height: 900 }, origin: BOOK, source: window_ })));
      }
    });

    let loaded: () => void = () => undefined;
    await act(async () => hide(new Promise<void>((resolve) => (loaded = resolve))));
    expect(screen.getByText('loading a part')).toBeInTheDocument();
    // Meanwhile the frame's page loads and says its size: nobody listens.
    fireEvent.load(element);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'size', height: 900 }, origin: BOOK, source: window_ }));
    await act(async () => {
      loaded();
      await Promise.resolve();
    });
    await act(async () => hide(null));
    expect(frame()).toBe(element);
    expect(said.mock.calls.map(([message, origin]) => ({ message, origin }))).toContainEqual({ message: { type: 'hello' }, origin: BOOK });
    act(() => jest.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.arc-sportsbook__stage')).toHaveAttribute('data-status', 'ready');
    expect(frame().style.height).toBe('900px');
  });

  it('shows the frame when its answer comes late', () => {
    jest.useFakeTimers();
    renderAt('/spor/fcg');
    fireEvent.load(frame());
    act(() => jest.advanceTimersByTime(FRAME_READY_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    ready(1200);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame().style.height).toBe('1200px');
  });

  it('tells a visitor to log in when no source names the sportsbook`s address', () => {
    seedSession(null);
    renderAt('/spor/fcg');
    expect(frame()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Bahis bültenini açmak için giriş yapın.');
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(emitted('dialog:open')).toEqual([{ dialog: 'login' }]);
  });

  it('opens the frame once the visitor signs in', () => {
    seedSession(null);
    renderAt('/livespor/betco/match/1');
    act(() => seedSession(player));
    expect(frameUrl().searchParams.get('token')).toBe('betco-token');
    expect(frameUrl().searchParams.get('path')).toBe('/match/1');
  });

  it('refuses an address that is no http(s) URL', () => {
    seedSession({ ...player, betsyUrl: 'javascript:alert(1)' });
    renderAt('/spor/fcg');
    expect(frame()).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
