import { Subject, filter, map, type Observable } from 'rxjs';
import type { AppEventName, AppEvents } from '../contract/events';
import type { DialogName, DialogProps } from '../contract/dialogs';
import { createStore, readonlyStore, type ReadonlyStore } from './store';

interface Envelope<K extends AppEventName = AppEventName> {
  type: K;
  payload: AppEvents[K];
}

/**
 * The one event bus of the site. `@arcadia/shared` is a Module Federation singleton, so the shell
 * and every remote use this same instance; remotes talk to the shell only through it. Everyone may
 * emit and listen; nobody can reach the subject behind it.
 */
export class EventBus {
  readonly #events = new Subject<Envelope>();

  emit<K extends AppEventName>(type: K, payload: AppEvents[K]): void {
    this.#events.next({ type, payload } as Envelope);
  }

  on<K extends AppEventName>(type: K): Observable<AppEvents[K]> {
    return this.#events.pipe(
      filter((e): e is Envelope<K> => e.type === type),
      map((e) => e.payload),
    );
  }

  /** Every event, for logging and tests. */
  all(): Observable<Envelope> {
    return this.#events.asObservable();
  }
}

export const eventBus = new EventBus();

export interface OpenDialog {
  dialog: DialogName;
  props: Record<string, unknown>;
  /** Opened by `offerDialog`: something the site offers (a promotion), which any other dialog replaces. */
  offered?: boolean;
}

const dialogStore = createStore<OpenDialog | null>(null);
/** The single open dialog; `null` when none is open. Changed only by `dialog:open` / `dialog:close`. */
export const openDialogState: ReadonlyStore<OpenDialog | null> = readonlyStore(dialogStore);

const offerHolds = createStore(0);
/** How many parts of the page hold offered dialogs back right now (a game being played, the live chat). */
export const dialogOffersHeld: ReadonlyStore<number> = readonlyStore(offerHolds);

/**
 * A modal of the page that is not a bus dialog (a remote's confirmation, the side menu's drawer), or
 * a bus dialog's own modal still on its way out. Read from the document, since nothing else knows
 * of them; the server's first render has no document.
 */
function otherModalOnScreen(): boolean {
  if (typeof document === 'undefined') return false;
  return Array.from(document.querySelectorAll('[aria-modal="true"], [role="dialog"]')).some(
    (element) => !element.closest('[hidden]') && getComputedStyle(element).display !== 'none',
  );
}

/**
 * The rules of the one open dialog:
 * - a dialog opened on purpose (`openDialog`) replaces whatever is open;
 * - a dialog only offered (`offerDialog`: the campaign popup) opens only when nothing is open, no
 *   modal of any kind is on the page and nobody holds offers back (a game is being played); a
 *   player's form is never covered by a promotion;
 * - closing a dialog by its name closes that one only: never the dialog that took its place.
 */
eventBus.on('dialog:open').subscribe(({ dialog, props, offered }) => {
  if (offered) {
    if (dialogStore.get() !== null || offerHolds.get() > 0 || otherModalOnScreen()) return;
    dialogStore.set({ dialog, props: props ?? {}, offered: true });
    return;
  }
  dialogStore.set({ dialog, props: props ?? {} });
});
eventBus.on('dialog:close').subscribe(({ dialog }) => {
  const open = dialogStore.get();
  if (open && (!dialog || open.dialog === dialog)) dialogStore.set(null);
});

/** Props are optional for dialogs whose props are all optional, required otherwise. */
type PropsArgument<D extends DialogName> = [keyof DialogProps[D]] extends [never]
  ? [props?: DialogProps[D]]
  : Partial<DialogProps[D]> extends DialogProps[D]
    ? [props?: DialogProps[D]]
    : [props: DialogProps[D]];

/** Opens a dialog with its typed props (`openDialog('deposit', { methodId: 3 })`). */
export function openDialog<D extends DialogName>(dialog: D, ...[props]: PropsArgument<D>): void {
  eventBus.emit('dialog:open', props ? { dialog, props: props as Record<string, unknown> } : { dialog });
}

/**
 * Offers a dialog: it opens only if the rules above let it (nothing open, no other modal, no hold).
 * Returns whether it opened.
 */
export function offerDialog<D extends DialogName>(dialog: D, ...[props]: PropsArgument<D>): boolean {
  eventBus.emit('dialog:open', props ? { dialog, props: props as Record<string, unknown>, offered: true } : { dialog, offered: true });
  const open = dialogStore.get();
  return open?.dialog === dialog && open.offered === true;
}

/**
 * Holds offered dialogs back until the returned release is called (each hold once), and closes
 * one already open: while a game is being played or the live chat is open, no promotion covers it.
 */
export function holdDialogOffers(): () => void {
  offerHolds.set(offerHolds.get() + 1);
  const open = dialogStore.get();
  if (open?.offered) eventBus.emit('dialog:close', { dialog: open.dialog });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    offerHolds.set(offerHolds.get() - 1);
  };
}

/** The props the open dialog was opened with, typed by its name. */
export const dialogProps = <D extends DialogName>(open: OpenDialog | null, dialog: D): DialogProps[D] | null =>
  open?.dialog === dialog ? (open.props as DialogProps[D]) : null;

export const closeDialog = (dialog?: DialogName) => eventBus.emit('dialog:close', dialog ? { dialog } : {});
export const showToast = (kind: AppEvents['toast']['kind'], message: string, title?: string) =>
  eventBus.emit('toast', title ? { kind, message, title } : { kind, message });
