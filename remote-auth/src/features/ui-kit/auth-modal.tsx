import type { ReactNode } from 'react';
import { Modal, Title } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { AUTH_NS } from '../../i18n';
import classes from './auth-modal.module.css';

export interface AuthModalProps {
  /** Dialog title, shown in the header. */
  title: ReactNode;
  /** Closes the dialog (through the bus). */
  onClose: () => void;
  children: ReactNode;
  /** Width on desktop. @default 440 */
  size?: number | string;
  /** Fixed content height on desktop (the call request form is 699 px high). */
  height?: number;
  /** Least content height on desktop, so a dialog whose steps differ in length does not jump. */
  minHeight?: number;
  /** Full screen at every width (the SMS verify dialog). @default false */
  fullScreen?: boolean;
  /** A column beside header and body on wide screens (the registration image); hidden on mobile. */
  aside?: ReactNode;
}

/**
 * The frame of every auth dialog: dark card with a gold title, full screen on mobile (900 px and
 * below). It is rendered only while its dialog is the open one, so closing resets its state.
 */
export function AuthModal({ title, onClose, children, size = 440, height, minHeight, fullScreen = false, aside }: AuthModalProps) {
  const { t } = useTranslation(AUTH_NS);
  const isMobile = useIsMobile();
  const full = fullScreen || isMobile;
  const fixedHeight = !full && height ? { height } : undefined;
  return (
    <Modal.Root
      opened
      onClose={onClose}
      size={size}
      fullScreen={full}
      centered
      radius={full ? 0 : 'lg'}
      padding="lg"
      // classNames/styles of the root: a className on Modal.Content would also land on its full-screen wrapper
      classNames={{ content: classes.content }}
      styles={fixedHeight ? { content: fixedHeight } : undefined}
    >
      <Modal.Overlay backgroundOpacity={0.7} blur={4} />
      <Modal.Content>
        <div className={classes.frame} style={!full && minHeight ? { minHeight } : undefined}>
          {aside && !isMobile && <div className={classes.aside}>{aside}</div>}
          <div className={classes.main}>
            <Modal.Header className={classes.header}>
              <Modal.Title>
                <Title order={3} className={classes.title} component="span">
                  {title}
                </Title>
              </Modal.Title>
              <Modal.CloseButton aria-label={t('common.close')} />
            </Modal.Header>
            <Modal.Body className={classes.body}>{children}</Modal.Body>
          </div>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
