/**
 * WebSocket upgrades that go through Fastify's request pipeline without staying in it.
 *
 * An upgrade request to the hub is routed like any request (the hooks, the route's query schema and
 * preHandler, and on a refusal the envelope with the security headers), but once the route accepts
 * it the socket is handed to a `ws` server and nothing of the request is kept: no Request, Reply,
 * IncomingMessage, response or logger stays alive with the socket. (Served through
 * @fastify/websocket they lived as long as the socket: about 3 KiB for every idle connection.)
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** An upgrade request on its way through the route. */
interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
  response: ServerResponse;
}

const pending = new WeakMap<IncomingMessage, PendingUpgrade>();

/** A socket error while the request is routed (the client went away) ends that socket; unheard, it would end the process. */
function destroyOnError(this: Duplex): void {
  this.destroy();
}

/**
 * Routes the HTTP server's upgrade requests whose path `isOurs` through Fastify (`app.routing`); the
 * route then calls `acceptUpgrade`, or answers an HTTP refusal that ends the socket once sent. Other
 * upgrades go on to the listeners the server already had, or are dropped: no other path serves a WebSocket.
 */
export function routeUpgrades(app: FastifyInstance, isOurs: (url: string) => boolean): void {
  const server = app.server;
  const others = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isOurs(request.url ?? '')) {
      if (others.length === 0) socket.destroy();
      for (const listener of others) listener.call(server, request, socket, head);
      return;
    }
    // Node removes its own error listener before emitting 'upgrade'.
    socket.on('error', destroyOnError);
    const response = new ServerResponse(request);
    // A refusal says `Connection: close` and the socket ends once it is sent: it is no HTTP connection any more.
    response.shouldKeepAlive = false;
    response.once('finish', () => socket.destroy());
    response.assignSocket(socket as Socket);
    pending.set(request, { socket, head, response });
    try {
      app.routing(request, response);
    } catch (error) {
      app.log.warn({ err: error }, 'websocket upgrade failed');
      socket.destroy();
    }
  });
}

/**
 * In the route's handler: takes the reply over, upgrades the request's socket with `server` and
 * calls `opened` with the WebSocket. Returns false for a plain GET (no upgrade; the reply is still
 * the handler's). `opened` must not capture the request: what it holds lives as long as the socket.
 */
export function acceptUpgrade(request: FastifyRequest, reply: FastifyReply, server: WebSocketServer, opened: (socket: WebSocket) => void): boolean {
  const upgrade = pending.get(request.raw);
  if (!upgrade) return false;
  pending.delete(request.raw);
  reply.hijack();
  const { socket, head, response } = upgrade;
  // The socket forgets the response (and through it the request); ws takes over its errors.
  response.detachSocket(socket as Socket);
  socket.removeListener('error', destroyOnError);
  server.handleUpgrade(request.raw, socket, head, (webSocket) => opened(webSocket));
  return true;
}
