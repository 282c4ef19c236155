import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { interpolate, localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { changeLimit, chooseNoDepositLimit, LIMIT_PERIODS, LIMIT_TYPES, MAX_LIMIT, REALITY_CHECK_MINUTES, setRealityCheckMinutes, statusOf, type LimitRequest, type ResponsibleGamingDeps } from './responsible-gaming.service.js';
import { responsibleGamingTexts } from './responsible-gaming.texts.js';
import { SELF_EXCLUSION_MONTHS, TIMEOUT_HOURS } from '@arcadia/shared/core';
import { verifyPassword } from '../auth/password.js';
import type { SessionStore } from '../auth/session-store.js';
import { dailyActivityOf } from './activity.js';
import { addCalendarMonths, startExclusion, withUntil } from './exclusions.js';
import { acknowledgeRealityCheck } from './reality-checks.js';
import { SMALLEST_DEPOSIT } from '../payments/payment-methods.js';
import { liraText } from '../payments/payments.texts.js';

export interface ResponsibleGamingRoutesOptions {
  deps: ResponsibleGamingDeps & { sessions: SessionStore };
}

const PASSWORD = t.string({ minLength: 1, maxLength: 200 });

/** The caller's password, before anything that closes their account to play. */
async function checkPassword(deps: ResponsibleGamingDeps, playerId: number, password: string): Promise<void> {
  const player = await deps.db.selectFrom('players').select('password_hash').where('id', '=', playerId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(player.password_hash, password))) throw new ApiError(422, responsibleGamingTexts.wrongPassword);
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

  app.post<{ Body: LimitRequest & { confirmBelowMinimum?: boolean } }>(
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
            // A deposit limit below the smallest deposit closes deposits: it is set only once the player says so.
            confirmBelowMinimum: t.boolean(),
          },
          ['type', 'period', 'amount'],
        ),
      },
    },
    async (request) => {
      const { confirmBelowMinimum, ...limit } = request.body;
      if (limit.type === 'deposit' && limit.amount !== null && limit.amount < SMALLEST_DEPOSIT && confirmBelowMinimum !== true) {
        const minimum = liraText(SMALLEST_DEPOSIT.toFixed(2));
        throw new ApiError(422, { tr: interpolate(responsibleGamingTexts.belowMinimumDeposit.tr, { minimum: minimum.tr }), en: interpolate(responsibleGamingTexts.belowMinimumDeposit.en, { minimum: minimum.en }) }, { minimumDeposit: SMALLEST_DEPOSIT });
      }
      const changed = await changeLimit(deps, playerOf(request).id, limit);
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

  // Always succeeds, also when no check is due: a client on its own clock may call it early.
  app.post('/acknowledge', { onRequest: requirePlayer, schema: { body: strictObject({}, []) } }, async (request) => {
    const player = playerOf(request);
    await acknowledgeRealityCheck(deps.db, player.id, deps.now());
    const status = await statusOf(deps, player.id, player.sessionId);
    return ok(status.session, localize(responsibleGamingTexts.realityCheckAcknowledged, request.locale));
  });

  app.post<{ Body: { hours: number; password: string } }>(
    '/timeout',
    { onRequest: requirePlayer, schema: { body: strictObject({ hours: { type: 'integer', enum: [...TIMEOUT_HOURS] }, password: PASSWORD }, ['hours', 'password']) } },
    async (request) => {
      const player = playerOf(request);
      await checkPassword(deps, player.id, request.body.password);
      const until = new Date(deps.now().getTime() + request.body.hours * 3600_000);
      const exclusion = await startExclusion(deps, player.id, { type: 'timeout', until, by: 'player', detail: `${request.body.hours}h` }, player.sessionId);
      return ok({ exclusion }, localize(withUntil(responsibleGamingTexts.timeoutStarted, exclusion.until), request.locale));
    },
  );

  app.post<{ Body: { months: number; password: string } }>(
    '/selfexclude',
    { onRequest: requirePlayer, schema: { body: strictObject({ months: { type: 'integer', enum: [...SELF_EXCLUSION_MONTHS] }, password: PASSWORD }, ['months', 'password']) } },
    async (request) => {
      const player = playerOf(request);
      await checkPassword(deps, player.id, request.body.password);
      const months = request.body.months;
      const until = months === 0 ? null : addCalendarMonths(deps.now(), months);
      const exclusion = await startExclusion(deps, player.id, { type: 'selfexclusion', until, by: 'player', detail: months === 0 ? 'indefinite' : `${months} months` }, player.sessionId);
      return ok({ exclusion }, localize(withUntil(responsibleGamingTexts.selfExclusionStarted, exclusion.until), request.locale));
    },
  );

  app.get('/activity', { onRequest: requirePlayer }, async (request) => ok(await dailyActivityOf(deps.db, playerOf(request).id, deps.now())));
};

export default responsibleGamingRoutes;
