import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../index.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { httpTexts } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { setTrialBonusAmount, trialBonusAmount } from '../bonus/bonus.service.js';
import { amountToNumber } from '../wallet/money.js';
import { adminTokenMatches } from './admin-token.js';
import { listCallRequests, listPlayers } from './admin.service.js';

const pageQuery = strictObject({
  page: t.integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: t.integer({ minimum: 1, maximum: 200, default: 50 }),
  search: t.string({ maxLength: 100 }),
});
type PageQuery = { page: number; pageSize: number; search?: string };

const adminUnauthorized = { tr: 'Geçersiz yönetici anahtarı.', en: 'Invalid admin token.' };

/**
 * `/api/admin/*`: the operator's API (call requests, trial bonus amount, players), for the admin
 * CLI (`npm run admin -w server`). Bearer ADMIN_TOKEN; without ADMIN_TOKEN configured the whole
 * API answers 404, as if it did not exist.
 */
const adminRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  app.addHook('onRequest', async (request) => {
    if (!config.adminToken) throw new ApiError(404, httpTexts.notFound);
    if (!adminTokenMatches(request.bearerToken, config.adminToken)) {
      request.log.warn({ ip: request.ip }, 'admin API: bad token');
      throw new ApiError(401, adminUnauthorized);
    }
  });

  app.get<{ Querystring: PageQuery }>('/call-requests', { schema: { querystring: pageQuery } }, async (request) =>
    ok(await listCallRequests(app.db, request.query.page, request.query.pageSize)),
  );

  app.get<{ Querystring: PageQuery }>('/players', { schema: { querystring: pageQuery } }, async (request) =>
    ok(await listPlayers(app.db, request.query.page, request.query.pageSize, request.query.search)),
  );

  app.get('/settings', async () => ok({ trialBonusAmount: amountToNumber(await trialBonusAmount(app.db, config)) }));

  app.put<{ Body: { amount: number | string } }>(
    '/settings/trial-bonus',
    { schema: { body: strictObject({ amount: { type: ['number', 'string'], maxLength: 20 } }, ['amount']) } },
    async (request) => {
      let value: string;
      try {
        value = await setTrialBonusAmount(app.db, request.body.amount);
      } catch {
        throw new ApiError(400, { tr: 'Tutar 0 veya daha büyük, en fazla 2 ondalıklı olmalıdır.', en: 'The amount must be 0 or more with at most 2 decimals.' });
      }
      request.log.info({ trialBonusAmount: value }, 'admin: trial bonus amount set');
      return ok({ trialBonusAmount: amountToNumber(value) });
    },
  );
};

export default adminRoutes;
