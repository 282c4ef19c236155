/**
 * Builds the Fastify application: external plugins (security headers, compression),
 * then the app plugins (request context, validation, envelope, database), then the feature modules,
 * the hub, the event outbox worker and the site (front-end builds, content images, SPA fallback).
 */
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { DbHandle } from './db/connect.js';
import { logStyle, loggerOptions, requestLogging } from './plugins/app/logger.js';
import securityHeaders from './plugins/external/security-headers.js';
import requestContext from './plugins/app/request-context.js';
import validation from './plugins/app/validation.js';
import envelope, { clientErrorHandler, frameworkErrors } from './plugins/app/envelope.js';
import dbPlugin from './plugins/app/db.js';
import { modules } from './modules/index.js';
import hub, { type HubOptions } from './hub/hub.js';
import eventOutbox from './events/events.plugin.js';
import type { OutboxWorkerOptions } from './events/outbox-worker.js';
import site, { inlineScriptHashes, loadRemotesManifest, remoteOrigins } from './site/site.js';
import { gameFrameOrigins, gameScriptOrigins } from './providers/games/index.js';
import { sportsbookFrameOrigins } from './providers/sportsbooks/index.js';

export interface BuildOptions {
  /** An already open database to use instead of opening one from the config (tests). */
  database?: DbHandle;
  /** Readable one-line logs (true) or JSON lines (false); by default readable in development only (see logStyle). */
  prettyLogs?: boolean;
  /** Hub timings (tests shorten the 15 s keep-alive). */
  hub?: Omit<HubOptions, 'config'>;
  /** Outbox worker timings (tests shorten the poll and the retry backoff). */
  events?: OutboxWorkerOptions;
  /** HTTP timeouts (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** Called for every route as it is registered (tests that attack every route find them here). */
  onRoute?: onRouteHookHandler;
}

/**
 * How long the HTTP server waits for a client. Without them a client that opens connections and
 * sends nothing, or a header or a body byte now and then, holds a socket and memory for ever.
 */
export const SERVER_TIMEOUTS = {
  /** The headers of a request must have arrived within this. */
  headersTimeoutMs: 10_000,
  /** The whole request (headers and body) must have arrived within this. */
  requestTimeoutMs: 30_000,
  /** A connection silent this long while a request is read or answered is closed. */
  connectionTimeoutMs: 10_000,
  /** An idle keep-alive connection is kept this long: more than the 60 s of common load balancers, so they close it first. */
  keepAliveTimeoutMs: 72_000,
  /** How often Node checks the header and request deadlines (its default, 30 s, would let them run that much late). */
  checkIntervalMs: 2_000,
};
export type ServerTimeouts = typeof SERVER_TIMEOUTS;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const style = logStyle(config, options.prettyLogs);
  const app = Fastify({
    logger: loggerOptions(config, style, Boolean(process.stdout.isTTY)),
    // Readable logs: one line per request, at a level by its status and time (see logger.ts).
    ...requestLogging(style),
    // A hop count trusts that many proxies in front of the server.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 256 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A reply still sent after close must not keep the process alive.
    forceCloseConnections: true,
    connectionTimeout: timeouts.connectionTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: { headersTimeout: timeouts.headersTimeoutMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    // Requests refused before routing (a malformed URL or header) answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const remotes = loadRemotesManifest(config);
  await app.register(securityHeaders, {
    inlineScriptHashes: inlineScriptHashes(config),
    remoteOrigins: remoteOrigins(remotes),
    // The sportsbook frames are framed like games.
    gameOrigins: [...gameFrameOrigins(config), ...sportsbookFrameOrigins(config)],
    gameScriptOrigins: gameScriptOrigins(config),
  });
  // gzip only: the budget of the site's JavaScript is measured in gzip bytes, and it is cheap on 2 cores.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  await app.register(requestContext);
  await app.register(validation);
  await app.register(envelope);
  await app.register(dbPlugin, { config, ...(options.database ? { database: options.database } : {}) });

  for (const module of modules) {
    await app.register(module.plugin, { prefix: module.prefix, config });
  }

  await app.register(hub, { ...options.hub, config });
  // After the modules and the hub: its consumers send through their providers and connections.
  await app.register(eventOutbox, options.events ?? {});
  await app.register(site, { config, remotes });
  return app;
}
