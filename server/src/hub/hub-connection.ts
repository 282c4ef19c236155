/**
 * One open hub socket: the SignalR JSON protocol as this hub speaks it (handshake, pings, close),
 * the bounds on what the client sends, and the deadlines the hub's sweep checks.
 *
 * Thousands of these stay open and idle, so a connection is kept small: one object of plain fields
 * and its three socket listeners; no timers of its own (the hub's sweep calls `checkDeadlines`), no
 * request or logger, and the session object the session cache already holds rather than a copy.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { HubMessage } from '@arcadia/shared/core';
import type { AuthenticatedPlayer } from '../modules/auth/session-store.js';
import { HANDSHAKE_OK, MessageType, PING, closeFrame, frame, invocationFrame, splitRecords } from './signalr-protocol.js';
import type { HubLimits } from './hub-limits.js';

const NOTIFY_TARGET = 'NotifyMessage';
/** Longest invocation id or target echoed back in a completion. */
const MAX_ECHOED_CHARS = 64;

/** What every connection of one hub shares. */
export interface HubSettings {
  limits: HubLimits;
  /** Keep-alive ping interval; the client drops the connection after 30 s without a message. */
  keepAliveMs: number;
  /** A client silent for this long is gone. */
  clientTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Called once when the socket has closed (the hub forgets the connection). */
  closed(connection: HubConnection): void;
}

/** Who connected, as the upgrade request said. */
export interface Admission {
  /** The live session the token authenticated (once, at connect); null when anonymous. */
  session: AuthenticatedPlayer | null;
  /** The client's network (see `networkOf`), for the per-network bounds. */
  network: string;
  fingerprint: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Tells the client the server is going away (it reconnects: SignalR close with allowReconnect) and closes the socket. */
function closeForRestart(socket: WebSocket): void {
  try {
    if (socket.readyState === socket.OPEN) socket.send(closeFrame('Server is restarting', true));
    socket.close(1001, 'server shutting down');
  } catch {
    socket.terminate();
  }
}

/** A hub connection as the rest of the server sees it (`app.hub.clients()`). */
export interface HubClient {
  /** The player whose live session the connection authenticated with (once, at connect); null when anonymous. */
  playerId: number | null;
  sessionId: number | null;
  /** SHA-256 of the session token (the token itself is not kept); null when anonymous. */
  tokenHash: string | null;
  fingerprint: string | null;
  connectedAt: Date;
  send(message: HubMessage): void;
}

export class HubConnection implements HubClient {
  readonly session: AuthenticatedPlayer | null;
  readonly network: string;
  readonly fingerprint: string | null;
  /** When the socket opened (Date.now()). */
  private readonly openedAt: number;
  handshakeDone = false;
  /** Set once the connection is being closed: nothing more is read or sent. */
  private ended = false;
  /** The unfinished record (text after the last record separator) of the messages so far. */
  private pending = '';
  private lastSeen: number;
  private nextPingAt: number;
  private windowStart: number;
  private recordsInWindow = 0;

  /**
   * Nothing thrown while handling a socket may reach the event loop: it would end the process and
   * every player's connection with it. Every entry point below catches, and a fault ends this one connection.
   */
  constructor(
    /** Names the connection in the log. */
    readonly id: number,
    readonly socket: WebSocket,
    admission: Admission,
    private readonly settings: HubSettings,
  ) {
    this.session = admission.session;
    this.network = admission.network;
    this.fingerprint = admission.fingerprint;
    this.openedAt = this.lastSeen = this.windowStart = Date.now();
    this.nextPingAt = this.openedAt + settings.keepAliveMs;
    socket.on('message', (data: RawData, isBinary: boolean) => this.received(data, isBinary));
    socket.on('close', () => this.whenClosed());
    // A protocol error (a message above maxPayload, invalid UTF-8) is answered by ws itself with the
    // matching close code: the client's fault, logged at info so hostile clients cannot flood the error log.
    socket.on('error', (error: Error) => this.failed(error));
  }

  get playerId(): number | null {
    return this.session?.id ?? null;
  }

  get sessionId(): number | null {
    return this.session?.sessionId ?? null;
  }

  get tokenHash(): string | null {
    return this.session?.tokenHash ?? null;
  }

  get connectedAt(): Date {
    return new Date(this.openedAt);
  }

  /** Pushes `NotifyMessage(message)` once the handshake is done. */
  send(message: HubMessage): void {
    if (this.handshakeDone && !this.ended && this.socket.readyState === this.socket.OPEN) this.socket.send(invocationFrame(NOTIFY_TARGET, [message]));
  }

  /** Ends the connection with this error: before the handshake the client reads a handshake answer, after it a close message without reconnect. */
  end(error: string): void {
    if (this.ended) return;
    this.ended = true;
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(this.handshakeDone ? closeFrame(error) : frame({ error }));
    this.socket.close(1000);
  }

  /** On shutdown: the client is told to reconnect (to another instance, or to this one once it is back). */
  endForRestart(): void {
    this.ended = true;
    closeForRestart(this.socket);
  }

  /**
   * The hub's sweep calls this about every second: the handshake deadline, then (after the
   * handshake) the session's lifetime, the client's silence, and the keep-alive ping when due.
   * `sessionNow` is the accounts clock, which session lifetimes are measured on.
   */
  checkDeadlines(now: number, sessionNow: number): void {
    try {
      if (this.ended || this.socket.readyState !== this.socket.OPEN) return;
      if (!this.handshakeDone) {
        if (now - this.openedAt >= this.settings.limits.handshakeTimeoutMs) this.end('Handshake was not received in time.');
        return;
      }
      if (this.session && sessionNow >= this.session.expiresAt) return this.end('Session expired.');
      if (now - this.lastSeen > this.settings.clientTimeoutMs) {
        this.settings.log.info({ connection: this.id }, 'hub client timed out');
        this.socket.terminate();
        return;
      }
      if (now >= this.nextPingAt) {
        this.nextPingAt = now + this.settings.keepAliveMs;
        this.socket.send(PING);
      }
    } catch (error) {
      this.fault('keep-alive', error);
    }
  }

  private received(data: RawData, isBinary: boolean): void {
    try {
      if (this.ended) return;
      const now = Date.now();
      this.lastSeen = now;
      if (isBinary) return this.end('Binary messages are not supported.');
      const { limits } = this.settings;
      if (now - this.windowStart >= limits.recordWindowMs) {
        this.windowStart = now;
        this.recordsInWindow = 0;
      }
      const split = splitRecords(this.pending + textOf(data));
      this.pending = split.rest;
      if (this.pending.length > limits.maxPendingBytes) return this.end('Message too large.');
      this.recordsInWindow += split.records.length;
      if (split.records.length > limits.maxRecordsPerMessage || this.recordsInWindow > limits.maxRecordsPerWindow) return this.end('Too many messages.');
      for (const record of split.records) {
        if (this.ended) return;
        this.handle(record);
      }
    } catch (error) {
      this.fault('message', error);
    }
  }

  private handle(record: string): void {
    let message: unknown;
    try {
      message = JSON.parse(record);
    } catch {
      return this.end(this.handshakeDone ? 'Invalid message.' : 'Handshake was invalid.');
    }
    if (!this.handshakeDone) return this.handshake(message);
    if (!isRecord(message) || typeof message.type !== 'number' || !Number.isInteger(message.type)) return this.end('Invalid message.');
    switch (message.type) {
      case MessageType.Ping:
        this.socket.send(PING);
        return;
      case MessageType.Close:
        this.ended = true;
        this.socket.close(1000);
        return;
      case MessageType.Invocation:
      case MessageType.StreamInvocation: {
        // The hub exposes no methods to clients; blocking calls get an error so they do not hang.
        const { invocationId, target } = message;
        if (invocationId === undefined) return;
        if (typeof invocationId !== 'string' || invocationId.length > MAX_ECHOED_CHARS) return this.end('Invalid message.');
        const method = typeof target === 'string' ? target.slice(0, MAX_ECHOED_CHARS) : '';
        this.socket.send(frame({ type: MessageType.Completion, invocationId, error: `Unknown hub method '${method}'` }));
        return;
      }
      default:
        // Other types (stream items, cancellations, types of later protocol versions) carry nothing for this hub.
        return;
    }
  }

  private handshake(message: unknown): void {
    if (!isRecord(message)) return this.end('Handshake was invalid.');
    const { protocol, version } = message;
    if (typeof protocol !== 'string' || typeof version !== 'number') return this.end('Handshake was invalid.');
    if (protocol !== 'json') return this.end(`Requested protocol '${protocol.slice(0, MAX_ECHOED_CHARS)}' is not available.`);
    if (version !== 1) return this.end(`The server does not support version ${version} of the 'json' protocol.`);
    this.handshakeDone = true;
    this.socket.send(HANDSHAKE_OK);
    this.settings.log.debug({ connection: this.id, playerId: this.playerId }, 'hub client connected');
  }

  private whenClosed(): void {
    try {
      this.ended = true;
      this.pending = '';
      this.settings.closed(this);
    } catch (error) {
      this.fault('close', error);
    }
  }

  private failed(error: Error): void {
    this.settings.log.info({ connection: this.id, err: error }, 'hub socket closed on a client error');
    if (this.socket.readyState === this.socket.OPEN) this.socket.terminate();
  }

  private fault(what: string, error: unknown): void {
    this.settings.log.error({ connection: this.id, err: error }, `hub ${what} failed; connection dropped`);
    this.socket.terminate();
  }
}
