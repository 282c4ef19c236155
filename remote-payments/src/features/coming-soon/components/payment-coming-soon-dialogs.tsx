import { useRef } from 'react';
import { Button, Modal } from '@arcadia/ui';
import { IconBuildingBank, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, ComingSoon, useIsMobile, useOpenDialog } from '@arcadia/shared';
import { PAYMENTS_NS } from '../texts';

type PaymentDialog = 'deposit' | 'withdraw';

/**
 * Mounted once at the root of the shell: answers `openDialog('deposit' | 'withdraw')` with an
 * honest notice until payment methods exist. Full screen on mobile, medium otherwise.
 */
export function PaymentComingSoonDialogs() {
  const { t } = useTranslation(PAYMENTS_NS);
  const open = useOpenDialog();
  const mobile = useIsMobile();
  const current: PaymentDialog | null = open?.dialog === 'deposit' || open?.dialog === 'withdraw' ? open.dialog : null;
  // Keep the last content while the modal animates out.
  const shown = useRef<{ kind: PaymentDialog; title?: string }>({ kind: 'deposit' });
  if (current) {
    const title = open?.props.title;
    shown.current = { kind: current, title: typeof title === 'string' && title ? title : undefined };
  }
  const { kind, title } = shown.current;

  return (
    <Modal
      opened={current !== null}
      onClose={() => closeDialog(kind)}
      title={title ?? t(`comingSoon.${kind}.title`)}
      fullScreen={mobile}
      size="md"
      centered
      radius="lg"
    >
      <ComingSoon
        icon={kind === 'deposit' ? IconWallet : IconBuildingBank}
        badge={t('comingSoon.badge')}
        title={t(`comingSoon.${kind}.heading`)}
        description={t(`comingSoon.${kind}.description`)}
        order={3}
        framed={false}
      >
        <Button color="yellow" c="dark.9" radius="md" mt="sm" onClick={() => closeDialog(kind)}>
          {t('comingSoon.close')}
        </Button>
      </ComingSoon>
    </Modal>
  );
}
