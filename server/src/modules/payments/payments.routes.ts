import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hasForbiddenCharacter, TransactionStatus, TransactionType, type PaymentDetail, type PaymentTransactionQuery } from '@arcadia/shared/core';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { checkDetail } from './payment-detail.js';
import { PAYMENT_LOGOS } from './payment-logos.js';
import { fieldsFor, findMethod, SITE_METHODS, toPaymentMethod, type OwnValues, type SiteMethod } from './payment-methods.js';
import { applyCallback, cancelDeposit } from './payment-settlement.js';
import { findPayment } from './payments.repository.js';
import { playerTransactions, requestWithdrawal, startDeposit, toTransaction } from './payments.service.js';
import { paymentTexts } from './payments.texts.js';

const TYPES = [TransactionType.Deposit, TransactionType.Withdraw] as const;
/** An integer enum: typed, so a query string's "1" is coerced to 1 before the enum is checked. */
const oneOf = (values: readonly number[]) => ({ type: 'integer', enum: [...values] });
const STATUSES = [TransactionStatus.Confirmed, TransactionStatus.Pending, TransactionStatus.Merged, TransactionStatus.Rejected, TransactionStatus.Cancelled, TransactionStatus.Created] as const;

/**
 * A form's `detail`: field key → text or number. The shape only; `checkDetail` then holds it to
 * the method's fields and rules.
 */
const detailSchema = {
  type: 'object',
  minProperties: 1,
  maxProperties: 10,
  propertyNames: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$' },
  additionalProperties: { type: ['string', 'number'], maxLength: 200 },
};

/** The raw body of a provider's callback is what its signature covers: at most this much of it is read. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

function methodOf(id: number, type: TransactionType): SiteMethod {
  const method = findMethod(id, type);
  if (!method) throw new ApiError(400, paymentTexts.unknownMethod);
  return method;
}

/** The account's own values of the method's read-only fields: the account holder is the player's name and surname. */
async function ownValuesOf(db: FastifyInstance['db'], playerId: number, method: SiteMethod): Promise<OwnValues> {
  if (!method.fields.some((field) => field.readOnly)) return {};
  const player = await db.selectFrom('players').select(['name', 'surname']).where('id', '=', playerId).executeTakeFirstOrThrow();
  return { AccountHolder: `${player.name} ${player.surname}`.trim().replace(/\s+/g, ' ') };
}

const headersOf = (request: FastifyRequest) => request.headers as Record<string, string | string[] | undefined>;

/** `/api/payment/*`: payment methods and their forms, deposits, withdrawals, the player's transactions, the provider's callback. */
const paymentRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  app.get<{ Querystring: { type: TransactionType } }>(
    '/methods',
    { onRequest: requirePlayer, schema: { querystring: strictObject({ type: oneOf(TYPES) }, ['type']) } },
    async (request) => ok(SITE_METHODS.filter((m) => m.type === request.query.type).map((m) => toPaymentMethod(m, request.locale))),
  );

  app.post<{ Body: { id: number; type: TransactionType } }>(
    '/detail',
    { onRequest: requirePlayer, schema: { body: strictObject({ id: t.id(), type: oneOf(TYPES) }, ['id', 'type']) } },
    async (request) => {
      const method = methodOf(request.body.id, request.body.type);
      return ok(fieldsFor(method, await ownValuesOf(app.db, playerOf(request).id, method)));
    },
  );

  app.post<{ Body: { id: number; target: 'pay'; detail: PaymentDetail } }>(
    '/deposit',
    { onRequest: requirePlayer, schema: { body: strictObject({ id: t.id(), target: t.enum(['pay']), detail: detailSchema }, ['id', 'target', 'detail']) } },
    async (request, reply) => {
      const method = methodOf(request.body.id, TransactionType.Deposit);
      const detail = checkDetail(method, request.body.detail, request.locale);
      const started = await startDeposit(app.payments.deps(), playerOf(request).id, method, detail, request.locale);
      // `data` stays the provider's page (or null); where the payment can be followed is its Location.
      void reply.header('Location', `/api/payment/transactions/${started.id}`);
      return ok(started.url, localize(started.message, request.locale));
    },
  );

  app.post<{ Body: { id: number; detail: PaymentDetail } }>(
    '/withdraw',
    { onRequest: requirePlayer, schema: { body: strictObject({ id: t.id(), detail: detailSchema }, ['id', 'detail']) } },
    async (request) => {
      const method = methodOf(request.body.id, TransactionType.Withdraw);
      const detail = checkDetail(method, request.body.detail, request.locale, await ownValuesOf(app.db, playerOf(request).id, method));
      const filed = await requestWithdrawal(app.payments.deps(), playerOf(request).id, method, detail);
      return ok(filed, localize(paymentTexts.withdrawAccepted, request.locale));
    },
  );

  // The player cancels a deposit they abandoned on the provider's page. A withdrawal the player has
  // asked for is not theirs to reverse (UKGC RTS 14B): reversing one to play it is what the rule
  // prevents, so it is refused (422), never changed.
  app.post<{ Body: { id: number } }>('/cancel', { onRequest: requirePlayer, schema: { body: strictObject({ id: t.id() }, ['id']) } }, async (request) => {
    const cancelled = await cancelDeposit(app.db, playerOf(request).id, request.body.id);
    return ok(toTransaction(cancelled, request.locale), localize(paymentTexts.depositCancelled, request.locale));
  });

  // One of the player's own transactions: the deposit dialog follows its deposit here until it is decided.
  app.get<{ Params: { id: number } }>('/transactions/:id', { onRequest: requirePlayer, schema: { params: strictObject({ id: t.id() }, ['id']) } }, async (request) => {
    const payment = await findPayment(app.db, request.params.id);
    if (!payment || payment.player_id !== playerOf(request).id) throw new ApiError(404, paymentTexts.notFound);
    return ok(toTransaction(payment, request.locale));
  });

  const isoDay = t.string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
  app.post<{ Body: PaymentTransactionQuery }>(
    '/transactions',
    {
      onRequest: requirePlayer,
      schema: {
        body: strictObject({
          type: oneOf(TYPES),
          status: oneOf(STATUSES),
          from: isoDay,
          to: isoDay,
          skip: t.integer({ minimum: 0, maximum: 100_000, default: 0 }),
          take: t.integer({ minimum: 1, maximum: 100, default: 20 }),
        }),
      },
    },
    async (request) => ok(await playerTransactions(app.db, playerOf(request).id, request.body, request.locale)),
  );

  app.get<{ Params: { file: string } }>(
    '/logo/:file',
    { schema: { params: strictObject({ file: t.string({ pattern: '^[a-z-]{1,30}\\.svg$' }) }, ['file']) } },
    async (request, reply) => {
      const svg = PAYMENT_LOGOS[request.params.file];
      if (!svg) throw new ApiError(404, paymentTexts.notFound);
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );

  // The provider's callback reads its body as the raw text the signature covers, so it lives in a
  // scope of its own with a parser that keeps the text, whatever the content type.
  await app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    callbacks.post<{ Params: { provider: string } }>(
      '/callback/:provider',
      { schema: { params: strictObject({ provider: t.string({ pattern: '^[a-z][a-z0-9_.-]{1,39}$' }) }, ['provider']) } },
      async (request, reply) => {
        const provider = app.payments.provider;
        if (!provider || provider.name !== request.params.provider) throw new ApiError(404, paymentTexts.notFound);
        const raw = typeof request.body === 'string' ? request.body : '';
        const callback = provider.verifyCallback(raw, headersOf(request), { method: request.method, path: request.url });
        if (!callback) {
          request.log.warn({ provider: provider.name }, 'payment callback refused: bad signature, stale timestamp or malformed body');
          throw new ApiError(401, { tr: 'İmza geçersiz.', en: 'Invalid signature.' });
        }
        // Whatever an adapter lets through, text the database cannot store is refused here, not at the INSERT.
        if (Object.values(callback).some((value) => typeof value === 'string' && hasForbiddenCharacter(value))) {
          request.log.warn({ provider: provider.name }, 'payment callback refused: control characters in its fields');
          throw new ApiError(400, { tr: 'Bildirim geçersiz karakterler içeriyor.', en: 'The callback contains characters that are not allowed.' });
        }
        const outcome = await applyCallback(app.db, provider.name, callback, request.log);
        if (outcome.status !== 200) {
          request.log.error({ provider: provider.name, callback, problem: outcome.problem }, 'payment callback disagrees with the stored payment; nothing changed');
          return reply.code(outcome.status).send({ success: false, message: outcome.problem, data: null });
        }
        return ok(null);
      },
    );
  });
};

export default paymentRoutes;
