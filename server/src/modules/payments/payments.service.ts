/**
 * The player's side of payments: starting a deposit, requesting a withdrawal, the list of their
 * transactions. Settlement (callbacks, the operator, payouts) is in payment-settlement.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { TransactionStatus, TransactionType, type LanguageCode, type PaymentTransaction, type PaymentTransactionPage, type PaymentTransactionQuery } from '@arcadia/shared/core';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { PaymentProviderError, type DepositStarted, type PaymentProvider, type ProviderDepositMethod } from '../../providers/payments/payment-provider.js';
import { uniqueViolation } from '../auth/players.repository.js';
import { amountToNumber } from '../wallet/money.js';
import { findWalletId, InsufficientFundsError, post } from '../wallet/wallet.service.js';
import type { CheckedDetail } from './payment-detail.js';
import { methodName, type SiteMethod } from './payment-methods.js';
import { holdRef, isCancellableDeposit } from './payment-settlement.js';
import { enforceDepositRules } from '../responsible-gaming/responsible-gaming.service.js';
import { refuseDepositPastThreshold, refuseWithdrawalUntilVerified } from '../kyc/kyc.service.js';
import { changePayment, countWaitingDeposits, insertPayment, lockWallet, listPayments, storeProviderReference, type PaymentRow } from './payments.repository.js';
import { paymentTexts } from './payments.texts.js';

type Localized = { tr: string; en: string };

export interface PaymentDeps {
  db: Kysely<Database>;
  provider: PaymentProvider | null;
  /** The site's own origin, for the hosted page's way back. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The time deposit limits see and a deposit is stamped with (the accounts' clock; tests move it). */
  now?: () => Date;
  /** What an unverified player may deposit in total, in kuruş (KYC_DEPOSIT_THRESHOLD); past it deposits wait for verification. */
  kycDepositThresholdKurus: number;
}

/** Without a configured provider, money cannot move: a 503, not a crash. */
function providerOf(deps: PaymentDeps): PaymentProvider {
  if (!deps.provider) throw new ApiError(503, paymentTexts.unavailable);
  return deps.provider;
}

async function walletOf(db: Kysely<Database>, playerId: number): Promise<number> {
  const walletId = await findWalletId(db, playerId);
  if (walletId === null) throw new ApiError(409, paymentTexts.noWallet);
  return walletId;
}

/**
 * Deposits one player may have waiting (not yet paid, declined or cancelled) from the last 24 h:
 * enough for a player who retries a payment page, too few to flood the provider and the
 * operator's queue. Older waiting ones do not count, so an abandoned payment page never blocks.
 */
export const MAX_WAITING_DEPOSITS = 5;
const WAITING_DEPOSITS_WINDOW_MS = 24 * 3600_000;

const newReference = (type: TransactionType) => `${type === TransactionType.Deposit ? 'dep' : 'wd'}-${randomUUID()}`;

/** A provider's answer we can act on: its reference, and a hosted page (http or https) exactly when the method has one. */
function isUsableStart(started: DepositStarted, method: ProviderDepositMethod): boolean {
  if (typeof started?.providerReference !== 'string' || started.providerReference.length < 1 || started.providerReference.length > 200) return false;
  if (method === 'bank') return started.redirectUrl === null || started.redirectUrl === undefined;
  try {
    const url = new URL(String(started.redirectUrl));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Starts a deposit. The request is stored (Created) before the provider is asked, so nothing the
 * provider later reports about it is ever unknown here; the provider's acceptance moves it to
 * Pending. The card number goes to the provider only: the row keeps its last 4 digits. A deposit
 * the player-protection rules close (an exclusion, no date of birth, no deposit limit decided, a
 * limit it would pass), or that would take an unverified player past KYC_DEPOSIT_THRESHOLD in
 * total, is refused (422) before anything is written.
 * Returns the payment's id and the hosted payment page (card) or null (bank transfer: the operator confirms it).
 */
export async function startDeposit(deps: PaymentDeps, playerId: number, method: SiteMethod, detail: CheckedDetail, locale: LanguageCode): Promise<{ id: number; url: string | null; message: Localized }> {
  const provider = providerOf(deps);
  const providerMethod = method.providerMethod as ProviderDepositMethod;
  const walletId = await walletOf(deps.db, playerId);
  const reference = newReference(TransactionType.Deposit);
  const payment = await inTransaction(deps.db, async (trx) => {
    await lockWallet(trx, walletId);
    // One clock for the row's time, the waiting window and the limits, so they never disagree.
    const now = deps.now?.() ?? new Date();
    const waiting = await countWaitingDeposits(trx, playerId, new Date(now.getTime() - WAITING_DEPOSITS_WINDOW_MS));
    if (waiting >= MAX_WAITING_DEPOSITS) throw new ApiError(429, paymentTexts.tooManyWaitingDeposits);
    // Under the wallet lock: a player's deposits queue here, so each one counts those before it.
    await enforceDepositRules(trx, playerId, detail.amount, now);
    await refuseDepositPastThreshold(trx, playerId, detail.amount, deps.kycDepositThresholdKurus);
    return insertPayment(trx, {
      playerId,
      walletId,
      type: TransactionType.Deposit,
      methodId: method.id,
      provider: provider.name,
      reference,
      amount: detail.amount,
      status: TransactionStatus.Created,
      detail: detail.stored,
      createdAt: now,
    });
  });

  let started: DepositStarted;
  try {
    started = await provider.startDeposit({
      reference,
      method: providerMethod,
      amount: detail.amount,
      currency: 'TRY',
      details: detail.values,
      locale,
      returnUrl: new URL('/dashboard/financial-activities', deps.publicUrl).toString(),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.refused) {
      await inTransaction(deps.db, (trx) => changePayment(trx, payment.id, { status: [TransactionStatus.Created] }, { status: TransactionStatus.Rejected, reason: paymentTexts.reasonRefused }));
      deps.log.info({ paymentId: payment.id, reason: error.message }, 'the provider refused a deposit');
      throw new ApiError(422, paymentTexts.providerRefused);
    }
    // Unknown whether the provider took it: the row stays Created, a callback can still settle it,
    // and the sweep cancels it after 24 h otherwise.
    deps.log.warn({ err: error, paymentId: payment.id }, 'deposit not started: the provider did not answer');
    throw new ApiError(503, paymentTexts.providerUnavailable);
  }
  if (!isUsableStart(started, providerMethod)) {
    deps.log.error({ paymentId: payment.id, started }, 'the provider answered a deposit with something unusable');
    throw new ApiError(503, paymentTexts.providerUnavailable);
  }

  try {
    await inTransaction(deps.db, async (trx) => {
      // A callback may have settled it already (the player was quick): then only the reference is stored.
      const accepted = await changePayment(trx, payment.id, { status: [TransactionStatus.Created] }, { status: TransactionStatus.Pending, providerReference: started.providerReference });
      if (!accepted) await storeProviderReference(trx, payment.id, started.providerReference);
    });
  } catch (error) {
    if (uniqueViolation(error) !== 'payments_provider_reference_key') throw error;
    deps.log.error({ paymentId: payment.id, providerReference: started.providerReference }, 'the provider answered a deposit with the reference of another payment');
    throw new ApiError(503, paymentTexts.providerUnavailable);
  }
  return providerMethod === 'card' ? { id: payment.id, url: started.redirectUrl!, message: paymentTexts.depositRedirect } : { id: payment.id, url: null, message: paymentTexts.depositPending };
}

/**
 * Files a withdrawal: in one transaction the request is stored (Pending) and its amount moves
 * from cash to held. The wallet row lock queues concurrent requests, so the second of two
 * requests for the whole balance finds it gone (400) and writes nothing. Only cash can be held:
 * bonus money is never withdrawable. A player whose identity is not verified is refused (422).
 */
export async function requestWithdrawal(deps: PaymentDeps, playerId: number, method: SiteMethod, detail: CheckedDetail): Promise<{ id: number }> {
  const provider = providerOf(deps);
  const walletId = await walletOf(deps.db, playerId);
  // Identity first (422, nothing written); a verification is never taken back, so checking before the transaction is enough.
  await refuseWithdrawalUntilVerified(deps.db, playerId, deps.now?.() ?? new Date());
  const reference = newReference(TransactionType.Withdraw);
  try {
    return await inTransaction(deps.db, async (trx) => {
      // The hold first: it locks the wallet (FOR UPDATE) before the payment row's foreign key
      // takes its share lock on it, so concurrent requests queue on the wallet instead of
      // deadlocking over the upgrade from share to update lock.
      await post(trx, {
        walletId,
        type: 'withdrawal_hold',
        actor: { kind: 'player', id: String(playerId) },
        ref: holdRef({ provider: provider.name, reference }),
        entries: [
          { balance: 'cash', amount: `-${detail.amount}` },
          { balance: 'held', amount: detail.amount },
        ],
      });
      const payment = await insertPayment(trx, {
        playerId,
        walletId,
        type: TransactionType.Withdraw,
        methodId: method.id,
        provider: provider.name,
        reference,
        amount: detail.amount,
        status: TransactionStatus.Pending,
        detail: detail.stored,
      });
      return { id: payment.id };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(400, paymentTexts.insufficientFunds);
    throw error;
  }
}

/** Turkey's offset from UTC (no daylight saving since 2016): a day of the player's calendar starts at 00:00 +03:00. */
const TURKEY_OFFSET = '+03:00';

/** The start of an ISO day (`2026-11-25`) in Turkey; null when it is not a real date. */
export function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00${TURKEY_OFFSET}`);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 2026-02-30 over to March: a date that does not round-trip does not exist.
  const back = new Date(date.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
  return back === day ? date : null;
}

/** The player's deposits and withdrawals, newest first, filtered and paged. */
export async function playerTransactions(db: Kysely<Database>, playerId: number, query: PaymentTransactionQuery, locale: LanguageCode): Promise<PaymentTransactionPage> {
  const from = query.from !== undefined ? dayStart(query.from) : undefined;
  const to = query.to !== undefined ? dayStart(query.to) : undefined;
  if (from === null || to === null) throw new ApiError(400, paymentTexts.badDate);
  if (from && to && from > to) throw new ApiError(400, paymentTexts.badDateRange);
  const { rows, total } = await listPayments(db, {
    playerId,
    ...(query.type !== undefined ? { type: query.type } : {}),
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { until: new Date(to.getTime() + 24 * 3600_000) } : {}),
    skip: query.skip,
    take: query.take,
  });
  return { items: rows.map((row) => toTransaction(row, locale)), total };
}

export function toTransaction(row: PaymentRow, locale: LanguageCode): PaymentTransaction {
  return {
    id: row.id,
    type: row.type as TransactionType,
    methodId: row.method_id,
    methodName: methodName(row.method_id, locale),
    amount: amountToNumber(row.amount),
    status: row.status as TransactionStatus,
    reason: (locale === 'en' ? row.reason_en : row.reason_tr) ?? null,
    approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    cancellable: isCancellableDeposit(row),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
