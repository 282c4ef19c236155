import type { AuthData, HubMessage } from '../model/types';
import type { DialogName } from './dialogs';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** The typed event map of the bus: event name → payload. Only events someone emits and someone hears. */
export interface AppEvents {
  /** A login or registration succeeded: the shell stores `authData` and signs the player in. */
  'auth:login': { authData: AuthData };
  /**
   * Sign the player out. `user` and `expired` (a 401) run the full logout; `passwordChanged` (every
   * token was revoked by a password change) signs out without the reload and opens the login dialog.
   */
  'auth:logout': { reason: 'user' | 'expired' | 'passwordChanged' };
  /** Fresh balance from the server (polling, hub, a claimed bonus). */
  'auth:balance': { balance: number };
  /** Partial update of the stored auth data, e.g. phone verified. */
  'auth:update': { patch: Partial<AuthData> };
  'dialog:open': { dialog: DialogName; props?: Record<string, unknown> };
  'dialog:close': { dialog?: DialogName };
  toast: { kind: ToastKind; message: string; title?: string };
  'hub:message': HubMessage;
  /** Open or close the side menu (omit `open` to toggle). */
  'menu:toggle': { open?: boolean };
  /** The carousel shows the slides of this slider slug. */
  'slider:active': { slug: string };
  /** Open the live-chat widget (the shell shows a polite notice when live chat is not configured). */
  'livechat:open': Record<string, never>;
}
export type AppEventName = keyof AppEvents;
