import { eventBus, type AppEventName, type AppEvents } from '@arcadia/shared';

/** Records every bus event of a test with the time it was emitted (`Date.now()`); call `stop()` in afterEach. */
export function recordBus() {
  const events: { type: AppEventName; payload: unknown; at: number }[] = [];
  const sub = eventBus.all().subscribe((event) => events.push({ ...event, at: Date.now() }));
  return {
    events,
    of: <K extends AppEventName>(type: K) => events.filter((e) => e.type === type).map((e) => e.payload as AppEvents[K]),
    /** When the first event of `type` was emitted. */
    timeOf: (type: AppEventName) => events.find((e) => e.type === type)?.at,
    stop: () => sub.unsubscribe(),
  };
}
