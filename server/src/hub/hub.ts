/**
 * `/hub/frnotify`: the notification hub, speaking the SignalR JSON protocol over WebSocket
 * (the site's client skips negotiation; `POST /hub/frnotify/negotiate` answers a client that does
 * not, WebSockets only). It completes the handshake, keeps the connection alive both ways and pushes
 * `NotifyMessage` invocations to a player's open connections.
 *
 * Only a player's live session gets a connection: a request without a token, or with one that does
 * not authenticate, is refused with 401 before the upgrade (and before negotiation), so no socket
 * is ever held for nobody. The hub is reachable by anyone, so everything a client sends is hostile until proven otherwise:
 * whatever arrives (not JSON, not an object, a protocol it does not speak, too much of it) ends
 * that one connection with a SignalR error (a handshake error before the handshake, a close
 * message after it), and no exception ever leaves a socket listener. What one address may hold
 * open is bounded (`HUB_LIMITS`).
 *
 * Most connections sit idle for hours, so each is kept small (see `upgrade.ts` and
 * `hub-connection.ts`): the upgrade request is let go once the socket is open, and one timer for
 * the whole hub sends the pings and checks the deadlines.
 */
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { HUB, type HubMessage } from '@arcadia/shared/core';
import { RedisChannel } from '../modules/auth/redis-channel.js';
import type { Config } from '../config.js';
import { parseBearer } from '../plugins/app/request-context.js';
import { networkOf } from '../modules/auth/limits/network.js';
import type { RevocationEvent } from '../modules/auth/session-store.js';
import { authTexts } from '../modules/auth/auth.texts.js';
import { ApiError } from '../plugins/app/api-error.js';
import { httpTexts } from '../plugins/app/messages.js';
import { HubConnection, type Admission, type HubClient, type HubSettings } from './hub-connection.js';
import { HubIndex } from './hub-index.js';
import { HUB_LIMITS, type HubLimits } from './hub-limits.js';
import { acceptUpgrade, routeUpgrades } from './upgrade.js';

export { HUB_LIMITS, type HubLimits, type HubClient };

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


export interface HubOptions {
  config: Config;
  /** Keep-alive ping interval; the client drops the connection after 30 s without a message. */
  keepAliveMs?: number;
  /** A client silent for this long is gone. */
  clientTimeoutMs?: number;
  /** Time allowed for the handshake after the socket opens. */
  handshakeTimeoutMs?: number;
  /** Tests lower or raise the bounds. */
  limits?: Partial<HubLimits>;
}

/**
 * A string of its own: a value cut from the request URL would keep the whole URL (and the access
 * token in it) alive as long as the connection.
 */
function ownCopy(value: string | undefined): string | undefined {
  return value === undefined ? undefined : Buffer.from(value).toString();
}

/** The upgrade's path, with or without a trailing slash (the router ignores it), whatever the query. */
function isHubUrl(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === HUB.path || path === `${HUB.path}/`;
}

export default fp<HubOptions>(
  async (app: FastifyInstance, options) => {
    const limits: HubLimits = { ...HUB_LIMITS, ...(options.handshakeTimeoutMs ? { handshakeTimeoutMs: options.handshakeTimeoutMs } : {}), ...options.limits };
    const keepAliveMs = options.keepAliveMs ?? HUB.keepAliveMs;
    const { sessions, clock } = app.accounts;
    const index = new HubIndex(limits);
    /** Set while shutting down: called once the last connection has closed. */
    let onEmpty: (() => void) | null = null;
    const settings: HubSettings = {
      limits,
      keepAliveMs,
      clientTimeoutMs: options.clientTimeoutMs ?? HUB.serverTimeoutMs,
      log: app.log.child({ hub: HUB.path }),
      closed: (connection) => {
        index.remove(connection);
        if (index.all.size === 0) onEmpty?.();
      },
    };

    const sendHere = (playerId: number, message: HubMessage) => {
      let sent = 0;
      for (const connection of index.ofPlayer(playerId)) {
        if (!connection.handshakeDone) continue;
        connection.send(message);
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
      clients: () => [...index.all].filter((connection) => connection.handshakeDone),
      sendToPlayer: sendHere,
      async deliverToPlayer(playerId, message) {
        sendHere(playerId, message);
        await fanOut?.publish({ playerId, message });
      },
    } satisfies Hub);

    // A revoked session (logout, password change, here or on another instance) loses its live
    // connections at once; they are told not to reconnect.
    const stopListening = sessions.onRevoked((event: RevocationEvent) => {
      const ended = 'playerId' in event ? [...index.ofPlayer(event.playerId)] : event.tokenHashes.flatMap((hash) => [...index.ofSession(hash)]);
      for (const connection of ended) connection.end('Session ended.');
    });
    app.addHook('onClose', async () => stopListening());

    // One timer for every connection, often enough that a deadline is missed by at most a second
    // (a quarter of the period in tests, which shorten them).
    const sweepMs = Math.min(1000, keepAliveMs / 4, limits.handshakeTimeoutMs / 4, settings.clientTimeoutMs / 4);
    const sweep = setInterval(() => {
      const now = Date.now();
      const sessionNow = clock.now();
      for (const connection of index.all) connection.checkDeadlines(now, sessionNow);
    }, sweepMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    // On shutdown clients are told to reconnect (SignalR close with allowReconnect); the server closes once their sockets have.
    app.addHook('preClose', async () => {
      if (index.all.size === 0) return;
      const allClosed = new Promise<void>((resolve) => (onEmpty = resolve));
      for (const connection of index.all) connection.endForRestart();
      await allClosed;
    });

    const sockets = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: limits.maxMessageBytes });
    let lastConnectionId = 0;
    const open = (socket: WebSocket, id: number, admission: Admission) => {
      const connection = new HubConnection(id, socket, admission, settings);
      // No session only when the network was full at the upgrade (its tokens are not looked up): refused as such.
      const refusal = admission.session ? index.refusal(admission.network, admission.session) : 'Too many connections from this network.';
      if (refusal) {
        settings.log.info({ connection: id, network: admission.network, playerId: connection.playerId }, 'hub connection refused: too many from one network or session');
        connection.end(refusal);
        return;
      }
      index.add(connection);
    };

    /**
     * The token is resolved once, before the upgrade (or the negotiation): the browser sends it as
     * `access_token`, the Node client as `Authorization: Bearer`. No token, or a token that does not
     * authenticate (unknown, revoked, expired), is refused with 401, so the client learns it has no live
     * session (and does not retry) instead of holding a connection that never hears anything. A
     * network already at its bound is refused anyway after the upgrade, so its tokens are not looked up.
     */
    const requireSession = async (request: FastifyRequest) => {
      const query = request.query as { access_token?: string };
      const token = query.access_token?.trim() || parseBearer(request.headers.authorization);
      if (!token) throw new ApiError(401, authTexts.unauthorized);
      if (index.networkFull(networkOf(request.ip))) return;
      request.player = await sessions.authenticate(token);
      if (!request.player) throw new ApiError(401, authTexts.unauthorized);
    };
    const tokenQuery = {
      type: 'object',
      properties: { access_token: { type: 'string', maxLength: 4096 }, fingerprint: { type: 'string', maxLength: 128 }, id: { type: 'string', maxLength: 128 } },
    } as const;

    // A SignalR client that negotiates first (the site's does not): WebSockets only, after the same check.
    app.post(`${HUB.path}/negotiate`, { schema: { querystring: { ...tokenQuery, properties: { ...tokenQuery.properties, negotiateVersion: { type: 'string', maxLength: 8 } } } }, preHandler: requireSession }, async (request) => {
      // The negotiation carries nothing in its body.
      if (request.body !== undefined && request.body !== null && request.body !== '') throw new ApiError(400, httpTexts.invalidBody);
      const connectionId = randomBytes(16).toString('base64url');
      return {
        negotiateVersion: 1,
        connectionId,
        connectionToken: connectionId,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      };
    });

    routeUpgrades(app, isHubUrl);
    app.get(
      HUB.path,
      {
        schema: { querystring: tokenQuery },
        preHandler: requireSession,
      },
      async (request, reply) => {
        const query = request.query as { fingerprint?: string };
        // Plain values only: what the socket's callback holds lives as long as the connection.
        const admission: Admission = {
          session: request.player,
          network: networkOf(request.ip),
          fingerprint: ownCopy(query.fingerprint?.trim()) || request.fingerprint,
        };
        const id = (lastConnectionId += 1);
        // A plain GET finds nothing here but the WebSocket.
        if (!acceptUpgrade(request, reply, sockets, (socket) => open(socket, id, admission))) throw new ApiError(404, httpTexts.notFound);
        request.log.debug({ connection: id, playerId: admission.session?.id ?? null }, 'hub upgrade accepted');
      },
    );
  },
  { name: 'hub', dependencies: ['accounts'] },
);
