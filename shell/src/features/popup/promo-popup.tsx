import { useEffect } from 'react';
import { skip } from 'rxjs';
import { Modal, UnstyledButton } from '@arcadia/ui';
import { useNavigate } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, closeDialog, dialogOffersHeld, offerDialog, openDialogState, readString, useOpenDialog, writeString } from '@arcadia/shared';
import { useSiteContent } from '../site-data';
import { popupHash, popupTarget } from './popup-hash';
import './texts';
import './popup.css';

/** Width × height of the popup's three images (default, 992 px and up, 1200 px and up): the dialog's size before they load. */
export const POPUP_IMAGE_SIZES = [
  { width: 600, height: 780 },
  { width: 900, height: 560 },
  { width: 1040, height: 600 },
] as const;

/** Any of these says the player has engaged with the page (seen it and started using it). */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** The player acting on the page: for `quietMs` after one of these the popup stays away (a scroll of the page's own carousel is not one). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Focus inside a frame (the sportsbook, a game): the player is using it, and the page hears none of
 * their clicks or keys there, so the quiet time cannot be counted; the popup waits until focus is
 * back on the page and the quiet time has passed since.
 */
const inFrame = () => document.activeElement instanceof HTMLIFrameElement;

interface OfferTiming {
  delayMs: number;
  quietMs: number;
}

/**
 * Offers the popup (`offerDialog`, whose rules keep it off any other dialog, modal or game) once
 * the page has loaded and `delayMs` more have passed, the player has engaged with the page (since
 * the last dialog closed, if one did), and neither the player's last touch, click or key nor the
 * last dialog's opening or closing was less than `quietMs` ago: a popup appearing under a click
 * takes the click meant for the page, and one appearing as a dialog closes (the login) stands in
 * the way of what the player came to do next (Deposit). While focus is in a frame (see `inFrame`)
 * the player is taken to be clicking there. When an offer is refused it is made again
 * once the way is clear. `onShown` runs once it opened.
 */
function useOfferPopup(hash: string | null, { delayMs, quietMs }: OfferTiming, onShown: (hash: string) => void): void {
  useEffect(() => {
    if (!hash || readString(STORAGE_KEYS.popupHash) === hash) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let loadedAt: number | null = null;
    let engaged = false;
    let lastInputAt = Number.NEGATIVE_INFINITY;
    let lastDialogAt = Number.NEGATIVE_INFINITY;
    let done = false;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(attempt, ms);
    };
    function attempt() {
      timer = undefined;
      if (done || loadedAt === null || !engaged) return;
      const now = Date.now();
      if (inFrame()) {
        lastInputAt = now;
        return schedule(quietMs);
      }
      const wait = Math.max(loadedAt + delayMs, lastInputAt + quietMs, lastDialogAt + quietMs) - now;
      if (wait > 0) return schedule(wait);
      if (readString(STORAGE_KEYS.popupHash) === hash) return finish();
      if (offerDialog('promoPopup')) {
        onShown(hash!);
        return finish();
      }
      // Refused: a dialog's closing or a hold's release tries again at once; a modal outside the bus
      // (or one still fading out) says nothing when it goes, so look again a moment later.
      schedule(quietMs);
    }
    const onEvent = (event: Event) => {
      engaged = true;
      if ((INPUT_EVENTS as readonly string[]).includes(event.type)) lastInputAt = Date.now();
      // a scroll fires often: the pending attempt reads the times when it runs
      if (timer === undefined) attempt();
    };
    // Focus going into a frame is the player's click or tap there: an input like any other.
    const onBlur = () => {
      if (!inFrame()) return;
      engaged = true;
      lastInputAt = Date.now();
      if (timer === undefined) attempt();
    };
    const onLoad = () => {
      loadedAt = Date.now();
      attempt();
    };
    const subscriptions = [
      openDialogState.changes.pipe(skip(1)).subscribe((open) => {
        lastDialogAt = Date.now();
        // The player was busy with that dialog: the popup waits until they use the page again.
        if (open === null) engaged = false;
        attempt();
      }),
      dialogOffersHeld.changes.pipe(skip(1)).subscribe(() => attempt()),
    ];
    function finish() {
      done = true;
      clearTimeout(timer);
      detach();
    }
    function detach() {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEvent, true);
      window.removeEventListener('load', onLoad);
      window.removeEventListener('blur', onBlur);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    }

    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
    window.addEventListener('blur', onBlur);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      clearTimeout(timer);
      detach();
    };
  }, [hash, delayMs, quietMs, onShown]);
}

const close = () => closeDialog('promoPopup');
const rememberShown = (hash: string) => writeString(STORAGE_KEYS.popupHash, hash);

export interface PromoPopupProps {
  /** How long after the page's load event the popup waits before it opens (once the player has engaged with the page). @default 3000 */
  delayMs?: number;
  /** How long after the player's last touch, click or key, and after a dialog opened or closed, it waits. @default 2000 */
  quietMs?: number;
}

/**
 * The promotional popup: shown once per content, remembered by a hash of the popup in local
 * storage; three image sizes (default, 992 px and up, 1200 px and up); a click goes to its
 * internal url or the root and closes it. It is the bus dialog `promoPopup`, only ever offered
 * (see `useOfferPopup`): it never opens over another dialog or a game, and any dialog opened while
 * it is on screen takes its place. Closing it closes only it; Escape closes it wherever focus is.
 */
export function PromoPopup({ delayMs = 3000, quietMs = 2000 }: PromoPopupProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const popup = useSiteContent()?.popup ?? null;
  const hash = popup?.images?.length ? popupHash(popup) : null;
  const opened = useOpenDialog()?.dialog === 'promoPopup';
  useOfferPopup(hash, { delayMs, quietMs }, rememberShown);

  // Mantine's own Escape skips keys some of its inputs keep for themselves: the popup closes anyway.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) close();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [opened]);
  // Gone with the page's popup (a test's unmount): never left open on the bus with nothing drawn.
  useEffect(() => close, []);

  if (!popup?.images?.length) return null;
  const [base, medium, large] = popup.images;

  return (
    // Compound parts so the accessible name sits on the dialog element itself, not on Mantine's root.
    // The class goes through classNames.content: a className on Modal.Content also lands on Mantine's
    // fixed, centring inner wrapper, and `position: relative` there drops the dialog below the page.
    <Modal.Root opened={opened} onClose={close} closeOnEscape={false} size="auto" padding={0} radius="lg" classNames={{ content: 'arc-popup__content' }}>
      <Modal.Overlay />
      <Modal.Content aria-label={t('popup.label')}>
        <Modal.Body className="arc-popup__body">
          <Modal.CloseButton className="arc-popup__close" aria-label={t('popup.close')} />
          <UnstyledButton
            className="arc-popup__image"
            aria-label={t('popup.image')}
            onClick={() => {
              close();
              navigate(popupTarget(popup.url));
            }}
          >
            <picture>
              {large?.url && <source media="(min-width: 1200px)" srcSet={large.url} {...POPUP_IMAGE_SIZES[2]} />}
              {medium?.url && <source media="(min-width: 992px)" srcSet={medium.url} {...POPUP_IMAGE_SIZES[1]} />}
              <img src={base?.url} alt={t('popup.label')} {...POPUP_IMAGE_SIZES[0]} />
            </picture>
          </UnstyledButton>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
