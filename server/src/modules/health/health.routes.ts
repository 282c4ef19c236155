import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ok } from '../../plugins/app/envelope.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { httpTexts } from '../../plugins/app/messages.js';

/** `GET /api/health`: 200 with the database backend when a query round-trips, 503 otherwise. */
const healthRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  app.get('/health', { schema: { querystring: { type: 'object', additionalProperties: false, properties: {} } } }, async (request) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new ApiError(503, httpTexts.unavailable);
    }
    return ok({ status: 'ok', database: app.database.kind, dbLatencyMs: Math.round((performance.now() - started) * 10) / 10 });
  });
};

export default healthRoutes;
