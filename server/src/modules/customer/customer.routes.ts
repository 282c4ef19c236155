import type { FastifyPluginAsync } from 'fastify';
import { birthDateSchema, callRequestSchema, changePasswordSchema, phoneCodeSchema, phoneSchema, validateField } from '@arcadia/shared/core';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { fieldLabel, localize } from '../../plugins/app/messages.js';
import { ruleErrors, rules, strictObject, t } from '../../plugins/app/validation.js';
import { optionalPlayer, playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { changePassword, profileOf, saveCallRequest, sendPhoneCode, sessionsOf, verifyPhoneCode } from './customer.service.js';
import { customerTexts } from './customer.texts.js';
import { saveBirthDate } from './birth-date.js';
import { creditTrialBonusOptedIn } from '../bonus/bonus.service.js';
import { liraText } from '../payments/payments.texts.js';

const text = (maxLength = 200) => t.string({ maxLength });

type PhoneBody = { step: 1 | 2; phone: string; code?: string };

/** `/api/customer/*` (the player's own account) and `POST /api/cms/callme`. */
const customerRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const deps = { db: app.db, accounts: app.accounts, register: app.identity.register };
  const smsLimits = { perAddressPerDay: config.smsPerAddressPerDay, dailyCeiling: config.smsDailyCeiling };

  app.get('/customer/profile', { onRequest: requirePlayer }, async (request) => ok(await profileOf(app.db, playerOf(request).id, request.locale)));

  app.get('/customer/sessions', { onRequest: requirePlayer }, async (request) => {
    const player = playerOf(request);
    return ok(await sessionsOf(app.db, player.id, player.sessionId));
  });

  app.post<{ Body: PhoneBody }>(
    '/customer/updatephone',
    {
      onRequest: requirePlayer,
      schema: { body: strictObject({ step: t.enum([1, 2]), phone: text(), code: text() }, ['step']) },
      preHandler: async (request, reply) => rules(request.body.step === 2 ? phoneCodeSchema : phoneSchema).call(app, request, reply),
    },
    async (request) => {
      const player = playerOf(request);
      const { step, phone, code } = request.body;
      if (step === 1) {
        await sendPhoneCode(deps, player.id, phone, request.locale, { ip: request.ip, log: request.log, limits: smsLimits });
        return ok(null, localize(customerTexts.codeSent, request.locale));
      }
      const verified = await verifyPhoneCode(deps, player.id, phone, code!);
      // The trial bonus ticked at sign-up is the verification's reward: credited now, no second click.
      const trialBonus = await creditTrialBonusOptedIn(app.db, config, player.id, request.fingerprint, app.accounts.clock.date());
      if (!trialBonus) return ok({ ...verified, trialBonus: null }, localize(customerTexts.phoneVerified, request.locale));
      const amount = liraText(trialBonus.amount.toFixed(2))[request.locale];
      return ok({ ...verified, trialBonus }, localize(customerTexts.phoneVerifiedWithBonus, request.locale).replace('{{amount}}', amount));
    },
  );

  app.post<{ Body: { oldPassword: string; password: string; confirmPassword: string } }>(
    '/customer/changepassword',
    {
      onRequest: requirePlayer,
      schema: { body: strictObject({ oldPassword: text(), password: text(), confirmPassword: text() }) },
      preHandler: rules(changePasswordSchema),
    },
    async (request) => {
      await changePassword(deps, playerOf(request).id, request.body, request.ip);
      return ok(null, localize(customerTexts.passwordChanged, request.locale));
    },
  );

  // The shared rules decide (a real date, 18 or older); an under-18 date is well formed but refused
  // (422), a malformed one is bad input (400). Either way nothing is written.
  app.post<{ Body: { birthDate: string } }>(
    '/customer/birthdate',
    { onRequest: requirePlayer, schema: { body: strictObject({ birthDate: text(20) }, ['birthDate']) } },
    async (request) => {
      const refusal = validateField(birthDateSchema.birthDate, request.body.birthDate, request.body);
      if (refusal) {
        const text = ruleErrors(birthDateSchema, request.body, request.locale).birthDate!;
        if (refusal.key === 'validation.age') throw new ApiError(422, text);
        throw new ApiError(400, `${fieldLabel('birthDate', request.locale)}: ${text}`);
      }
      await saveBirthDate(app.db, playerOf(request).id, request.body.birthDate, app.accounts.clock.date());
      return ok(null, localize(customerTexts.birthDateSaved, request.locale));
    },
  );

  app.post<{ Body: { name: string; message: string } }>(
    '/cms/callme',
    { onRequest: optionalPlayer, schema: { body: strictObject({ name: text(), message: text(500) }) }, preHandler: rules(callRequestSchema) },
    async (request) => {
      await saveCallRequest(deps, { name: request.body.name, message: request.body.message, playerId: request.player?.id ?? null, ip: request.ip });
      return ok(null, localize(customerTexts.callRequestSaved, request.locale));
    },
  );
};

export default customerRoutes;
