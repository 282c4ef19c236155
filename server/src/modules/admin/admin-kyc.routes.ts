/**
 * The operator's document queue, inside the admin API (its token check, throttle and audit apply):
 * the queue, a document's file, and the decisions. Each decision writes its audit row in its own
 * transaction; reads and refusals are audited by the admin API's onSend hook.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { approveDocument, documentFile, MAX_REASON, rejectDocument, reviewQueue, type IdentityReading, type KycDeps } from '../kyc/kyc.service.js';
import { sendDocument } from '../kyc/kyc.routes.js';
import type { DocumentStatus } from '../kyc/kyc.tables.js';
import { auditEntryOf, recordAdminAction } from './admin-audit.js';

const idParams = strictObject({ id: t.id() }, ['id']);
const queueQuery = strictObject({
  status: { type: 'string', enum: ['pending', 'approved', 'rejected'], default: 'pending' },
  skip: t.integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  take: t.integer({ minimum: 1, maximum: 200, default: 50 }),
});
const approveBody = strictObject({
  fullName: t.string({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  birthDate: t.string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  nationalId: t.string({ pattern: '^\\d{11}$' }),
  twoSided: t.boolean(),
});
const rejectBody = strictObject({ reason: t.string({ minLength: 1, maxLength: MAX_REASON, pattern: '\\S' }) }, ['reason']);

const reasonTooLong = { tr: `Gerekçe en fazla ${MAX_REASON} karakter olabilir.`, en: `The reason may be at most ${MAX_REASON} characters.` };

const adminKycRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const deps = (): KycDeps => ({ db: app.db, identity: app.identity, sessions: app.accounts.sessions, now: () => app.accounts.clock.date() });

  app.get<{ Querystring: { status: DocumentStatus; skip: number; take: number } }>('/kyc', { schema: { querystring: queueQuery } }, async (request) =>
    ok(await reviewQueue(app.db, request.query)),
  );

  app.get<{ Params: { id: number } }>('/kyc/documents/:id/file', { schema: { params: idParams } }, async (request, reply) =>
    sendDocument(reply, request.params.id, await documentFile(deps(), request.params.id, null)),
  );

  app.post<{ Params: { id: number }; Body: IdentityReading | undefined }>(
    '/kyc/documents/:id/approve',
    { schema: { params: idParams, body: approveBody } },
    async (request) => {
      const audit = request.adminAudit!;
      const decision = await approveDocument(deps(), request.params.id, request.body ?? {}, (trx) => recordAdminAction(trx, auditEntryOf(request, audit.tokenId, 200)));
      audit.done = true;
      request.log.info({ documentId: request.params.id, level: decision.level, minor: decision.minor, tokenId: audit.tokenId }, 'admin: identity document approved');
      return ok({ status: decision.status, level: decision.level, minor: decision.minor }, localize(decision.message, request.locale));
    },
  );

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/kyc/documents/:id/reject',
    { schema: { params: idParams, body: rejectBody } },
    async (request) => {
      const reason = request.body.reason.trim();
      // The schema counts characters; the column counts them too, but trimming first keeps the count honest.
      if (Array.from(reason).length > MAX_REASON) throw new ApiError(400, reasonTooLong);
      const audit = request.adminAudit!;
      const decision = await rejectDocument(deps(), request.params.id, reason, (trx) => recordAdminAction(trx, auditEntryOf(request, audit.tokenId, 200)));
      audit.done = true;
      request.log.info({ documentId: request.params.id, tokenId: audit.tokenId }, 'admin: identity document rejected');
      return ok({ status: decision.status, level: decision.level }, localize(decision.message, request.locale));
    },
  );
};

export default adminKycRoutes;
