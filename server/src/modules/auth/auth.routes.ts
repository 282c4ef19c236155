import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  fastRegisterSchema,
  loginSchema,
  recoveryCodeSchema,
  recoveryPasswordSchema,
  recoveryUsernameSchema,
  normalizePhone,
  registerSchema,
} from '@arcadia/shared/core';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { rules, strictObject, t } from '../../plugins/app/validation.js';
import { authTexts, fillPlural } from './auth.texts.js';
import { login, logout, register, resetPasswordWithCode, sendResetCode, verifyResetCode } from './auth.service.js';
import { listCountries } from './players.repository.js';
import type { SessionContext } from './session-store.js';
import { hashToken, looksLikeToken } from './token.js';
import { minutesLeft } from './limits/limit-errors.js';
import { consume } from './limits/rate-limits.js';
import { registrationRules } from './limits/registration-limits.js';

export function sessionContext(request: FastifyRequest): SessionContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : '', fingerprint: request.fingerprint };
}

const text = (maxLength = 200) => t.string({ maxLength });
const numeric = () => ({ type: ['string', 'number', 'null'], maxLength: 20 });

const registerBody = strictObject({
  name: text(),
  surname: text(),
  username: text(),
  email: text(),
  phone: text(),
  PersonalNo: text(),
  country: numeric(),
  currencyId: numeric(),
  birthDate: text(),
  birthDateDay: text(),
  birthDateMonth: text(),
  birthDateYear: text(),
  trialBonus: { type: ['integer', 'boolean', 'string'], enum: [0, 1, true, false, '0', '1'] },
  password: text(),
  password2: text(),
  refId: numeric(),
  isFast: t.boolean(),
  termsVersion: text(40),
  privacyNoticeVersion: text(40),
});

type RegisterBody = {
  name?: string;
  surname?: string;
  username?: string;
  email?: string;
  phone?: string;
  PersonalNo?: string;
  country?: string | number | null;
  currencyId?: string | number | null;
  birthDate?: string;
  birthDateDay?: string;
  birthDateMonth?: string;
  birthDateYear?: string;
  trialBonus?: 0 | 1 | boolean | '0' | '1';
  password?: string;
  password2?: string;
  refId?: string | number | null;
  isFast?: boolean;
  termsVersion?: string;
  privacyNoticeVersion?: string;
};

/** The birth date is built from the day, month and year inputs (the form's `birthDate` is only a preview). */
function birthDateOf(body: RegisterBody): string {
  const [d, m, y] = [body.birthDateDay, body.birthDateMonth, body.birthDateYear].map((v) => String(v ?? '').trim());
  if (!d || !m || !y || !/^\d+$/.test(d + m + y)) return '';
  return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** A positive whole number up to `max` (an integer column's range by default), given as a number or digits. */
const positiveInteger = (value: unknown, max = 2_147_483_647): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= max ? n : null;
};

const usernameBody = strictObject({ username: text() });
const codeBody = strictObject({ username: text(), code: text() });
const newPasswordBody = strictObject({ username: text(), code: text(), password: text(), password2: text() });

/** `/api/auth/*`: login, registration, logout, the country list and password recovery. */
const authRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const deps = { db: app.db, accounts: app.accounts, sportsbooks: config, register: app.identity.register };

  app.post<{ Body: { username: string; password: string } }>(
    '/login',
    { schema: { body: strictObject({ username: text(), password: text() }) }, preHandler: rules(loginSchema) },
    async (request) => ok(await login(deps, request.body, sessionContext(request)), localize(authTexts.loginSuccess, request.locale)),
  );

  app.post<{ Body: RegisterBody }>(
    '/register',
    {
      schema: { body: registerBody },
      preHandler: async (request, reply) => {
        const body = request.body;
        if (!body.isFast) body.birthDate = birthDateOf(body);
        await rules(body.isFast ? fastRegisterSchema : registerSchema).call(app, request, reply);
      },
    },
    async (request) => {
      const body = request.body;
      const countryId = positiveInteger(body.country);
      if (countryId === null) throw new ApiError(400, authTexts.countryUnknown);
      if (body.currencyId !== undefined && body.currencyId !== null && body.currencyId !== '' && positiveInteger(body.currencyId) !== 1) {
        throw new ApiError(400, authTexts.currencyUnknown);
      }
      // Counted once the payload is valid, and given back when the sign-up fails (a taken
      // username, a race), so a player fixing typos is not held back.
      const limitRules = registrationRules(
        { ip: request.ip, phone: normalizePhone(body.phone ?? ''), personalNo: body.isFast ? null : body.PersonalNo!, fingerprint: request.fingerprint },
        config,
      );
      const limit = await consume(app.accounts.counters, limitRules, app.accounts.clock.now());
      if (!limit.allowed) {
        const key = limit.reason === 'addressLimit' ? 'tooManyRegistrations' : 'tooManyRegistrationsBySubject';
        throw new ApiError(429, fillPlural(authTexts, key, minutesLeft(limit.retryAfterMs)), { retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) });
      }
      const data = await register(
        deps,
        {
          name: body.name!.trim(),
          surname: body.surname!.trim(),
          username: body.username!,
          email: body.email!.trim(),
          phone: body.phone!,
          countryId,
          password: body.password!,
          personalNo: body.isFast ? null : body.PersonalNo!,
          // Optional in the fast form (checked by its schema): a player who gives none is asked before the first deposit.
          birthDate: body.isFast ? body.birthDate || null : body.birthDate!,
          trialBonus: body.trialBonus === 1 || body.trialBonus === true || body.trialBonus === '1',
          refId: positiveInteger(body.refId, Number.MAX_SAFE_INTEGER),
          isFast: body.isFast === true,
          // Checked by the schema: the versions in force.
          consents: { terms: body.termsVersion!, privacyNotice: body.privacyNoticeVersion! },
        },
        sessionContext(request),
      ).catch(async (error: unknown) => {
        for (const rule of limitRules) await app.accounts.counters.release(rule.key, app.accounts.clock.now());
        // A taken username or e-mail is said under its field, as the form's own rules are.
        const field = error instanceof ApiError ? (error.data as { field?: unknown } | null)?.field : undefined;
        if (error instanceof ApiError && (field === 'username' || field === 'email')) throw new ApiError(409, error.text, { errors: { [field]: localize(error.text, request.locale) } });
        throw error;
      });
      return ok(data, localize(authTexts.registerSuccess, request.locale));
    },
  );

  app.get('/form', async (request) => ok({ countries: await listCountries(app.db, request.locale) }));

  // Always succeeds: an unknown or already revoked token has nothing left to end.
  app.get('/logout', async (request) => {
    const token = request.bearerToken;
    if (token && looksLikeToken(token)) await logout(deps, hashToken(token));
    return ok(null, localize(authTexts.loggedOut, request.locale));
  });

  app.post<{ Body: { username: string } }>(
    '/sendresetpassword',
    { schema: { body: usernameBody }, preHandler: rules(recoveryUsernameSchema) },
    async (request) => {
      await sendResetCode(deps, request.body.username, request.locale, request.ip);
      return ok(null, localize(authTexts.resetSent, request.locale));
    },
  );

  app.post<{ Body: { username: string; code: string } }>(
    '/checkresetcode',
    { schema: { body: codeBody }, preHandler: rules(recoveryCodeSchema) },
    async (request) => {
      await verifyResetCode(deps, { username: request.body.username, code: request.body.code, ip: request.ip });
      return ok(null, localize(authTexts.resetCodeAccepted, request.locale));
    },
  );

  app.post<{ Body: { username: string; code: string; password: string; password2: string } }>(
    '/changepasswordwithcode',
    { schema: { body: newPasswordBody }, preHandler: rules(recoveryPasswordSchema) },
    async (request) => {
      await resetPasswordWithCode(deps, { ...request.body, ip: request.ip });
      return ok(null, localize(authTexts.resetDone, request.locale));
    },
  );
};

export default authRoutes;
