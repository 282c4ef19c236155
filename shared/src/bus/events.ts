import type { AuthData, HubMessage } from '../model/types';
import type { HubConnectionState } from '../model/enums';

/** Dialogs opened through the bus; only one of them is open at a time. */
export type DialogName =
  | 'login'
  | 'register'
  | 'fastRegister'
  | 'recovery'
  | 'changePassword'
  | 'smsVerify'
  | 'phoneVerification'
  | 'callRequest'
  | 'deposit'
  | 'withdraw'
  | 'promotion'
  | 'playGame';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** The typed event map of the bus: event name → payload. */
export interface AppEvents {
  /** A login or registration succeeded: the shell stores `authData` and signs the player in. */
  'auth:login': { authData: AuthData };
  /** Sign the player out (button, or a 401 from the API). The shell runs the logout flow. */
  'auth:logout': { reason: 'user' | 'expired' };
  /** Fresh balance from the server (polling, hub, a claimed bonus). */
  'auth:balance': { balance: number };
  /** Partial update of the stored auth data, e.g. phone verified. */
  'auth:update': { patch: Partial<AuthData> };
  'dialog:open': { dialog: DialogName; props?: Record<string, unknown> };
  'dialog:close': { dialog?: DialogName };
  toast: { kind: ToastKind; message: string; title?: string };
  'hub:message': HubMessage;
  'hub:state': { state: HubConnectionState };
  'hub:error': { error: string };
  /** Open or close the side menu (omit `open` to toggle). */
  'menu:toggle': { open?: boolean };
  /** The carousel shows the slides of this slider slug. */
  'slider:active': { slug: string };
  /** Open the game search (e.g. the Aviator shortcut). */
  'game:search': { search: string; live: boolean };
  /** Open the live-chat widget (the shell shows a polite notice when live chat is not configured). */
  'livechat:open': Record<string, never>;
}
export type AppEventName = keyof AppEvents;
