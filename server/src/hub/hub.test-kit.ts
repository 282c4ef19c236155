/** Helpers for the hub's tests: a raw WebSocket that records what the hub sends, and a real SignalR client. */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { HUB, type HubMessage } from '@arcadia/shared/core';

export const RS = '\x1e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

export async function waitUntil(predicate: () => boolean, describe: () => string, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out; ${describe()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface RawClient {
  socket: WebSocket;
  /** Records received, without their separators. */
  records: string[];
  /** The WebSocket close code once closed, else null. */
  closed(): number | null;
  waitFor(predicate: () => boolean, ms?: number): Promise<void>;
  /** Waits for the close and returns the last record parsed (the handshake error or close message). */
  closing(ms?: number): Promise<{ code: number; last: Record<string, unknown> | null }>;
}

/**
 * Opens a raw WebSocket to the hub of `baseUrl` (`query` after `?`; `token` as `Authorization: Bearer`,
 * which every connection needs) and collects the records it sends.
 */
export async function rawClient(baseUrl: string, options: { query?: string; headers?: Record<string, string>; token?: string } = {}): Promise<RawClient> {
  const url = `${baseUrl.replace('http', 'ws')}${HUB.path}${options.query ? `?${options.query}` : ''}`;
  const socket = new WebSocket(url, { headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...options.headers } });
  const records: string[] = [];
  let closed: number | null = null;
  socket.on('message', (data) => records.push(...data.toString().split(RS).filter(Boolean)));
  socket.on('close', (code) => {
    closed = code;
  });
  // A socket the server ends abruptly reports an error; the close code tells the tests what happened.
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('close', () => reject(new Error('closed before opening')));
  });
  const waitFor = (predicate: () => boolean, ms = 3000) => waitUntil(predicate, () => `received ${JSON.stringify(records).slice(0, 500)}`, ms);
  return {
    socket,
    records,
    closed: () => closed,
    waitFor,
    closing: async (ms = 3000) => {
      await waitFor(() => closed !== null, ms);
      const last = records.length ? (JSON.parse(records[records.length - 1]!) as Record<string, unknown>) : null;
      return { code: closed!, last };
    },
  };
}

/** Starts the real `@microsoft/signalr` Node client (Authorization: Bearer) and collects its `NotifyMessage`s. */
export async function signalrClient(baseUrl: string, token: string): Promise<{ connection: HubConnection; received: HubMessage[] }> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${HUB.path}`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  const received: HubMessage[] = [];
  connection.on('NotifyMessage', (message: HubMessage) => received.push(message));
  await connection.start();
  return { connection, received };
}
