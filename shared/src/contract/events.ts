import type { BalanceUpdate } from '../model/payments';
import type { AuthData, HubMessage } from '../model/types';
import type { DialogName } from './dialogs';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** The states of the live hub connection, as the SignalR client names them. */
export type HubConnectionStateName = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

/** The typed event map of the bus: event name → payload. Only events someone emits and someone hears. */
export interface AppEvents {
  /** A login or registration succeeded: the shell stores `authData` and signs the player in. */
  'auth:login': { authData: AuthData };
  /**
   * Sign the player out. `user` and `expired` (a 401) run the full logout; `passwordChanged` (every
   * token was revoked by a password change) signs out without the reload and opens the login dialog.
   */
  'auth:logout': { reason: 'user' | 'expired' | 'passwordChanged' };
  /**
   * Fresh balance from the server (polling, hub, a claimed bonus, a sports bet), with its parts
   * (cash, bonus and its product, held) when the source knows them: the poll and the hub do.
   */
  'auth:balance': BalanceUpdate;
  /** Partial update of the stored auth data, e.g. phone verified. */
  'auth:update': { patch: Partial<AuthData> };
  /** `offered`: only if nothing else is open (see `offerDialog`); otherwise it replaces the open dialog. */
  'dialog:open': { dialog: DialogName; props?: Record<string, unknown>; offered?: boolean };
  'dialog:close': { dialog?: DialogName };
  toast: { kind: ToastKind; message: string; title?: string };
  /** A `NotifyMessage` of the live hub (`Notification`, `Balance`, …), passed on as it came. */
  'hub:message': HubMessage;
  /**
   * The live hub connection changed state; `error` says why it dropped or failed (a lost network, a
   * server restart, a session that ended). While it is `Connected` the balance poll slows down.
   */
  'hub:state': { state: HubConnectionStateName; error?: string };
  /** The live hub is back after a drop: what was pushed meanwhile is lost, so the listeners reload. */
  'hub:reconnected': Record<string, never>;
  /** Open or close the side menu (omit `open` to toggle). */
  'menu:toggle': { open?: boolean };
  /** The carousel shows the slides of this slider slug. */
  'slider:active': { slug: string };
  /** Open the live-chat widget (the shell shows a polite notice when live chat is not configured). */
  'livechat:open': Record<string, never>;
}
export type AppEventName = keyof AppEvents;
