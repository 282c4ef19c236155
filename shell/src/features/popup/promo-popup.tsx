import { useEffect, useState } from 'react';
import { Modal, UnstyledButton } from '@arcadia/ui';
import { useNavigate } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readString, useOpenDialog, writeString } from '@arcadia/shared';
import { useSiteContent } from '../site-data';
import { popupHash, popupTarget } from './popup-hash';
import { setPromoPopupOpen } from './popup-open';
import './texts';
import './popup.css';

/** Width × height of the popup's three images (default, 992 px and up, 1200 px and up): the dialog's size before they load. */
export const POPUP_IMAGE_SIZES = [
  { width: 600, height: 780 },
  { width: 900, height: 560 },
  { width: 1040, height: 600 },
] as const;

/** What counts as the player engaging with the page: a touch, a click, a key, a scroll. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * True once the page has loaded, `delayMs` more have passed, and the player has engaged with it
 * (before or after the wait). The popup covers the page, so it waits until the player has seen the
 * page and is using it: a large promotion painted over a page nobody has touched yet is an
 * interstitial that hides the content the player came for (and it would be the page's largest
 * paint, seconds after the real content).
 */
function usePageSettled(delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waited = false;
    let engaged = false;
    const settle = () => {
      if (waited && engaged) setSettled(true);
    };
    const onEngagement = () => {
      engaged = true;
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngagement, true);
      settle();
    };
    const start = () => {
      timer = setTimeout(() => {
        waited = true;
        settle();
      }, delayMs);
    };
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngagement, { capture: true, passive: true });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngagement, true);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return settled;
}

export interface PromoPopupProps {
  /** How long after the page's load event the popup waits before it opens (once the player has engaged with the page). @default 3000 */
  delayMs?: number;
}

/**
 * The promotional popup: shown once per content, remembered by a hash of the popup in local
 * storage; three image sizes (default, 992 px and up, 1200 px and up); a click goes to its
 * internal url or the root and closes it. It waits while another dialog
 * (login from a protected route, registration...) is open and gives way when one opens, so a
 * promotion never covers a form the player needs. It opens `delayMs` after the page has loaded,
 * once the player has touched, clicked, scrolled or typed.
 */
export function PromoPopup({ delayMs = 3000 }: PromoPopupProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const popup = useSiteContent()?.popup ?? null;
  const hash = popup?.images?.length ? popupHash(popup) : null;
  const [opened, setOpened] = useState(false);
  const otherDialog = useOpenDialog() !== null;
  const settled = usePageSettled(delayMs);

  useEffect(() => {
    if (otherDialog) {
      setOpened(false);
      return;
    }
    if (!settled || !hash || readString(STORAGE_KEYS.popupHash) === hash) return;
    writeString(STORAGE_KEYS.popupHash, hash);
    setOpened(true);
  }, [hash, otherDialog, settled]);

  useEffect(() => {
    setPromoPopupOpen(opened);
    return () => setPromoPopupOpen(false);
  }, [opened]);

  if (!popup?.images?.length) return null;
  const [base, medium, large] = popup.images;

  return (
    // Compound parts so the accessible name sits on the dialog element itself, not on Mantine's root.
    // The class goes through classNames.content: a className on Modal.Content also lands on Mantine's
    // fixed, centring inner wrapper, and `position: relative` there drops the dialog below the page.
    <Modal.Root opened={opened} onClose={() => setOpened(false)} size="auto" padding={0} radius="lg" classNames={{ content: 'arc-popup__content' }}>
      <Modal.Overlay />
      <Modal.Content aria-label={t('popup.label')}>
        <Modal.Body className="arc-popup__body">
          <Modal.CloseButton className="arc-popup__close" aria-label={t('popup.close')} />
          <UnstyledButton
            className="arc-popup__image"
            aria-label={t('popup.image')}
            onClick={() => {
              setOpened(false);
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
