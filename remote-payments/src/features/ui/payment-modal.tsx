import type { ReactNode } from 'react';
import { DialogFrame } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../i18n';

export interface PaymentModalProps {
  /** The dialog's title: the list's own, or the chosen method's name. */
  title: ReactNode;
  /** Closes the dialog (through the bus). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the deposit and withdraw dialogs: the site's dialog frame, full screen on mobile
 * (900 px and below). One frame for the list and the form, so choosing a method swaps its content
 * without closing and reopening the dialog.
 */
export function PaymentModal({ title, onClose, children }: PaymentModalProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const isMobile = useIsMobile();
  return (
    <DialogFrame title={title} onClose={onClose} closeLabel={t('close')} fullScreen={isMobile}>
      {children}
    </DialogFrame>
  );
}
