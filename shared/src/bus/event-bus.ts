import { BehaviorSubject, Subject, filter, map, type Observable } from 'rxjs';
import type { AppEventName, AppEvents, DialogName } from './events';
import type { AuthState } from '../model/types';

interface Envelope<K extends AppEventName = AppEventName> {
  type: K;
  payload: AppEvents[K];
}

/**
 * The one event bus of the site. `shared` is a Module Federation singleton, so the shell and
 * every remote import this same instance; remotes talk to the shell only through it.
 */
export class EventBus {
  private readonly events$ = new Subject<Envelope>();
  /** Unique per instance, so a test can prove the shell and remotes share one bus. */
  readonly instanceId = Math.random().toString(36).slice(2);

  emit<K extends AppEventName>(type: K, payload: AppEvents[K]): void {
    this.events$.next({ type, payload } as Envelope);
  }

  on<K extends AppEventName>(type: K): Observable<AppEvents[K]> {
    return this.events$.pipe(
      filter((e): e is Envelope<K> => e.type === type),
      map((e) => e.payload),
    );
  }

  /** Every event, for logging and tests. */
  all(): Observable<Envelope> {
    return this.events$.asObservable();
  }
}

export const eventBus = new EventBus();

/** Signed-in state, owned by the shell, readable everywhere. */
export const authState$ = new BehaviorSubject<AuthState>({ isLoggedIn: false, username: '', balance: 0 });

export interface OpenDialog {
  dialog: DialogName;
  props: Record<string, unknown>;
}

/** The single open dialog of the shared dialog state; `null` when none is open. */
export const dialogState$ = new BehaviorSubject<OpenDialog | null>(null);

eventBus.on('dialog:open').subscribe(({ dialog, props }) => dialogState$.next({ dialog, props: props ?? {} }));
eventBus.on('dialog:close').subscribe(({ dialog }) => {
  const open = dialogState$.value;
  if (open && (!dialog || open.dialog === dialog)) dialogState$.next(null);
});

export const openDialog = (dialog: DialogName, props?: Record<string, unknown>) =>
  eventBus.emit('dialog:open', props ? { dialog, props } : { dialog });
export const closeDialog = (dialog?: DialogName) => eventBus.emit('dialog:close', dialog ? { dialog } : {});
export const showToast = (kind: AppEventsToast['kind'], message: string, title?: string) =>
  eventBus.emit('toast', title ? { kind, message, title } : { kind, message });
type AppEventsToast = AppEvents['toast'];
