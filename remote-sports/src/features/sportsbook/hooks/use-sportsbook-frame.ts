import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  eventBus,
  openDialog,
  parseSportsbookMessage,
  session as sessionStore,
  showToast,
  useSession,
  useRefreshWalletBalance,
  useSiteContent,
  type LanguageCode,
  type SportsbookFrameMessage,
  type SportsbookSiteMessage,
} from '@arcadia/shared';
import { frameAddress, httpOriginOf } from '../frame-address';
import { rememberUrls, resolveFrameSource, tokenOf } from '../frame-source';
import { SECTIONS, framePathOf, samePage, siteAddressOf, type Integration, type Section } from '../integrations';
import { SPORTS_NS } from '../../../i18n';

/**
 * A frame whose page has loaded but has not said a word of the contract by then is taken as down.
 * Counted from the frame's `load` event, not its opening: on a slow line or a busy phone the page
 * itself may take longer than that, and a sportsbook that is merely slow should not be called down.
 */
export const FRAME_READY_TIMEOUT_MS = 15_000;
/** A frame whose page never finishes loading (a partner that accepts and never answers) is down after this. */
export const FRAME_LOAD_TIMEOUT_MS = 45_000;

/**
 * - `unavailable`: no source names the integration's address (an anonymous visitor on a site whose
 *   content does not say it);
 * - `loading`: the frame is on its way; it is ready at its first message of the contract;
 * - `ready`: the frame spoke (its `size` sizes it);
 * - `failed`: no message within `FRAME_READY_TIMEOUT_MS` of the frame's page loading, or no page
 *   within `FRAME_LOAD_TIMEOUT_MS`.
 */
export type FrameStatus = 'unavailable' | 'loading' | 'ready' | 'failed';

/** One opening of the frame: a new one (new address, new element) on retry, a site navigation or a new base URL. */
export interface FrameLoad {
  id: number;
  src: string;
  origin: string;
  baseUrl: string;
  /** What the frame was opened with; the site posts only what changes after. */
  token: string;
  lang: LanguageCode;
}

export interface SportsbookFrame {
  status: FrameStatus;
  load: FrameLoad | null;
  /** The frame's content height once it reported one. */
  height: number | null;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The frame element's `load` handler: the wait for its first message starts there, and the site says `hello`. */
  onFrameLoad: (event?: { currentTarget: HTMLIFrameElement }) => void;
  /** Opens the frame again at the current page (and reads the sources of its address again). */
  retry: () => void;
}

const languageOf = (language: string | undefined): LanguageCode =>
  LANGUAGES.includes(language as LanguageCode) ? (language as LanguageCode) : DEFAULT_LANGUAGE;

let nextLoadId = 1;

/**
 * One sportsbook frame and the messages both ways. Messages count only when they come from the
 * frame's origin and from the frame's own window (any page can post to this window); the site posts
 * to the frame's exact origin, never `*`. The frame's address is built once per opening: a sign-in,
 * a language change or a route the frame reports is a message, not a reload.
 */
export function useSportsbookFrame(section: Section, integration: Integration): SportsbookFrame {
  const { t, i18n } = useTranslation(SPORTS_NS);
  const lang = languageOf(i18n.language);
  const session = useSession();
  const content = useSiteContent();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const framePath = framePathOf(pathname, search, section, integration);
  const mode = SECTIONS[section];

  const [sourceCheck, setSourceCheck] = useState(0);
  // The storage fallback is read again on retry (`sourceCheck`), not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(() => resolveFrameSource(integration, session, content), [integration, session, content, sourceCheck]);
  const token = tokenOf(session, integration);

  useEffect(() => rememberUrls(session), [session]);

  const open = useCallback(
    (path: string): FrameLoad | null => {
      const origin = httpOriginOf(source.baseUrl);
      if (!source.baseUrl || !origin) return null;
      const parent = window.location.origin;
      return {
        id: nextLoadId++,
        src: frameAddress({ baseUrl: source.baseUrl, mode, lang, token, path, parent }),
        origin,
        baseUrl: source.baseUrl,
        token,
        lang,
      };
    },
    [source.baseUrl, mode, lang, token],
  );

  const [load, setLoad] = useState<FrameLoad | null>(() => open(framePath));
  const [ready, setReady] = useState<{ id: number; height: number } | null>(null);
  const [timedOut, setTimedOut] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<number | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  // The latest values for the listeners, which live as long as one opening of the frame.
  const latest = useRef({ framePath, open });
  latest.current = { framePath, open };

  // Another base URL (signed in on another sportsbook host, an address that appeared): open it there.
  useEffect(() => {
    if ((load?.baseUrl ?? null) !== source.baseUrl) setLoad(latest.current.open(latest.current.framePath));
  }, [source.baseUrl, load?.baseUrl]);

  // The site's address of the frame's current page: moving there is the frame's doing, anywhere else the site's.
  const reported = useRef(address);
  useEffect(() => {
    if (samePage(address, reported.current)) return;
    reported.current = address;
    // The site navigated (its menu, back or forward): the frame opens that page.
    setLoad(latest.current.open(latest.current.framePath));
  }, [address]);

  const status: FrameStatus = !load ? 'unavailable' : ready?.id === load.id ? 'ready' : timedOut === load.id ? 'failed' : 'loading';

  const pageLoaded = load !== null && loaded === load.id;
  useEffect(() => {
    if (!load) return;
    const timer = window.setTimeout(() => setTimedOut(load.id), pageLoaded ? FRAME_READY_TIMEOUT_MS : FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [load, pageLoaded]);

  // Asks the frame for its size (`hello`): its answer makes it ready even when its first `size` was missed.
  const greet = useCallback((target: Window | null | undefined) => {
    if (load && target) target.postMessage({ type: 'hello' } satisfies SportsbookSiteMessage, load.origin);
  }, [load]);

  const onFrameLoad = useCallback(
    (event?: { currentTarget: HTMLIFrameElement }) => {
      if (!load) return;
      setLoaded(load.id);
      // The element itself, not the ref: a part of the page that is loading may hide this one and detach its refs.
      greet(event?.currentTarget.contentWindow ?? frameRef.current?.contentWindow);
    },
    [load, greet],
  );

  // What the frame knows, so only changes are posted.
  const known = useRef<{ token: string; lang: LanguageCode } | null>(null);

  const post = useCallback(
    (message: SportsbookSiteMessage) => {
      const target = frameRef.current?.contentWindow;
      if (load && target) target.postMessage(message, load.origin);
    },
    [load],
  );

  const refreshBalance = useRefreshWalletBalance();
  const handlers = useRef<(message: SportsbookFrameMessage) => void>(() => {});
  handlers.current = (message) => {
    const signedIn = Boolean(sessionStore.get());
    switch (message.type) {
      case 'size':
        return;
      case 'route': {
        const to = siteAddressOf(section, integration, message.path);
        reported.current = to;
        if (!samePage(to, address)) navigate(to, { replace: true });
        return;
      }
      case 'login':
      case 'register':
        // A signed-in player's frame that asks for a login missed the sign-in: tell it again.
        if (signedIn && token) post({ type: 'loggedIn', token });
        else if (!signedIn) openDialog(message.type);
        return;
      case 'deposit':
        openDialog(signedIn ? 'deposit' : 'login');
        return;
      case 'notEnoughBalance':
        if (!signedIn) {
          openDialog('login');
          return;
        }
        showToast('warning', t('notEnoughBalance'));
        openDialog('deposit');
        return;
      case 'betPlaced':
        // The hub pushes the new balance too; this asks at once, so the header never lags the slip.
        if (signedIn) void refreshBalance();
        return;
    }
  };

  // A layout effect, not a passive one: it runs in the commit that puts the new frame in the page,
  // so the listener is there before the frame can speak. A passive effect may run after the frame
  // (another process) already posted its first size on a busy page, and that frame would never
  // count as ready. React removes layout effects (and refs) while a Suspense boundary above hides
  // the page for a part still loading (a remote, a lazy page of the shell), and runs them again
  // when it shows it: what the frame said meanwhile is lost, so the listener, attached anew, asks
  // the frame for its size (`hello`; a frame still loading gets it at its `load` instead).
  useLayoutEffect(() => {
    if (!load) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== load.origin) return;
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const message = parseSportsbookMessage(event.data);
      if (!message) return;
      if (message.type === 'size') setReady({ id: load.id, height: Math.ceil(message.height) });
      else setReady((current) => (current?.id === load.id ? current : { id: load.id, height: 0 }));
      handlers.current(message);
    };
    window.addEventListener('message', listener);
    greet(frameRef.current?.contentWindow);
    return () => window.removeEventListener('message', listener);
  }, [load, greet]);

  const isReady = status === 'ready';

  // Sign-in, sign-out and language follow the frame without a reload, once its page listens.
  useEffect(() => {
    if (!load) {
      known.current = null;
      return;
    }
    if (!isReady) {
      known.current = { token: load.token, lang: load.lang };
      return;
    }
    const frame = known.current ?? { token: load.token, lang: load.lang };
    if (token !== frame.token) post(token ? { type: 'loggedIn', token } : { type: 'loggedOut' });
    if (lang !== frame.lang) post({ type: 'locale', locale: lang });
    known.current = { token, lang };
  }, [load, isReady, token, lang, post]);

  // The balance after every change, and once when the frame is ready.
  useEffect(() => {
    if (!isReady) return;
    let pending: number | null = null;
    // One push of the hub arrives as `auth:balance` and as a session change: one message for both.
    const send = (amount: number) => {
      if (!Number.isFinite(amount)) return;
      const first = pending === null;
      pending = amount;
      if (!first) return;
      queueMicrotask(() => {
        if (pending !== null && sessionStore.get()) post({ type: 'balance', amount: pending });
        pending = null;
      });
    };
    const balanceOf = () => Number(sessionStore.get()?.balance);
    if (sessionStore.get()) send(balanceOf());
    let last = balanceOf();
    const pushed = eventBus.on('auth:balance').subscribe(({ balance }) => send(balance));
    const polled = sessionStore.changes.subscribe(() => {
      const now = balanceOf();
      if (now !== last && sessionStore.get()) send(now);
      last = now;
    });
    return () => {
      pushed.unsubscribe();
      polled.unsubscribe();
    };
  }, [isReady, post]);

  const retry = useCallback(() => {
    setSourceCheck((n) => n + 1);
    setLoad(latest.current.open(latest.current.framePath));
  }, []);

  return { status, load, height: ready && load && ready.id === load.id ? ready.height : null, frameRef, onFrameLoad, retry };
}
