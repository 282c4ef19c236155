import { eventBus } from '@arcadia/shared';
import { probeBusInstance } from './load-remote-module';

/** What the end-to-end tests read from `window.arcadia` (nothing secret: ids of in-memory objects). */
export interface RemoteProbe {
  /** The shell's `eventBus.instanceId`. */
  busInstanceId: string;
  /** A remote's view of the same id, through its `./BusProbe` module. */
  probeBusInstance: typeof probeBusInstance;
}

declare global {
  interface Window {
    arcadia?: RemoteProbe;
  }
}

/** Lets a test in the browser check that the shell and a remote share one event bus. */
export function exposeRemoteProbe(): void {
  window.arcadia = { busInstanceId: eventBus.instanceId, probeBusInstance };
}
