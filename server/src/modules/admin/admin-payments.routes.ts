/**
 * The operator's payment routes, inside the admin API (its token check, throttle and audit apply):
 * the transactions with approve and reject, and messages to players. Each change writes its
 * audit row in its own transaction; refusals are audited by the admin API's onSend hook.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { TransactionStatus, TransactionType } from '@arcadia/shared/core';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { inTransaction, onCommit } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { amountToNumber } from '../wallet/money.js';
import { methodName } from '../payments/payment-methods.js';
import { approvePayment, rejectPayment, type OperatorAction } from '../payments/payment-settlement.js';
import { listPayments } from '../payments/payments.repository.js';
import { auditEntryOf, recordAdminAction } from './admin-audit.js';
import { messageAllPlayers, messagePlayer, type OperatorMessage } from './operator-messages.js';

const TYPES = [TransactionType.Deposit, TransactionType.Withdraw] as const;
/** An integer enum: typed, so a query string's "1" is coerced to 1 before the enum is checked. */
const oneOf = (values: readonly number[]) => ({ type: 'integer', enum: [...values] });
const STATUSES = [TransactionStatus.Confirmed, TransactionStatus.Pending, TransactionStatus.Merged, TransactionStatus.Rejected, TransactionStatus.Cancelled, TransactionStatus.Created] as const;

const idParams = strictObject({ id: t.id() }, ['id']);
/** Visible text: not blank (the validation layer already refuses control characters). */
const text = (max: number) => t.string({ minLength: 1, maxLength: max, pattern: '\\S' });
const localized = (max: number) => strictObject({ tr: text(max), en: text(max) }, ['tr', 'en']);

const texts = {
  noPlayer: { tr: 'Oyuncu bulunamadı.', en: 'Player not found.' },
  oneRecipient: { tr: 'Ya "playerId" ya da "all": true verin (ikisi birden değil).', en: 'Give either "playerId" or "all": true (not both).' },
  sent: { tr: 'Mesaj gönderildi.', en: 'Message sent.' },
};

const adminPaymentRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  /** The operator's change: who did it, and its audit row in the change's own transaction. */
  const operatorOf = (request: FastifyRequest): OperatorAction => {
    const audit = request.adminAudit!;
    return {
      actor: { kind: 'operator', id: audit.tokenId ?? 'unknown' },
      audit: async (trx) => {
        await recordAdminAction(trx, auditEntryOf(request, audit.tokenId, 200));
        onCommit(trx, () => {
          audit.done = true;
        });
      },
    };
  };

  app.get<{ Querystring: { status?: TransactionStatus; type?: TransactionType; username?: string; skip: number; take: number } }>(
    '/transactions',
    {
      schema: {
        querystring: strictObject({
          status: oneOf(STATUSES),
          type: oneOf(TYPES),
          // One player's payments: an operator looking up a complaint, a test on a shared site.
          username: t.string({ minLength: 1, maxLength: 30 }),
          skip: t.integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
          take: t.integer({ minimum: 1, maximum: 200, default: 50 }),
        }),
      },
    },
    async (request) => {
      const { status, type, username, skip, take } = request.query;
      const { rows, total } = await listPayments(app.db, {
        ...(status !== undefined ? { status } : {}),
        ...(type !== undefined ? { type } : {}),
        ...(username !== undefined ? { username } : {}),
        skip,
        take,
      });
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          playerId: r.player_id,
          username: r.username,
          type: r.type,
          methodId: r.method_id,
          methodName: methodName(r.method_id, 'en'),
          amount: amountToNumber(r.amount),
          currency: r.currency,
          status: r.status,
          statusName: TransactionStatus[r.status] ?? String(r.status),
          provider: r.provider,
          providerReference: r.provider_reference,
          reference: r.reference,
          detail: r.detail,
          reason: r.reason_en,
          approvedAt: r.approved_at ? new Date(r.approved_at).toISOString() : null,
          createdAt: new Date(r.created_at).toISOString(),
          updatedAt: new Date(r.updated_at).toISOString(),
        })),
        total,
      });
    },
  );

  app.post<{ Params: { id: number } }>('/transactions/:id/approve', { schema: { params: idParams } }, async (request) => {
    const message = await approvePayment(app.db, request.params.id, operatorOf(request));
    request.log.info({ paymentId: request.params.id, tokenId: request.adminAudit?.tokenId }, 'admin: transaction approved');
    return ok(null, localize(message, request.locale));
  });

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/transactions/:id/reject',
    { schema: { params: idParams, body: strictObject({ reason: text(500) }, ['reason']) } },
    async (request) => {
      const message = await rejectPayment(app.db, request.params.id, request.body.reason.trim(), operatorOf(request));
      request.log.info({ paymentId: request.params.id, tokenId: request.adminAudit?.tokenId }, 'admin: transaction rejected');
      return ok(null, localize(message, request.locale));
    },
  );

  app.post<{ Body: OperatorMessage & { playerId?: number; all?: true } }>(
    '/notifications',
    {
      schema: {
        body: strictObject({ playerId: t.id(), all: { const: true }, title: localized(200), note: localized(2000) }, ['title', 'note']),
      },
    },
    async (request) => {
      const { playerId, all, title, note } = request.body;
      if ((playerId === undefined) === (all === undefined)) throw new ApiError(400, texts.oneRecipient);
      const message: OperatorMessage = { title: { tr: title.tr.trim(), en: title.en.trim() }, note: { tr: note.tr.trim(), en: note.en.trim() } };
      const operator = operatorOf(request);
      const players = await inTransaction(app.db, async (trx) => {
        let reached: number;
        if (playerId !== undefined) {
          if ((await messagePlayer(trx, playerId, message)) === null) throw new ApiError(404, texts.noPlayer);
          reached = 1;
        } else {
          const wake = () => void app.eventOutbox.deliverPending().catch((error: unknown) => request.log.warn({ err: error }, 'outbox delivery after a broadcast failed; the worker retries'));
          reached = await messageAllPlayers(trx, message, wake, app.accounts.clock.date());
        }
        await operator.audit(trx);
        return reached;
      });
      return ok({ players }, localize(texts.sent, request.locale));
    },
  );
};

export default adminPaymentRoutes;
