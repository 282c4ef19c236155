import { useEffect, useRef } from 'react';
import { Button, Group, Image, Modal, Stack, Title } from '@arcadia/ui';
import { useLocation } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog, useAuthState, useIsMobile, useOpenDialog, type Promotion } from '@arcadia/shared';
import { CONTENT_NS } from '../../i18n';
import { RichText } from '../rich-text';
import './promotion-dialog.css';

/**
 * The promotion detail dialog: second image, title and HTML description. It is
 * opened through the shared dialog state with `openDialog('promotion', { promotion })`, so only
 * one dialog is open at a time.
 */
export function PromotionDialog() {
  const { t } = useTranslation(CONTENT_NS);
  const open = useOpenDialog();
  const auth = useAuthState();
  const mobile = useIsMobile();
  const promotion = open?.dialog === 'promotion' ? (open.props.promotion as Promotion | undefined) : undefined;

  // a link in the description leads to another page: the dialog closes behind it
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (!promotion) openedAt.current = pathname;
    else if (pathname !== openedAt.current) closeDialog('promotion');
  }, [pathname, promotion]);

  return (
    <Modal
      opened={Boolean(promotion)}
      onClose={() => closeDialog('promotion')}
      size="lg"
      fullScreen={mobile}
      padding={0}
      title={null}
      withCloseButton={false}
      classNames={{ content: 'arc-promo-dialog' }}
      aria-label={promotion?.title}
    >
      {promotion && (
        <>
          <div className="arc-promo-dialog__media">
            <Image src={promotion.detailImageUrl || promotion.imageUrl} alt="" />
            <Modal.CloseButton className="arc-promo-dialog__close" aria-label={t('promotions.close')} />
          </div>
          <Stack p="xl" gap="md">
            <Title order={2} className="arc-promo-dialog__title">
              {promotion.title}
            </Title>
            <RichText html={promotion.description} />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => closeDialog('promotion')}>
                {t('promotions.close')}
              </Button>
              {!auth.isLoggedIn && (
                <Button variant="gradient" gradient={{ from: 'gold.3', to: 'gold.7', deg: 135 }} onClick={() => openDialog('register')}>
                  {t('promotions.join')}
                </Button>
              )}
            </Group>
          </Stack>
        </>
      )}
    </Modal>
  );
}
