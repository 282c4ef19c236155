import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { changeLimit, chooseNoDepositLimit, LIMIT_PERIODS, LIMIT_TYPES, MAX_LIMIT, REALITY_CHECK_MINUTES, setRealityCheckMinutes, statusOf, type LimitRequest, type ResponsibleGamingDeps } from './responsible-gaming.service.js';
import { responsibleGamingTexts } from './responsible-gaming.texts.js';

export interface ResponsibleGamingRoutesOptions {
  deps: ResponsibleGamingDeps;
}

/**
 * `/api/responsiblegaming/*`: the player's limits, the choice of no deposit limit and the
 * reality-check interval. Refusals answer 400 (the shape) or 422 (the rules), never 401/403,
 * which the front end reads as a lost session.
 */
const responsibleGamingRoutes: FastifyPluginAsync<ResponsibleGamingRoutesOptions> = async (app, { deps }) => {
  app.get('/status', { onRequest: requirePlayer }, async (request) => {
    const player = playerOf(request);
    return ok(await statusOf(deps, player.id, player.sessionId));
  });

  app.post<{ Body: LimitRequest }>(
    '/limit',
    {
      onRequest: requirePlayer,
      schema: {
        body: strictObject(
          {
            type: t.enum(LIMIT_TYPES),
            period: t.enum(LIMIT_PERIODS),
            // The 2-decimal rule is checked in the service: JSON Schema's multipleOf is not exact for 0.01.
            amount: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: MAX_LIMIT },
          },
          ['type', 'period', 'amount'],
        ),
      },
    },
    async (request) => {
      const changed = await changeLimit(deps, playerOf(request).id, request.body);
      return ok(changed.limit, localize(changed.waits ? responsibleGamingTexts.limitPending : responsibleGamingTexts.limitSet, request.locale));
    },
  );

  app.post<{ Body: { confirm: boolean } }>(
    '/nolimit',
    { onRequest: requirePlayer, schema: { body: strictObject({ confirm: t.boolean() }, ['confirm']) } },
    async (request) => {
      if (request.body.confirm !== true) throw new ApiError(422, responsibleGamingTexts.noLimitNeedsConfirmation);
      const player = playerOf(request);
      await chooseNoDepositLimit(deps, player.id);
      return ok(await statusOf(deps, player.id, player.sessionId), localize(responsibleGamingTexts.noLimitChosen, request.locale));
    },
  );

  app.post<{ Body: { minutes: number } }>(
    '/realitycheck',
    { onRequest: requirePlayer, schema: { body: strictObject({ minutes: { type: 'integer', enum: [...REALITY_CHECK_MINUTES] } }, ['minutes']) } },
    async (request) => {
      await setRealityCheckMinutes(deps, playerOf(request).id, request.body.minutes);
      return ok({ realityCheckMinutes: request.body.minutes }, localize(responsibleGamingTexts.realityCheckSet, request.locale));
    },
  );
};

export default responsibleGamingRoutes;
