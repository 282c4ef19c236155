/**
 * What settles a payment: the provider's callbacks, the operator's approval or rejection, the
 * player's cancellation, the payout to the provider and the sweep of deposits never answered.
 *
 * Each change is one transaction: a conditional status UPDATE (payments.repository.ts
 * `changePayment`), the ledger posting it causes and the player's notification. The posting's
 * ref is (provider, 'deposit:<reference>' | 'withdrawal:<reference>:hold' | …:close), so a
 * repeated event posts nothing even if it got past the status check; paid and returned share
 * the `close` key, so at most one of them happens to a withdrawal.
 */
import type { Kysely, Transaction } from 'kysely';
import { NotificationType, TransactionStatus, TransactionType } from '@arcadia/shared/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEvent } from '../../events/event-outbox.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { interpolate } from '../../plugins/app/messages.js';
import { PaymentProviderError, type PaymentProvider, type ProviderCallback, type ProviderPayoutMethod } from '../../providers/payments/payment-provider.js';
import { addNotification } from '../notifications/notifications.service.js';
import { InvalidAmountError, toKurus } from '../wallet/money.js';
import { findJournal, post, reverse, type Actor, type ExternalRef } from '../wallet/wallet.service.js';
import { uniqueViolation } from '../auth/players.repository.js';
import { methodById } from './payment-methods.js';
import { changePayment, findPayment, findPaymentByReference, storeProviderReference, cancelCreatedBefore, type PaymentRow } from './payments.repository.js';
import { liraText, paymentTexts } from './payments.texts.js';

type Localized = { tr: string; en: string };

const OPEN_DEPOSIT = [TransactionStatus.Created, TransactionStatus.Pending] as const;

export const depositRef = (p: Pick<PaymentRow, 'provider' | 'reference'>): ExternalRef => ({ provider: p.provider, externalId: `deposit:${p.reference}` });
export const holdRef = (p: Pick<PaymentRow, 'provider' | 'reference'>): ExternalRef => ({ provider: p.provider, externalId: `withdrawal:${p.reference}:hold` });
export const closeRef = (p: Pick<PaymentRow, 'provider' | 'reference'>): ExternalRef => ({ provider: p.provider, externalId: `withdrawal:${p.reference}:close` });

function fill(template: Localized, values: { amount: Localized; reason?: Localized }): Localized {
  const of = (locale: 'tr' | 'en') => interpolate(template[locale], { amount: values.amount[locale], reason: values.reason?.[locale] ?? '' }).trim();
  return { tr: of('tr'), en: of('en') };
}

async function notify(trx: Transaction<Database>, payment: PaymentRow, title: Localized, note: Localized, reason?: Localized): Promise<void> {
  await addNotification(trx, payment.player_id, {
    type: payment.type === TransactionType.Deposit ? NotificationType.Deposit : NotificationType.Withdraw,
    title,
    note: fill(note, { amount: liraText(payment.amount), ...(reason ? { reason } : {}) }),
  });
}

/** Credits a deposit to cash and tells the player. */
async function creditDeposit(trx: Transaction<Database>, payment: PaymentRow, actor: Actor): Promise<void> {
  await post(trx, { walletId: payment.wallet_id, type: 'deposit', actor, ref: depositRef(payment), entries: [{ balance: 'cash', amount: payment.amount }] });
  await notify(trx, payment, paymentTexts.depositConfirmedTitle, paymentTexts.depositConfirmedNote);
}

/** Moves a withdrawal's hold back to cash (a rejection, a failed payout, the player's cancellation). */
export async function returnHold(trx: Transaction<Database>, payment: PaymentRow, actor: Actor): Promise<void> {
  const hold = await findJournal(trx, holdRef(payment));
  if (!hold) throw new Error(`withdrawal ${payment.id} has no hold journal`);
  await reverse(trx, { journalId: hold.id, type: 'withdrawal_returned', actor, ref: closeRef(payment) });
}

/** Pays a withdrawal out of held. */
async function payOutHold(trx: Transaction<Database>, payment: PaymentRow, actor: Actor): Promise<void> {
  await post(trx, { walletId: payment.wallet_id, type: 'withdrawal_paid', actor, ref: closeRef(payment), entries: [{ balance: 'held', amount: `-${payment.amount}` }] });
}

// ---------------------------------------------------------------------------------------------
// The provider's callbacks

export type CallbackOutcome = { status: 200 } | { status: 404 | 409; problem: string };

const conflict = (problem: string): CallbackOutcome => ({ status: 409, problem });

function sameAmount(a: string, b: string): boolean {
  try {
    return toKurus(a) === toKurus(b);
  } catch (error) {
    if (error instanceof InvalidAmountError) return false;
    throw error;
  }
}

/**
 * Where each callback status takes a payment, and from where. A deposit cancelled here (by the
 * player, or the sweep) can still be confirmed: the provider's `confirmed` says it has taken the
 * player's money, and money taken is credited, never kept (README, "Cancelling a deposit").
 */
const CALLBACK_MOVES = {
  deposit: {
    confirmed: { to: TransactionStatus.Confirmed, from: [...OPEN_DEPOSIT, TransactionStatus.Cancelled] },
    declined: { to: TransactionStatus.Rejected, from: OPEN_DEPOSIT },
    cancelled: { to: TransactionStatus.Cancelled, from: OPEN_DEPOSIT },
  },
  payout: {
    paid: { to: TransactionStatus.Confirmed, from: [TransactionStatus.Pending] },
    failed: { to: TransactionStatus.Rejected, from: [TransactionStatus.Pending] },
  },
} as const;

/**
 * Applies a verified callback. A deposit is credited only when the callback's amount and currency
 * equal the stored request; a repeat of an applied callback answers 200 and changes nothing; a
 * callback that disagrees with what is stored (amount, currency, reference, a final status other
 * than its own) changes nothing and answers 409.
 */
export async function applyCallback(db: Kysely<Database>, providerName: string, callback: ProviderCallback, log: FastifyBaseLogger): Promise<CallbackOutcome> {
  const stored = await findPaymentByReference(db, providerName, callback.reference);
  if (!stored) return { status: 404, problem: 'no payment with this reference' };
  const kind = stored.type === TransactionType.Deposit ? 'deposit' : 'payout';
  if (callback.kind !== kind) return conflict(`a ${callback.kind} callback for a ${kind}`);
  const move = (CALLBACK_MOVES[kind] as Record<string, { to: TransactionStatus; from: readonly TransactionStatus[] }>)[callback.status];
  if (!move) return conflict(`status ${callback.status} is not one of a ${kind}`);
  if (!sameAmount(callback.amount, stored.amount)) return conflict(`amount ${callback.amount} differs from the request's ${stored.amount}`);
  if (callback.currency !== stored.currency) return conflict(`currency ${callback.currency} differs from the request's ${stored.currency}`);
  if (stored.provider_reference !== null && stored.provider_reference !== callback.providerReference) return conflict(`provider reference ${callback.providerReference} differs from the stored ${stored.provider_reference}`);

  const actor: Actor = { kind: 'provider', id: providerName };
  try {
    return await inTransaction(db, async (trx) => {
      const payment = await changePayment(
        trx,
        stored.id,
        // A payout is with the provider only once the operator has approved it.
        { status: move.from, ...(kind === 'payout' ? { approved: true } : {}) },
        {
          status: move.to,
          providerReference: callback.providerReference,
          ...(callback.status === 'declined' ? { reason: paymentTexts.reasonDeclined } : {}),
          ...(callback.status === 'cancelled' ? { reason: paymentTexts.reasonCancelledAtProvider } : {}),
          ...(callback.status === 'failed' ? { reason: paymentTexts.reasonPayoutFailed } : {}),
        },
      );
      if (!payment) {
        // Another change came first: a repeat of this callback, or something that contradicts it.
        const now = (await findPayment(trx, stored.id))!;
        if (now.status === move.to) return { status: 200 as const };
        // A decline of a deposit already cancelled here agrees with it: no money moved either way.
        if (kind === 'deposit' && callback.status === 'declined' && now.status === TransactionStatus.Cancelled) return { status: 200 as const };
        return conflict(`the payment is already ${TransactionStatus[now.status] ?? now.status}${kind === 'payout' && !now.approved_at ? ' and was never approved' : ''}`);
      }
      if (payment.provider_reference !== callback.providerReference) throw new ReferenceMismatch(payment.provider_reference);
      switch (callback.status) {
        case 'confirmed':
          // Only a cancelled deposit has a reason before it is confirmed.
          if (payment.reason_en !== null) log.warn({ paymentId: payment.id, reference: payment.reference }, 'a cancelled deposit was confirmed by the provider: credited, as the provider has the money');
          await creditDeposit(trx, payment, actor);
          break;
        case 'declined':
          await notify(trx, payment, paymentTexts.depositRejectedTitle, paymentTexts.depositRejectedNote, paymentTexts.reasonDeclined);
          break;
        case 'paid':
          await payOutHold(trx, payment, actor);
          await notify(trx, payment, paymentTexts.withdrawalApprovedTitle, paymentTexts.withdrawalApprovedNote);
          break;
        case 'failed':
          await returnHold(trx, payment, actor);
          await notify(trx, payment, paymentTexts.withdrawalRejectedTitle, paymentTexts.withdrawalRejectedNote, paymentTexts.reasonPayoutFailed);
          break;
        default:
          break;
      }
      log.info({ paymentId: payment.id, reference: payment.reference, callback: callback.status, eventId: callback.eventId }, 'payment settled by the provider');
      return { status: 200 as const };
    });
  } catch (error) {
    if (error instanceof ReferenceMismatch) return conflict(`provider reference ${callback.providerReference} differs from the stored ${error.stored}`);
    // The provider reference belongs to another payment.
    if (uniqueViolation(error) === 'payments_provider_reference_key') return conflict(`provider reference ${callback.providerReference} belongs to another payment`);
    throw error;
  }
}

/** Thrown inside the transaction to roll it back when a concurrent change stored another provider reference. */
class ReferenceMismatch extends Error {
  constructor(readonly stored: string | null) {
    super('provider reference mismatch');
  }
}

// ---------------------------------------------------------------------------------------------
// The player's cancellation of a deposit

/**
 * A deposit the player may cancel: one the provider decides (a card on its hosted page, not a
 * bank transfer the operator confirms when the money arrives), still waiting for it.
 */
export function isCancellableDeposit(payment: Pick<PaymentRow, 'type' | 'status' | 'method_id'>): boolean {
  return payment.type === TransactionType.Deposit && (OPEN_DEPOSIT as readonly number[]).includes(payment.status) && methodById(payment.method_id)?.confirmedByOperator === false;
}

/**
 * Cancels a deposit the player abandoned on the provider's page. Nothing was credited, so nothing
 * is posted: the payment becomes Cancelled in one conditional update, and stops counting against
 * the waiting deposits and the deposit limits. Idempotent: cancelling it again answers as the
 * first time. Refused once the provider has decided (409: confirmed, declined), for a bank
 * transfer (the operator decides once the money arrives), for a withdrawal (422: a withdrawal is
 * not the player's to reverse) and for someone else's payment (404, as if it did not exist).
 */
export async function cancelDeposit(db: Kysely<Database>, playerId: number, id: number): Promise<PaymentRow> {
  return inTransaction(db, async (trx) => {
    const stored = await findPayment(trx, id);
    if (!stored || stored.player_id !== playerId) throw new ApiError(404, paymentTexts.notFound);
    if (stored.type !== TransactionType.Deposit) throw new ApiError(422, paymentTexts.withdrawalsFinal);
    if (methodById(stored.method_id)?.confirmedByOperator) throw new ApiError(409, paymentTexts.transferNotCancellable);
    const cancelled = await changePayment(trx, id, { status: OPEN_DEPOSIT, type: TransactionType.Deposit, playerId }, { status: TransactionStatus.Cancelled, reason: paymentTexts.reasonCancelledByPlayer });
    if (cancelled) return cancelled;
    const now = (await findPayment(trx, id))!;
    if (now.status === TransactionStatus.Cancelled) return now;
    throw new ApiError(409, now.status === TransactionStatus.Confirmed ? paymentTexts.alreadyConfirmed : paymentTexts.alreadyDecided);
  });
}

// ---------------------------------------------------------------------------------------------
// The operator

/** What an operator's change needs besides the payment: who, and the audit row written in its transaction. */
export interface OperatorAction {
  actor: Actor;
  audit(trx: Transaction<Database>): Promise<void>;
}

/**
 * Approves a transaction. A bank-transfer deposit that is Pending is confirmed and credited; a
 * withdrawal that is Pending and not yet approved is marked approved and its payout is queued
 * (outbox topic `payment.payout`; the provider's callback then settles it). Anything else: 409.
 */
export async function approvePayment(db: Kysely<Database>, id: number, operator: OperatorAction): Promise<Localized> {
  return inTransaction(db, async (trx) => {
    const stored = await findPayment(trx, id);
    if (!stored) throw new ApiError(404, paymentTexts.notFound);
    if (stored.type === TransactionType.Deposit) {
      if (!methodById(stored.method_id)?.confirmedByOperator) throw new ApiError(409, paymentTexts.providerDecides);
      // Created too: a transfer whose provider answer a crash lost is still money the operator
      // can see arrive; waiting for the 24-hour sweep would only cancel a real payment.
      const payment = await changePayment(trx, id, { status: OPEN_DEPOSIT, type: TransactionType.Deposit }, { status: TransactionStatus.Confirmed });
      if (!payment) throw new ApiError(409, paymentTexts.notApprovable);
      await creditDeposit(trx, payment, operator.actor);
      await operator.audit(trx);
      return paymentTexts.approved;
    }
    const payment = await changePayment(trx, id, { status: [TransactionStatus.Pending], type: TransactionType.Withdraw, approved: false }, { approve: true });
    if (!payment) throw new ApiError(409, paymentTexts.notApprovable);
    await enqueueEvent(trx, { topic: 'payment.payout', key: `payment:${payment.id}`, payload: { paymentId: payment.id } });
    await operator.audit(trx);
    return paymentTexts.payoutSent;
  });
}

/**
 * Rejects a transaction: a bank-transfer deposit not yet confirmed, or a withdrawal not yet
 * approved (its hold goes back to cash). An approved withdrawal is with the provider: its
 * outcome is the provider's `paid` or `failed`, so approval and rejection never both happen.
 */
export async function rejectPayment(db: Kysely<Database>, id: number, reason: string, operator: OperatorAction): Promise<Localized> {
  const why = { tr: reason, en: reason };
  return inTransaction(db, async (trx) => {
    const stored = await findPayment(trx, id);
    if (!stored) throw new ApiError(404, paymentTexts.notFound);
    if (stored.type === TransactionType.Deposit) {
      if (!methodById(stored.method_id)?.confirmedByOperator) throw new ApiError(409, paymentTexts.providerDecides);
      const payment = await changePayment(trx, id, { status: OPEN_DEPOSIT, type: TransactionType.Deposit }, { status: TransactionStatus.Rejected, reason: why });
      if (!payment) throw new ApiError(409, paymentTexts.notRejectable);
      await notify(trx, payment, paymentTexts.depositRejectedTitle, paymentTexts.depositRejectedNote, why);
    } else {
      const payment = await changePayment(trx, id, { status: [TransactionStatus.Pending], type: TransactionType.Withdraw, approved: false }, { status: TransactionStatus.Rejected, reason: why });
      if (!payment) throw new ApiError(409, paymentTexts.notRejectable);
      await returnHold(trx, payment, operator.actor);
      await notify(trx, payment, paymentTexts.withdrawalRejectedTitle, paymentTexts.withdrawalRejectedNote, why);
    }
    await operator.audit(trx);
    return paymentTexts.rejected;
  });
}

// ---------------------------------------------------------------------------------------------
// The payout (consumer of the outbox topic `payment.payout`)

/**
 * Sends an approved withdrawal to the provider. At least once and idempotent: the provider
 * dedupes by our reference, and a payment that already has the provider's reference (or is no
 * longer waiting) is left alone. A provider that refuses the payout (an account it cannot pay)
 * rejects the withdrawal and returns its hold; any other failure throws, and the outbox retries.
 */
export async function sendPayout(db: Kysely<Database>, provider: PaymentProvider | null, paymentId: number, log: FastifyBaseLogger): Promise<void> {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.type !== TransactionType.Withdraw || payment.status !== TransactionStatus.Pending || !payment.approved_at || payment.provider_reference !== null) return;
  if (!provider) throw new Error('payments are unavailable (no payment provider configured): the payout waits');
  if (provider.name !== payment.provider) throw new Error(`withdrawal ${payment.id} belongs to provider ${payment.provider}, not ${provider.name}: the payout waits`);
  const method = methodById(payment.method_id);
  if (!method) throw new Error(`withdrawal ${payment.id} has an unknown method ${payment.method_id}`);
  try {
    const started = await provider.startPayout({
      reference: payment.reference,
      method: method.providerMethod as ProviderPayoutMethod,
      amount: payment.amount,
      currency: 'TRY',
      details: payment.detail,
    });
    await storeProviderReference(db, payment.id, started.providerReference);
    log.info({ paymentId: payment.id, providerReference: started.providerReference }, 'payout sent to the provider');
  } catch (error) {
    if (!(error instanceof PaymentProviderError && error.refused)) throw error;
    log.warn({ paymentId: payment.id, reason: error.message }, 'the provider refused a payout; the withdrawal is rejected and its hold returned');
    await inTransaction(db, async (trx) => {
      const refused = await changePayment(trx, payment.id, { status: [TransactionStatus.Pending], approved: true }, { status: TransactionStatus.Rejected, reason: paymentTexts.reasonRefused });
      if (!refused) return;
      await returnHold(trx, refused, { kind: 'provider', id: provider.name });
      await notify(trx, refused, paymentTexts.withdrawalRejectedTitle, paymentTexts.withdrawalRejectedNote, paymentTexts.reasonRefused);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The sweep

/** How long a deposit may stay Created (the provider never answered) before it is cancelled. */
export const STALE_DEPOSIT_MS = 24 * 60 * 60 * 1000;

/** Cancels deposits Created more than 24 h before `now`; returns how many. Conditional, so any instance may run it. */
export function cancelStaleDeposits(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  return cancelCreatedBefore(db, new Date(now.getTime() - STALE_DEPOSIT_MS), paymentTexts.reasonExpired);
}
