import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import type { Config } from '../../config.js';
import { isLoopbackHost } from '../../config.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { httpTexts } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { normalizePhone } from '@arcadia/shared/core';
import { listOutbox } from '../../providers/outbox/outbox.js';

/**
 * The one-time code in a message body: the last run of exactly six digits (the code comes after
 * the greeting, which may hold digits, and before the validity note, which holds none that long).
 */
export function codeInBody(body: string): string | null {
  const runs = body.match(/(?<!\d)\d{6}(?!\d)/g);
  return runs ? runs[runs.length - 1]! : null;
}

/** What the dev tools expose, for the warning logged at start. */
export const DEV_TOOL_PATHS = ['/api/dev/outbox'] as const;

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/** A request made on this machine itself: a loopback peer, and no proxy header saying it came from further away. */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return isLoopbackHost(peer) && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** The warning line of the start-up log: what the dev tools hand out and at which URLs. */
export function devToolsWarning(config: Pick<Config, 'host' | 'devToolsLocalOnly'>, address: AddressInfo | string | null) {
  const port = typeof address === 'object' && address ? address.port : null;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const urls = DEV_TOOL_PATHS.map((path) => (port === null ? path : `http://${host}:${port}${path}`));
  const reach = config.devToolsLocalOnly
    ? 'only from this machine (listening on loopback; proxied requests are refused)'
    : isLoopbackHost(config.host)
      ? 'from this machine, and through any proxy on it (DEV_TOOLS=true)'
      : `from the network (DEV_TOOLS=true with HOST=${config.host})`;
  return {
    data: { devTools: urls, host: config.host, localOnly: config.devToolsLocalOnly },
    message:
      `dev tools are ON, reachable ${reach}: ${urls.join(', ')} lists every SMS and e-mail with its code ` +
      '(phone verification, password reset), enough to take over any account. NODE_ENV=production or DEV_TOOLS=false turns them off.',
  };
}

/**
 * `/api/dev/*`: tools for trying the site and for the e2e tests, on only when `config.devTools`
 * says so (loopback or DEV_TOOLS=true, never production; see config.ts), and then announced by a
 * warning at start. `GET /api/dev/outbox` lists the SMS and e-mails the outbox adapters recorded,
 * newest first (after delivering what is due), so a player can read their codes; `?to=` filters by recipient.
 * Off, every path answers 404, as if it did not exist.
 */
const devRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  app.addHook('onRequest', async (request) => {
    if (!config.devTools) throw new ApiError(404, httpTexts.notFound);
    if (config.devToolsLocalOnly && !isLocalRequest(request)) {
      request.log.warn({ ip: request.ip }, 'dev tools: refused a request from outside this machine');
      throw new ApiError(404, httpTexts.notFound);
    }
  });

  if (config.devTools) {
    app.addHook('onListen', async () => {
      const { data, message } = devToolsWarning(config, app.server.address());
      app.log.warn(data, message);
    });
  }

  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/outbox',
    { schema: { querystring: strictObject({ to: t.string({ maxLength: 200 }), limit: t.integer({ minimum: 1, maximum: 500, default: 100 }) }) } },
    async (request) => {
      // Sends that do not hold up their answer (codes) may still be on their way: deliver what is due first.
      if (app.hasDecorator('eventOutbox')) await app.eventOutbox.deliverPending();
      // Phones are stored normalised: `?to=` finds them in any spelling.
      const to = request.query.to ? (normalizePhone(request.query.to) ?? request.query.to) : undefined;
      const messages = await listOutbox(app.db, { limit: request.query.limit, ...(to ? { to } : {}) });
      // The outbox keeps only what a provider sees; the code is read back from the text for the e2e tests.
      return ok(messages.map((message) => ({ ...message, code: codeInBody(message.body) })));
    },
  );
};

export default devRoutes;
