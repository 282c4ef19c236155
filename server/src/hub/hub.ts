/**
 * `/hub/frnotify`: the notification hub, speaking the SignalR JSON protocol over WebSocket
 * (the client skips negotiation). This is the placeholder of issue 2: it completes the handshake,
 * keeps the connection alive both ways and can push `NotifyMessage` invocations to connected clients;
 * who receives what arrives with the notifications issue.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';
import { HUB, type HubMessage } from '@arcadia/shared/core';
import type { Config } from '../config.js';
import { parseBearer } from '../plugins/app/request-context.js';
import { HANDSHAKE_OK, MessageType, PING, closeFrame, frame, invocationFrame, splitRecords, type HubFrame } from './signalr-protocol.js';

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
  clients(): HubClient[];
  /** Pushes `NotifyMessage(message)` to every connected client that `filter` accepts. Returns how many. */
  publish(message: HubMessage, filter?: (client: HubClient) => boolean): number;
  /** Pushes `NotifyMessage(message)` to every open connection of the player on this instance. Returns how many. */
  sendToPlayer(playerId: number, message: HubMessage): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

export interface HubOptions {
  config: Config;
  /** Keep-alive ping interval; the client drops the connection after 30 s without a message. */
  keepAliveMs?: number;
  /** A client silent for this long is gone. */
  clientTimeoutMs?: number;
  /** Time allowed for the handshake after the socket opens. */
  handshakeTimeoutMs?: number;
}

const NOTIFY_TARGET = 'NotifyMessage';

/** Tells every hub client the server is going away (they reconnect) and closes the sockets. */
export function closeHubClients(server: WebSocketServer): void {
  for (const socket of server.clients) {
    if (socket.readyState === socket.OPEN) socket.send(closeFrame('Server is restarting', true));
    socket.close(1001, 'server shutting down');
  }
}

export default fp<HubOptions>(
  async (app: FastifyInstance, options) => {
    const keepAliveMs = options.keepAliveMs ?? HUB.keepAliveMs;
    const clientTimeoutMs = options.clientTimeoutMs ?? HUB.serverTimeoutMs;
    const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 15_000;
    const connected = new Map<WebSocket, HubClient>();
    const byPlayer = new Map<number, Set<HubClient>>();

    app.decorate('hub', {
      clients: () => [...connected.values()],
      publish(message, filter) {
        let sent = 0;
        for (const client of connected.values()) {
          if (filter && !filter(client)) continue;
          client.send(message);
          sent += 1;
        }
        return sent;
      },
      sendToPlayer(playerId, message) {
        const clients = byPlayer.get(playerId);
        if (!clients) return 0;
        for (const client of clients) client.send(message);
        return clients.size;
      },
    } satisfies Hub);

    app.get(
      HUB.path,
      {
        websocket: true,
        schema: {
          querystring: {
            type: 'object',
            properties: { access_token: { type: 'string', maxLength: 4096 }, fingerprint: { type: 'string', maxLength: 128 }, id: { type: 'string' } },
          },
        },
        // The token is resolved once, before the upgrade: the browser sends it as `access_token`, the Node
        // client as `Authorization: Bearer`. An unknown or revoked token connects as anonymous.
        preHandler: async (request) => {
          const query = request.query as { access_token?: string };
          request.player = await app.accounts.sessions.authenticate(query.access_token?.trim() || parseBearer(request.headers.authorization));
        },
      },
      (socket, request) => {
        const query = request.query as { fingerprint?: string };
        const fingerprint = query.fingerprint?.trim() || request.fingerprint;
        const session = request.player;
        const log = request.log.child({ hub: HUB.path });

        let handshakeDone = false;
        let buffer = '';
        let lastSeen = Date.now();
        const client: HubClient = {
          playerId: session?.id ?? null,
          sessionId: session?.sessionId ?? null,
          tokenHash: session?.tokenHash ?? null,
          fingerprint: fingerprint ?? null,
          connectedAt: new Date(),
          send: (message) => {
            if (socket.readyState === socket.OPEN) socket.send(invocationFrame(NOTIFY_TARGET, [message]));
          },
        };

        const close = (error?: string) => {
          if (socket.readyState === socket.OPEN) {
            socket.send(closeFrame(error));
            socket.close(1000);
          }
        };

        const handshakeTimer = setTimeout(() => {
          if (!handshakeDone) close('Handshake was not received in time.');
        }, handshakeTimeoutMs);
        const pingTimer = setInterval(() => {
          if (!handshakeDone || socket.readyState !== socket.OPEN) return;
          if (Date.now() - lastSeen > clientTimeoutMs) {
            log.info('hub client timed out');
            socket.terminate();
            return;
          }
          socket.send(PING);
        }, keepAliveMs);

        const handle = (record: string) => {
          let message: HubFrame;
          try {
            message = JSON.parse(record) as HubFrame;
          } catch {
            close('Invalid message.');
            return;
          }
          if (!handshakeDone) {
            const handshake = message as { protocol?: unknown; version?: unknown };
            if (handshake.protocol !== 'json' || handshake.version !== 1) {
              socket.send(frame({ error: `Requested protocol '${String(handshake.protocol)}' is not available.` }));
              socket.close(1000);
              return;
            }
            handshakeDone = true;
            clearTimeout(handshakeTimer);
            socket.send(HANDSHAKE_OK);
            connected.set(socket, client);
            if (client.playerId !== null) {
              let clients = byPlayer.get(client.playerId);
              if (!clients) byPlayer.set(client.playerId, (clients = new Set()));
              clients.add(client);
            }
            log.debug({ playerId: client.playerId }, 'hub client connected');
            return;
          }
          switch (message.type) {
            case MessageType.Ping:
              socket.send(PING);
              break;
            case MessageType.Close:
              socket.close(1000);
              break;
            case MessageType.Invocation:
            case MessageType.StreamInvocation:
              // The hub exposes no methods to clients; answer blocking calls so they do not hang.
              if (typeof message.invocationId === 'string') {
                socket.send(frame({ type: MessageType.Completion, invocationId: message.invocationId, error: `Unknown hub method '${String(message.target)}'` }));
              }
              break;
            default:
              break;
          }
        };

        socket.on('message', (data, isBinary) => {
          lastSeen = Date.now();
          if (isBinary) {
            close('Binary messages are not supported.');
            return;
          }
          const split = splitRecords(buffer + data.toString());
          buffer = split.rest;
          if (buffer.length > 64 * 1024) {
            close('Message too large.');
            return;
          }
          for (const record of split.records) handle(record);
        });
        socket.on('close', () => {
          clearTimeout(handshakeTimer);
          clearInterval(pingTimer);
          connected.delete(socket);
          if (client.playerId !== null) {
            const clients = byPlayer.get(client.playerId);
            clients?.delete(client);
            if (clients?.size === 0) byPlayer.delete(client.playerId);
          }
        });
        socket.on('error', (error) => log.warn({ err: error }, 'hub socket error'));
      },
    );
  },
  { name: 'hub', dependencies: ['accounts'] },
);
