/**
 * Tests only: a stand-in for `@microsoft/signalr` (`jest.mock('@microsoft/signalr', () =>
 * require('./fake-signalr'))`) that records how the connection was built and lets a test play the
 * server: push messages, drop and restore the connection, refuse a start.
 */
type Handler = (...args: never[]) => void;

export const HttpTransportType = { None: 0, WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 } as const;
export const LogLevel = { Trace: 0, Debug: 1, Information: 2, Warning: 3, Error: 4, Critical: 5, None: 6 } as const;

export interface BuiltWith {
  url: string;
  options: { skipNegotiation?: boolean; transport?: number; accessTokenFactory?: () => string | Promise<string> };
  retryDelays?: number[];
  serverTimeoutMs?: number;
  keepAliveMs?: number;
  logLevel?: number;
}

/** How every connection's `start()` ends unless a test sets `nextStart` on one: reset it in `beforeEach`. */
export const server = { start: (): Promise<void> => Promise.resolve() };

export class FakeHubConnection {
  state: 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' = 'Disconnected';
  startCalls = 0;
  stopCalls = 0;
  /** What the next `start()` does; a rejection plays a refused or failed connection. */
  nextStart: () => Promise<void> = () => server.start();
  private readonly handlers = new Map<string, Handler>();
  private readonly closed: ((error?: Error) => void)[] = [];
  private readonly reconnecting: ((error?: Error) => void)[] = [];
  private readonly reconnected: ((id?: string) => void)[] = [];

  constructor(readonly builtWith: BuiltWith) {}

  async start(): Promise<void> {
    this.startCalls += 1;
    this.state = 'Connecting';
    try {
      await this.nextStart();
    } catch (error) {
      this.state = 'Disconnected';
      throw error;
    }
    // as the real client: a stop() while connecting fails the start
    if (this.state !== 'Connecting') throw new Error('The connection was stopped during negotiation.');
    this.state = 'Connected';
  }
  async stop(): Promise<void> {
    this.stopCalls += 1;
    const wasOpen = this.state !== 'Disconnected';
    this.state = 'Disconnected';
    if (wasOpen) this.closed.forEach((h) => h());
  }
  on(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
  }
  onclose(handler: (error?: Error) => void): void {
    this.closed.push(handler);
  }
  onreconnecting(handler: (error?: Error) => void): void {
    this.reconnecting.push(handler);
  }
  onreconnected(handler: (id?: string) => void): void {
    this.reconnected.push(handler);
  }

  // --- the server's side
  /** An invocation of a client method, e.g. `invoke('NotifyMessage', {command, message})`. */
  invoke(name: string, ...args: unknown[]): void {
    (this.handlers.get(name) as ((...a: unknown[]) => void) | undefined)?.(...args);
  }
  /** The connection is lost; the client starts reconnecting. */
  drop(error = new Error('WebSocket closed with status code: 1006.')): void {
    this.state = 'Reconnecting';
    this.reconnecting.forEach((h) => h(error));
  }
  restore(): void {
    this.state = 'Connected';
    this.reconnected.forEach((h) => h());
  }
  /** Closed for good: the reconnect attempts ran out, or the server closed without allowing a retry. */
  close(error?: Error): void {
    this.state = 'Disconnected';
    this.closed.forEach((h) => h(error));
  }
}

/** Every connection built, oldest first. */
export const connections: FakeHubConnection[] = [];

export class HubConnectionBuilder {
  private readonly built: BuiltWith = { url: '', options: {} };
  withUrl(url: string, options: BuiltWith['options'] = {}): this {
    Object.assign(this.built, { url, options });
    return this;
  }
  withAutomaticReconnect(retryDelays: number[]): this {
    this.built.retryDelays = retryDelays;
    return this;
  }
  withServerTimeout(ms: number): this {
    this.built.serverTimeoutMs = ms;
    return this;
  }
  withKeepAliveInterval(ms: number): this {
    this.built.keepAliveMs = ms;
    return this;
  }
  configureLogging(level: number): this {
    this.built.logLevel = level;
    return this;
  }
  build(): FakeHubConnection {
    const connection = new FakeHubConnection({ ...this.built });
    connections.push(connection);
    return connection;
  }
}
