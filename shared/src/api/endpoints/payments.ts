import type { TransactionType } from '../../model/enums';
import type {
  DepositRequest,
  PaymentDetail,
  PaymentFields,
  PaymentMethod,
  PaymentTransaction,
  PaymentTransactionPage,
  PaymentTransactionQuery,
  WithdrawRequest,
} from '../../model/payments';
import { request, requestWithMessage } from '../api-client';

/** Query keys of money in and out; a deposit or withdrawal invalidates `all` (the balance included). */
export const paymentKeys = {
  all: ['payments'] as const,
  methods: (type: TransactionType) => ['payments', 'methods', type] as const,
  fields: (id: number, type: TransactionType) => ['payments', 'fields', id, type] as const,
  transactions: (query: PaymentTransactionQuery) => ['payments', 'transactions', query] as const,
  transaction: (id: number) => ['payments', 'transaction', id] as const,
  balance: ['payments', 'balance'] as const,
};

/** `GET payment/methods?type=1|2`: the deposit (1) or withdrawal (2) methods. */
export const getPaymentMethods = (type: TransactionType, signal?: AbortSignal) => request<PaymentMethod[]>('GET', 'payment/methods', { query: { type }, signal });

/** `POST payment/detail {id, type}`: the method's form fields. */
export const getPaymentFields = (id: number, type: TransactionType, signal?: AbortSignal) => request<PaymentFields>('POST', 'payment/detail', { body: { id, type }, signal });

/**
 * `POST payment/deposit`: data is the provider's page (a string starting with http) or null with a
 * message; the answer's `location` names the new payment (`paymentIdOf` reads its id).
 */
export const deposit = (id: number, detail: PaymentDetail) =>
  requestWithMessage<string | null>('POST', 'payment/deposit', { body: { id, target: 'pay', detail } satisfies DepositRequest });

/** The id of the payment a `Location` names (`/api/payment/transactions/42` → 42), or null. */
export function paymentIdOf(location: string | null | undefined): number | null {
  const match = /\/payment\/transactions\/(\d+)$/.exec(location ?? '');
  return match ? Number(match[1]) : null;
}

/** `GET payment/transactions/:id`: one of the player's deposits or withdrawals, as it stands now. */
export const getPaymentTransaction = (id: number, signal?: AbortSignal) => request<PaymentTransaction>('GET', `payment/transactions/${id}`, { signal });

/** `POST payment/cancel {id}`: cancels a deposit still waiting on the provider's page (`cancellable`); answers it as it now stands. */
export const cancelDeposit = (id: number) => requestWithMessage<PaymentTransaction>('POST', 'payment/cancel', { body: { id } });

/** `POST payment/withdraw`: holds the amount and files the request; data is the request's id. */
export const withdraw = (id: number, detail: PaymentDetail) =>
  requestWithMessage<{ id: number } | null>('POST', 'payment/withdraw', { body: { id, detail } satisfies WithdrawRequest });

/** `POST payment/transactions`: the player's deposits and withdrawals, newest first. */
export const getPaymentTransactions = (query: PaymentTransactionQuery, signal?: AbortSignal) =>
  request<PaymentTransactionPage>('POST', 'payment/transactions', { body: query, signal });
