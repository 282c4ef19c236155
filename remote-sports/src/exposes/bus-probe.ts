import { eventBus } from '@arcadia/shared';

/** The event-bus instance id as this remote sees it; equals the shell's when `@arcadia/shared` is one shared instance. */
export default function busProbe(): string {
  return eventBus.instanceId;
}
