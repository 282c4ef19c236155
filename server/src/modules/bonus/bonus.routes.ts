import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { optionalPlayer, playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { refuseWhileExcluded } from '../responsible-gaming/exclusions.js';
import { bonusesOf, claimableTrialBonus, claimTrialBonus, requestBonus } from './bonus.service.js';
import { bonusTexts } from './bonus.texts.js';

/** `/api/bonus/*`: the trial bonus, the player's bonuses and the operator's offers. */
const bonusRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  // Open to everyone: the site asks at startup and reloads on success:false, so an anonymous
  // caller (or a stale token) gets the offer's amount, never an error.
  app.get('/trialbonusamount', { onRequest: optionalPlayer }, async (request) =>
    ok(await claimableTrialBonus(app.db, config, request.player?.id ?? null)),
  );

  app.get('/definetrialbonus', { onRequest: requirePlayer }, async (request) => {
    const player = playerOf(request);
    await refuseWhileExcluded(app.db, player.id, app.accounts.clock.date());
    // The Bonus notification reaches the player's open tabs through the outbox, once the claim has committed.
    const { balance } = await claimTrialBonus(app.db, config, player.id, request.fingerprint);
    return ok({ balance }, localize(bonusTexts.claimed, request.locale));
  });

  app.get('/list', { onRequest: requirePlayer }, async (request) => ok(await bonusesOf(app.db, playerOf(request).id, request.locale)));

  app.post<{ Body: { code: string } }>(
    '/request',
    { onRequest: requirePlayer, schema: { body: strictObject({ code: t.string({ minLength: 1, maxLength: 30 }) }, ['code']) } },
    async (request) => {
      await refuseWhileExcluded(app.db, playerOf(request).id, app.accounts.clock.date());
      const id = await requestBonus(app.db, playerOf(request).id, request.body.code);
      return ok({ id }, localize(bonusTexts.requested, request.locale));
    },
  );
};

export default bonusRoutes;
