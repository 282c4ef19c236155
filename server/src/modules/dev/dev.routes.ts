import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../index.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { httpTexts } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { listOutbox } from '../../providers/outbox/outbox.js';

/**
 * `/api/dev/*`: tools for trying the site and for the e2e tests, on only when DEV_TOOLS is
 * (default outside production). `GET /api/dev/outbox` lists the SMS and e-mails the outbox
 * adapters recorded, newest first, so a player can read their codes; `?to=` filters by recipient.
 */
const devRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  app.addHook('onRequest', async () => {
    if (!config.devTools) throw new ApiError(404, httpTexts.notFound);
  });

  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/outbox',
    { schema: { querystring: strictObject({ to: t.string({ maxLength: 200 }), limit: t.integer({ minimum: 1, maximum: 500, default: 100 }) }) } },
    async (request) => ok(await listOutbox(app.db, { limit: request.query.limit, ...(request.query.to ? { to: request.query.to } : {}) })),
  );
};

export default devRoutes;
