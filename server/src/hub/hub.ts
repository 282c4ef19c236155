/**
 * `/hub/frnotify`: the notification hub, speaking the SignalR JSON protocol over WebSocket
 * (the client skips negotiation). It completes the handshake, keeps the connection alive both ways
 * and pushes `NotifyMessage` invocations to a player's open connections.
 *
 * A presented token that does not authenticate is refused before the upgrade (401); without a token
 * the connection is anonymous and hears nothing. The hub is reachable by anyone, so everything a client sends is hostile until proven otherwise:
 * whatever arrives (not JSON, not an object, a protocol it does not speak, too much of it) ends
 * that one connection with a SignalR error (a handshake error before the handshake, a close
 * message after it), and no exception ever leaves a socket listener. What one address may hold
 * open is bounded (`HUB_LIMITS`).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocketServer } from 'ws';
import { HUB, type HubMessage } from '@arcadia/shared/core';
import { RedisChannel } from '../modules/auth/redis-channel.js';
import type { Config } from '../config.js';
import { parseBearer } from '../plugins/app/request-context.js';
import { networkOf } from '../modules/auth/limits/network.js';
import type { RevocationEvent } from '../modules/auth/session-store.js';
import { authTexts } from '../modules/auth/auth.texts.js';
import { ApiError } from '../plugins/app/api-error.js';
import { HANDSHAKE_OK, MessageType, PING, closeFrame, frame, invocationFrame, splitRecords } from './signalr-protocol.js';

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

export interface Hub {
  /** Connections that completed the handshake. */
  clients(): HubClient[];
  /** Pushes `NotifyMessage(message)` to every open connection of the player on this instance. Returns how many. */
  sendToPlayer(playerId: number, message: HubMessage): number;
  /**
   * Pushes `NotifyMessage(message)` to the player's connections on every instance: here, and with
   * REDIS_URL through Redis pub/sub to the others. Rejects when Redis refuses the message (the
   * outbox then retries it).
   */
  deliverToPlayer(playerId: number, message: HubMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

/**
 * What one client may do. A network is an IPv4 address or an IPv6 /64 (one subscriber can pick any
 * address in its /64). The SignalR client itself sends a 32-byte handshake and a 10-byte ping every
 * 15 s, so these leave a real client far below every bound.
 */
export const HUB_LIMITS = {
  /** Largest WebSocket message (ws `maxPayload`, set in app.ts); a bigger one closes the socket with 1009. */
  maxMessageBytes: 16 * 1024,
  /** Largest unfinished record (text after the last record separator) kept for the next message. */
  maxPendingBytes: 16 * 1024,
  /** Records in one WebSocket message. */
  maxRecordsPerMessage: 32,
  /** Records per connection per `recordWindowMs`. */
  maxRecordsPerWindow: 120,
  recordWindowMs: 10_000,
  /** Open connections without a live session, per network (the site's anonymous visitors behind one address). */
  anonymousPerNetwork: 5,
  /** Open connections of any kind per network (a shared address: an office, a carrier's NAT). */
  perNetwork: 100,
  /** Open connections per session (one login's tabs). */
  perSession: 10,
  /** Time allowed for the handshake after the socket opens. */
  handshakeTimeoutMs: 10_000,
} as const;

export type HubLimits = { -readonly [K in keyof typeof HUB_LIMITS]: number };

export interface HubOptions {
  config: Config;
  /** Keep-alive ping interval; the client drops the connection after 30 s without a message. */
  keepAliveMs?: number;
  /** A client silent for this long is gone. */
  clientTimeoutMs?: number;
  /** Time allowed for the handshake after the socket opens. */
  handshakeTimeoutMs?: number;
  /** Tests lower or raise the bounds (the message size is ws's `maxPayload`, set in app.ts). */
  limits?: Partial<HubLimits>;
}

const NOTIFY_TARGET = 'NotifyMessage';
/** Longest invocation id or target echoed back in a completion. */
const MAX_ECHOED_CHARS = 64;

/** Tells every hub client the server is going away (they reconnect) and closes the sockets. */
export function closeHubClients(server: WebSocketServer): void {
  for (const socket of server.clients) {
    try {
      if (socket.readyState === socket.OPEN) socket.send(closeFrame('Server is restarting', true));
      socket.close(1001, 'server shutting down');
    } catch {
      socket.terminate();
    }
  }
}

/** One open socket: its client, and how it is ended. */
interface Connection {
  client: HubClient;
  network: string;
  handshakeDone: boolean;
  /** Ends the connection with this error (a handshake error or a close message without reconnect). */
  end(error: string): void;
}

/** Counts per key that disappear at zero (so the maps only hold keys with open connections). */
class Counts<K> {
  private readonly counts = new Map<K, number>();
  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: K): void {
    this.counts.set(key, this.get(key) + 1);
  }
  remove(key: K): void {
    const n = this.get(key) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  set?.delete(value);
  if (set?.size === 0) map.delete(key);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export default fp<HubOptions>(
  async (app: FastifyInstance, options) => {
    const keepAliveMs = options.keepAliveMs ?? HUB.keepAliveMs;
    const clientTimeoutMs = options.clientTimeoutMs ?? HUB.serverTimeoutMs;
    const limits: HubLimits = { ...HUB_LIMITS, ...(options.handshakeTimeoutMs ? { handshakeTimeoutMs: options.handshakeTimeoutMs } : {}), ...options.limits };
    const { sessions, clock } = app.accounts;

    const connections = new Set<Connection>();
    const byPlayer = new Map<number, Set<Connection>>();
    const byToken = new Map<string, Set<Connection>>();
    const perNetwork = new Counts<string>();
    const anonymousPerNetwork = new Counts<string>();
    const perSession = new Counts<number>();

    const handshaken = (connection: Connection) => connection.handshakeDone;
    const sendHere = (playerId: number, message: HubMessage) => {
      let sent = 0;
      for (const connection of byPlayer.get(playerId) ?? []) {
        if (!connection.handshakeDone) continue;
        connection.client.send(message);
        sent += 1;
      }
      return sent;
    };

    // A player's tabs may be connected to any instance: with Redis every instance hears every push.
    type PlayerPush = { playerId: number; message: HubMessage };
    const { redis, redisPrefix } = app.accounts;
    const fanOut = redis
      ? await RedisChannel.start<PlayerPush>(redis, `${redisPrefix}hub:player`, ({ playerId, message }) => sendHere(playerId, message), (error) =>
          app.log.warn({ err: error }, 'hub fan-out channel error'),
        )
      : null;
    if (fanOut) app.addHook('onClose', async () => fanOut.close());

    app.decorate('hub', {
      clients: () => [...connections].filter(handshaken).map((c) => c.client),
      sendToPlayer: sendHere,
      async deliverToPlayer(playerId, message) {
        sendHere(playerId, message);
        await fanOut?.publish({ playerId, message });
      },
    } satisfies Hub);

    // A revoked session (logout, password change, here or on another instance) loses its live
    // connections at once; they are told not to reconnect.
    const stopListening = sessions.onRevoked((event: RevocationEvent) => {
      const ended = 'playerId' in event ? [...(byPlayer.get(event.playerId) ?? [])] : event.tokenHashes.flatMap((hash) => [...(byToken.get(hash) ?? [])]);
      for (const connection of ended) connection.end('Session ended.');
    });
    app.addHook('onClose', async () => stopListening());

    app.get(
      HUB.path,
      {
        websocket: true,
        schema: {
          querystring: {
            type: 'object',
            properties: { access_token: { type: 'string', maxLength: 4096 }, fingerprint: { type: 'string', maxLength: 128 }, id: { type: 'string', maxLength: 128 } },
          },
        },
        // The token is resolved once, before the upgrade: the browser sends it as `access_token`, the Node
        // client as `Authorization: Bearer`. No token connects as anonymous; a token that does not
        // authenticate (unknown, revoked, expired) is refused with 401, so the client learns it has no live
        // session (and does not retry) instead of sitting on a connection that never hears anything. A
        // network already at its bound is refused anyway, so its tokens are not looked up.
        preHandler: async (request) => {
          if (perNetwork.get(networkOf(request.ip)) >= limits.perNetwork) return;
          const query = request.query as { access_token?: string };
          const token = query.access_token?.trim() || parseBearer(request.headers.authorization);
          request.player = await sessions.authenticate(token);
          if (token && !request.player) throw new ApiError(401, authTexts.unauthorized);
        },
      },
      (socket, request) => {
        const log = request.log.child({ hub: HUB.path });
        // Nothing thrown while handling a socket may reach the event loop: it would end the process
        // and every player's connection with it. A fault ends this one connection.
        const guarded =
          <A extends unknown[]>(what: string, handler: (...args: A) => void) =>
          (...args: A) => {
            try {
              handler(...args);
            } catch (error) {
              log.error({ err: error }, `hub ${what} failed; connection dropped`);
              socket.terminate();
            }
          };

        guarded('connect', () => {
          const query = request.query as { fingerprint?: string };
          const session = request.player;
          const network = networkOf(request.ip);
          let handshakeDone = false;
          let ended = false;
          let pending = '';
          let lastSeen = Date.now();
          let windowStart = Date.now();
          let recordsInWindow = 0;

          const client: HubClient = {
            playerId: session?.id ?? null,
            sessionId: session?.sessionId ?? null,
            tokenHash: session?.tokenHash ?? null,
            fingerprint: query.fingerprint?.trim() || request.fingerprint,
            connectedAt: new Date(),
            send: (message) => {
              if (handshakeDone && !ended && socket.readyState === socket.OPEN) socket.send(invocationFrame(NOTIFY_TARGET, [message]));
            },
          };

          /** Before the handshake the client reads a handshake answer, after it a close message. */
          const end = (error: string) => {
            if (ended) return;
            ended = true;
            if (socket.readyState !== socket.OPEN) return;
            socket.send(handshakeDone ? closeFrame(error) : frame({ error }));
            socket.close(1000);
          };
          const connection: Connection = {
            client,
            network,
            get handshakeDone() {
              return handshakeDone;
            },
            end,
          };

          const refusal =
            perNetwork.get(network) >= limits.perNetwork
              ? 'Too many connections from this network.'
              : !session && anonymousPerNetwork.get(network) >= limits.anonymousPerNetwork
                ? 'Too many connections without a session from this network.'
                : session && perSession.get(session.sessionId) >= limits.perSession
                  ? 'Too many connections for this session.'
                  : null;
          if (refusal) {
            log.info({ network, playerId: client.playerId }, 'hub connection refused: too many from one network or session');
            end(refusal);
            return;
          }

          connections.add(connection);
          perNetwork.add(network);
          if (session) {
            perSession.add(session.sessionId);
            addTo(byPlayer, session.id, connection);
            addTo(byToken, session.tokenHash, connection);
          } else {
            anonymousPerNetwork.add(network);
          }

          const handshakeTimer = setTimeout(
            guarded('handshake timeout', () => {
              if (!handshakeDone) end('Handshake was not received in time.');
            }),
            limits.handshakeTimeoutMs,
          );
          const pingTimer = setInterval(
            guarded('keep-alive', () => {
              if (!handshakeDone || ended || socket.readyState !== socket.OPEN) return;
              if (session && clock.now() >= session.expiresAt) {
                end('Session expired.');
                return;
              }
              if (Date.now() - lastSeen > clientTimeoutMs) {
                log.info('hub client timed out');
                socket.terminate();
                return;
              }
              socket.send(PING);
            }),
            keepAliveMs,
          );

          const handshake = (message: unknown) => {
            if (!isRecord(message)) return end('Handshake was invalid.');
            const { protocol, version } = message;
            if (typeof protocol !== 'string' || typeof version !== 'number') return end('Handshake was invalid.');
            if (protocol !== 'json') return end(`Requested protocol '${protocol.slice(0, MAX_ECHOED_CHARS)}' is not available.`);
            if (version !== 1) return end(`The server does not support version ${version} of the 'json' protocol.`);
            handshakeDone = true;
            clearTimeout(handshakeTimer);
            socket.send(HANDSHAKE_OK);
            log.debug({ playerId: client.playerId }, 'hub client connected');
          };

          const handle = (record: string) => {
            let message: unknown;
            try {
              message = JSON.parse(record);
            } catch {
              return end(handshakeDone ? 'Invalid message.' : 'Handshake was invalid.');
            }
            if (!handshakeDone) return handshake(message);
            if (!isRecord(message) || typeof message.type !== 'number' || !Number.isInteger(message.type)) return end('Invalid message.');
            switch (message.type) {
              case MessageType.Ping:
                socket.send(PING);
                return;
              case MessageType.Close:
                ended = true;
                socket.close(1000);
                return;
              case MessageType.Invocation:
              case MessageType.StreamInvocation: {
                // The hub exposes no methods to clients; blocking calls get an error so they do not hang.
                const { invocationId, target } = message;
                if (invocationId === undefined) return;
                if (typeof invocationId !== 'string' || invocationId.length > MAX_ECHOED_CHARS) return end('Invalid message.');
                const method = typeof target === 'string' ? target.slice(0, MAX_ECHOED_CHARS) : '';
                socket.send(frame({ type: MessageType.Completion, invocationId, error: `Unknown hub method '${method}'` }));
                return;
              }
              default:
                // Other types (stream items, cancellations, types of later protocol versions) carry nothing for this hub.
                return;
            }
          };

          socket.on(
            'message',
            guarded('message', (data: RawData, isBinary: boolean) => {
              if (ended) return;
              lastSeen = Date.now();
              if (isBinary) return end('Binary messages are not supported.');
              const now = Date.now();
              if (now - windowStart >= limits.recordWindowMs) {
                windowStart = now;
                recordsInWindow = 0;
              }
              const split = splitRecords(pending + textOf(data));
              pending = split.rest;
              if (pending.length > limits.maxPendingBytes) return end('Message too large.');
              recordsInWindow += split.records.length;
              if (split.records.length > limits.maxRecordsPerMessage || recordsInWindow > limits.maxRecordsPerWindow) return end('Too many messages.');
              for (const record of split.records) {
                if (ended) return;
                handle(record);
              }
            }),
          );
          socket.on(
            'close',
            guarded('close', () => {
              ended = true;
              clearTimeout(handshakeTimer);
              clearInterval(pingTimer);
              if (!connections.delete(connection)) return;
              perNetwork.remove(network);
              if (session) {
                perSession.remove(session.sessionId);
                removeFrom(byPlayer, session.id, connection);
                removeFrom(byToken, session.tokenHash, connection);
              } else {
                anonymousPerNetwork.remove(network);
              }
            }),
          );
        })();
        // A protocol error (a message above maxPayload, invalid UTF-8) is answered by ws itself with
        // the matching close code; it is the client's fault, not the server's.
        socket.on('error', (error) => log.debug({ err: error }, 'hub socket error'));
      },
    );
  },
  { name: 'hub', dependencies: ['accounts'] },
);
