import type { ReactNode } from 'react';
import { Modal, Title } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../i18n';
import classes from './payment-modal.module.css';

export interface PaymentModalProps {
  /** The dialog's title: the list's own, or the chosen method's name. */
  title: ReactNode;
  /** Closes the dialog (through the bus). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the deposit and withdraw dialogs: full screen on mobile (900 px and below), medium
 * otherwise. One frame for the list and the form, so choosing a method swaps its content without
 * closing and reopening the dialog.
 */
export function PaymentModal({ title, onClose, children }: PaymentModalProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const fullScreen = useIsMobile();
  return (
    <Modal.Root opened onClose={onClose} size="md" fullScreen={fullScreen} centered radius={fullScreen ? 0 : 'lg'} padding="lg" classNames={{ content: classes.content }}>
      <Modal.Overlay backgroundOpacity={0.7} blur={4} />
      <Modal.Content>
        <Modal.Header className={classes.header}>
          <Modal.Title>
            <Title order={3} className={classes.title} component="span">
              {title}
            </Title>
          </Modal.Title>
          <Modal.CloseButton aria-label={t('close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
