import type { ReactNode } from 'react';
import { Modal, Title } from '@mantine/core';

export interface DialogFrameProps {
  /** The dialog's title, in gold in the header. */
  title: ReactNode;
  /** Closes the dialog (through the bus). */
  onClose: () => void;
  /** The close button's name, in the player's language. */
  closeLabel: string;
  children: ReactNode;
  /** Full screen: at every width for some dialogs, and on phones for all (the caller knows the width). @default false */
  fullScreen?: boolean;
  /** Width on desktop. @default 440 */
  size?: number | string;
  /** Fixed content height on desktop (the call request form is 699 px high). */
  height?: number;
  /** Least content height on desktop, so a dialog whose steps differ in length does not jump. */
  minHeight?: number;
  /** A column beside header and body on wide screens (the registration image); not shown full screen. */
  aside?: ReactNode;
}

/**
 * The frame of the site's own dialogs (sign-in, registration, deposit, withdrawal): a dark card with
 * a gold title, full screen on phones. Render it only while its dialog is the open one, so closing
 * resets its state.
 */
export function DialogFrame({ title, onClose, closeLabel, children, fullScreen = false, size = 440, height, minHeight, aside }: DialogFrameProps) {
  const fixedHeight = !fullScreen && height ? { height } : undefined;
  return (
    <Modal.Root
      opened
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      centered
      radius={fullScreen ? 0 : 'lg'}
      padding="lg"
      // classNames/styles of the root: a className on Modal.Content would also land on its full-screen wrapper
      classNames={{ content: 'arc-dialog' }}
      styles={fixedHeight ? { content: fixedHeight } : undefined}
    >
      <Modal.Overlay backgroundOpacity={0.7} blur={4} />
      <Modal.Content>
        <div className="arc-dialog__frame" style={!fullScreen && minHeight ? { minHeight } : undefined}>
          {aside && !fullScreen && <div className="arc-dialog__aside">{aside}</div>}
          <div className="arc-dialog__main">
            <Modal.Header className="arc-dialog__header">
              <Modal.Title>
                <Title order={3} className="arc-dialog__title" component="span">
                  {title}
                </Title>
              </Modal.Title>
              <Modal.CloseButton aria-label={closeLabel} />
            </Modal.Header>
            <Modal.Body className="arc-dialog__body">{children}</Modal.Body>
          </div>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
