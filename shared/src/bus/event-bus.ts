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
}

const dialogStore = createStore<OpenDialog | null>(null);
/** The single open dialog; `null` when none is open. Changed only by `dialog:open` / `dialog:close`. */
export const openDialogState: ReadonlyStore<OpenDialog | null> = readonlyStore(dialogStore);

eventBus.on('dialog:open').subscribe(({ dialog, props }) => dialogStore.set({ dialog, props: props ?? {} }));
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

/** The props the open dialog was opened with, typed by its name. */
export const dialogProps = <D extends DialogName>(open: OpenDialog | null, dialog: D): DialogProps[D] | null =>
  open?.dialog === dialog ? (open.props as DialogProps[D]) : null;

export const closeDialog = (dialog?: DialogName) => eventBus.emit('dialog:close', dialog ? { dialog } : {});
export const showToast = (kind: AppEvents['toast']['kind'], message: string, title?: string) =>
  eventBus.emit('toast', title ? { kind, message, title } : { kind, message });
