import type { ReactNode } from 'react';
import { DialogFrame } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@arcadia/shared';
import { AUTH_NS } from '../../i18n';

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
 * The frame of every auth dialog: the site's dialog frame, full screen on mobile (900 px and below).
 * It is rendered only while its dialog is the open one, so closing resets its state.
 */
export function AuthModal({ fullScreen = false, ...props }: AuthModalProps) {
  const { t } = useTranslation(AUTH_NS);
  const isMobile = useIsMobile();
  return <DialogFrame {...props} closeLabel={t('common.close')} fullScreen={fullScreen || isMobile} />;
}
