import type { Promotion } from '../model/types';

/**
 * Every dialog opened through the bus, with the props it takes. Which remote renders a dialog is
 * declared in that remote's manifest (`dialogs`); the shell mounts the owner when one is opened.
 */
/** A dialog opened without props. */
export type NoProps = Record<never, never>;

export interface DialogProps {
  login: NoProps;
  register: NoProps;
  fastRegister: NoProps;
  recovery: NoProps;
  changePassword: NoProps;
  smsVerify: NoProps;
  phoneVerification: NoProps;
  callRequest: NoProps;
  /** remote-payments: `methodId` preselects a payment method, `title` names the dialog. */
  deposit: { methodId?: number; title?: string };
  withdraw: { methodId?: number; title?: string };
  /** remote-content's promotion detail. */
  promotion: { promotion: Promotion };
  /** The shell's own note on where the responsible gaming tools are, shown once after registration. */
  responsibleGamingTools: NoProps;
  /** The shell's own campaign popup: only ever offered (`offerDialog`), so it never covers another dialog. */
  promoPopup: NoProps;
  /** remote-casino's play modal (mobile). */
  playGame: { game: string };
}

export type DialogName = keyof DialogProps;
