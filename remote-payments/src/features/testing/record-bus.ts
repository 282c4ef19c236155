import { eventBus, type AppEventName, type AppEvents } from '@arcadia/shared';

/** Records every bus event of a test; call `stop()` in afterEach. */
export function recordBus() {
  const events: { type: AppEventName; payload: unknown }[] = [];
  const sub = eventBus.all().subscribe((event) => events.push(event));
  return {
    events,
    of: <K extends AppEventName>(type: K) => events.filter((e) => e.type === type).map((e) => e.payload as AppEvents[K]),
    stop: () => sub.unsubscribe(),
  };
}
