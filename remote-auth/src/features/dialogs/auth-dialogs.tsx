import type { ComponentType } from 'react';
import { closeDialog, useOpenDialog, type DialogName } from '@arcadia/shared';
import { registerAuthTranslations } from '../../i18n';
import { LoginDialog } from '../login';
import { RegisterDialog } from '../register';
import { RecoveryDialog } from '../recovery';
import { ChangePasswordDialog } from '../change-password';
import { CallRequestDialog } from '../call-request';
import { PhoneVerificationDialog, SmsVerifyDialog } from '../phone';

registerAuthTranslations();

type DialogComponent = ComponentType<{ onClose: () => void }>;

const FastRegisterDialog: DialogComponent = ({ onClose }) => <RegisterDialog onClose={onClose} fast />;

/** The dialogs this remote owns, by their name on the bus. */
export const AUTH_DIALOGS: Partial<Record<DialogName, DialogComponent>> = {
  login: LoginDialog,
  register: RegisterDialog,
  fastRegister: FastRegisterDialog,
  recovery: RecoveryDialog,
  changePassword: ChangePasswordDialog,
  smsVerify: SmsVerifyDialog,
  phoneVerification: PhoneVerificationDialog,
  callRequest: CallRequestDialog,
};

/**
 * Mounted once at the root of the shell (`remote_auth/AuthDialogs`). `dialogState$` holds the one
 * open dialog, so at most one of these is on screen; only that one is rendered, which resets a
 * dialog's steps and fields whenever it closes.
 */
export function AuthDialogs() {
  const open = useOpenDialog();
  const Dialog = open ? AUTH_DIALOGS[open.dialog] : undefined;
  if (!open || !Dialog) return null;
  return <Dialog key={open.dialog} onClose={() => closeDialog(open.dialog)} />;
}
