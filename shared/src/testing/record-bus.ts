import { eventBus } from '../bus/event-bus';
import type { AppEventName, AppEvents } from '../contract/events';

/** One event a test saw on the bus. */
export interface RecordedEvent {
  type: AppEventName;
  payload: unknown;
}

/**
 * Records every bus event of a test, in order, with the time each was emitted (`Date.now()`, so
 * jest's fake clock when it runs); call `stop()` when the test has seen what it waits for.
 */
export function recordBus() {
  const events: RecordedEvent[] = [];
  const times: number[] = [];
  const sub = eventBus.all().subscribe((event) => {
    events.push(event);
    times.push(Date.now());
  });
  return {
    /** Every event so far, as `{ type, payload }`. */
    events,
    /** The payloads of the events of `type`, in order. */
    of: <K extends AppEventName>(type: K) => events.filter((e) => e.type === type).map((e) => e.payload as AppEvents[K]),
    /** When the first event of `type` was emitted. */
    timeOf: (type: AppEventName) => {
      const index = events.findIndex((e) => e.type === type);
      return index < 0 ? undefined : times[index];
    },
    stop: () => sub.unsubscribe(),
  };
}
