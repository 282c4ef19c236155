import { useEffect, useState } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readString, useOpenDialog, writeString } from '@arcadia/shared';
import { useSiteContent } from '../site-data';
import { popupHash, popupTarget } from './popup-hash';
import './texts';
import './popup.css';

/**
 * The promotional popup: shown once per content, remembered by a hash of the popup in local
 * storage; three image sizes (default, 992 px and up, 1200 px and up); a click goes to its
 * internal url or the root and closes it. It waits while another dialog
 * (login from a protected route, registration...) is open and gives way when one opens, so a
 * promotion never covers a form the player needs.
 */
export function PromoPopup() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const popup = useSiteContent()?.popup ?? null;
  const hash = popup?.images?.length ? popupHash(popup) : null;
  const [opened, setOpened] = useState(false);
  const otherDialog = useOpenDialog() !== null;

  useEffect(() => {
    if (otherDialog) {
      setOpened(false);
      return;
    }
    if (!hash || readString(STORAGE_KEYS.popupHash) === hash) return;
    writeString(STORAGE_KEYS.popupHash, hash);
    setOpened(true);
  }, [hash, otherDialog]);

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
              {large?.url && <source media="(min-width: 1200px)" srcSet={large.url} />}
              {medium?.url && <source media="(min-width: 992px)" srcSet={medium.url} />}
              <img src={base?.url} alt={t('popup.label')} />
            </picture>
          </UnstyledButton>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
