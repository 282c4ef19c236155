import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { httpTexts, localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { networkOf } from '../auth/limits/network.js';
import { setTrialBonusAmount, trialBonusAmount } from '../bonus/bonus.service.js';
import { amountToNumber, InvalidAmountError } from '../wallet/money.js';
import { auditEntryOf, listAdminAudit, recordAdminAction } from './admin-audit.js';
import { AdminThrottle } from './admin-limits.js';
import { adminTokenId, adminTokenMatches } from './admin-token.js';
import { listCallRequests, listPlayers } from './admin.service.js';
import { listRiskFlags } from '../auth/risk-flags.js';
import adminPaymentRoutes from './admin-payments.routes.js';
import adminResponsibleGamingRoutes from './admin-responsible-gaming.routes.js';
import adminSportsRoutes from './admin-sports.routes.js';
import adminKycRoutes from './admin-kyc.routes.js';

const pageQuery = strictObject({
  page: t.integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: t.integer({ minimum: 1, maximum: 200, default: 50 }),
  search: t.string({ maxLength: 100 }),
});
type PageQuery = { page: number; pageSize: number; search?: string };
const auditQuery = strictObject({
  page: t.integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: t.integer({ minimum: 1, maximum: 200, default: 50 }),
});

const adminUnauthorized = { tr: 'Geçersiz yönetici anahtarı.', en: 'Invalid admin token.' };
const adminThrottled = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return {
    tr: `Bu adresten çok fazla yönetici isteği geldi. ${minutes} dakika sonra tekrar deneyin.`,
    en: `Too many admin requests from this address. Try again in ${minutes} minutes.`,
  };
};

/** What the audit needs to know about a request to the admin API, set by the onRequest hook. */
interface AdminAuditState {
  tokenId: string | null;
  /** Already written (in the transaction of the change), or deliberately not written (see below). */
  done: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    adminAudit: AdminAuditState | null;
  }
}

/**
 * `/api/admin/*`: the operator's API (call requests, trial bonus amount, players, the audit trail,
 * payments, players' protection, the sportsbook's matches),
 * for the admin CLI (`npm run admin -w server`). Bearer ADMIN_TOKEN; without ADMIN_TOKEN configured
 * the whole API answers 404, as if it did not exist.
 *
 * Every request that reaches a route is throttled (admin-limits.ts) and audited (admin-audit.ts):
 * a change writes its audit row in its own transaction; anything else (reads, refusals, bad input)
 * is written before the answer leaves, and an answer whose row cannot be written becomes a 503:
 * no player data without its trace. Requests throttled after the first over the limit are only
 * logged, so a flood cannot fill the trail.
 */
const adminRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const throttle = new AdminThrottle(app.accounts.counters);
  if (config.adminToken) app.log.info({ adminTokenId: adminTokenId(config.adminToken) }, 'admin API on; audit rows name the token by this id');

  app.decorateRequest('adminAudit', null);

  const refuse = (request: FastifyRequest, reply: FastifyReply, hit: { retryAfterMs: number }, audit: boolean) => {
    request.adminAudit!.done = !audit;
    reply.header('Retry-After', String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))));
    return new ApiError(429, adminThrottled(hit.retryAfterMs));
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!config.adminToken) throw new ApiError(404, httpTexts.notFound);
    const presented = request.bearerToken;
    request.adminAudit = { tokenId: presented === null ? null : adminTokenId(presented), done: false };
    const now = app.accounts.clock.now();
    const network = networkOf(request.ip);

    const open = await throttle.open(network, now);
    if (!open.allowed) {
      request.log.warn({ ip: request.ip, tokenId: request.adminAudit.tokenId }, 'admin API: address locked after refused tokens');
      throw refuse(request, reply, open, open.first);
    }
    if (!adminTokenMatches(presented, config.adminToken)) {
      const slot = await throttle.refuseToken(network, now);
      request.log.warn({ ip: request.ip, tokenId: request.adminAudit.tokenId }, 'admin API: bad token');
      if (!slot.allowed) throw refuse(request, reply, slot, slot.first);
      throw new ApiError(401, adminUnauthorized);
    }
    const hit = await throttle.used(request.adminAudit.tokenId!, network, now);
    if (hit.throttled) {
      request.log.warn({ ip: request.ip, tokenId: request.adminAudit.tokenId }, 'admin API: request limit reached');
      throw refuse(request, reply, hit, hit.firstOver);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const audit = request.adminAudit;
    if (!audit || audit.done) return payload;
    audit.done = true;
    try {
      await recordAdminAction(app.db, auditEntryOf(request, audit.tokenId, reply.statusCode));
      return payload;
    } catch (error) {
      request.log.error({ err: error }, 'admin API: audit row not written; answer withheld');
      reply.code(503).type('application/json; charset=utf-8');
      return JSON.stringify({ success: false, message: localize(httpTexts.unavailable, request.locale), data: null });
    }
  });

  app.get<{ Querystring: PageQuery }>('/call-requests', { schema: { querystring: pageQuery } }, async (request) =>
    ok(await listCallRequests(app.db, request.query.page, request.query.pageSize)),
  );

  app.get<{ Querystring: PageQuery }>('/players', { schema: { querystring: pageQuery } }, async (request) =>
    ok(await listPlayers(app.db, request.query.page, request.query.pageSize, request.query.search)),
  );

  // What the operator should look at (shared devices, claims without a fingerprint, phones unverified when normalised), newest first.
  app.get<{ Querystring: PageQuery }>('/risk-flags', { schema: { querystring: pageQuery } }, async (request) =>
    ok(await listRiskFlags(app.db, request.query.page, request.query.pageSize)),
  );

  app.get('/settings', async () => ok({ trialBonusAmount: amountToNumber(await trialBonusAmount(app.db, config)) }));

  app.get<{ Querystring: { page: number; pageSize: number } }>('/audit', { schema: { querystring: auditQuery } }, async (request) =>
    ok(await listAdminAudit(app.db, request.query.page, request.query.pageSize)),
  );

  app.put<{ Body: { amount: number | string } }>(
    '/settings/trial-bonus',
    { schema: { body: strictObject({ amount: { type: ['number', 'string'], maxLength: 20 } }, ['amount']) } },
    async (request) => {
      const audit = request.adminAudit!;
      let value: string;
      try {
        value = await inTransaction(app.db, async (trx) => {
          const saved = await setTrialBonusAmount(trx, request.body.amount);
          await recordAdminAction(trx, auditEntryOf(request, audit.tokenId, 200));
          return saved;
        });
      } catch (error) {
        if (!(error instanceof RangeError || error instanceof InvalidAmountError)) throw error;
        throw new ApiError(400, { tr: 'Tutar 0 veya daha büyük, en fazla 2 ondalıklı olmalıdır.', en: 'The amount must be 0 or more with at most 2 decimals.' });
      }
      audit.done = true;
      request.log.info({ trialBonusAmount: value, tokenId: audit.tokenId }, 'admin: trial bonus amount set');
      return ok({ trialBonusAmount: amountToNumber(value) });
    },
  );

  // Transactions (approve, reject) and messages to players; under this scope's token check and audit.
  await app.register(adminPaymentRoutes, { config });
  // A player's protection (limits, exclusion, the history of changes) and the operator's exclusion.
  await app.register(adminResponsibleGamingRoutes, { config });
  // The sportsbook's fixtures, settle and cancel (signed calls to the sportsbook's admin API).
  await app.register(adminSportsRoutes, { config });
  // Identity documents: the review queue, a document's file, approve and reject.
  await app.register(adminKycRoutes, { config });
};

export default adminRoutes;
