/**
 * The SignalR JSON hub protocol as the `@microsoft/signalr` client speaks it over WebSockets:
 * JSON messages each ending with the record separator 0x1E.
 */
export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export type HubFrame = { type: number; [key: string]: unknown };

export const frame = (message: object) => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

export const PING = frame({ type: MessageType.Ping });
export const HANDSHAKE_OK = frame({});

/** Splits a received text into complete records; returns them and the unfinished tail. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

export function closeFrame(error?: string, allowReconnect?: boolean) {
  return frame({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect: true } : {}) });
}

export function invocationFrame(target: string, args: unknown[]) {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}
