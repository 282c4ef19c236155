/**
 * The payment provider as the payments module sees it. The provider is another company: the
 * adapter talks to it only over HTTP signed with HMAC-SHA256 (see `signature.ts`), and the
 * provider reports outcomes by calling our callback (`POST /api/payment/callback/<provider>`),
 * which the payments module verifies with `verifyCallback` before it touches the ledger.
 *
 * The default adapter (`demo-payment-provider.ts`) talks to the demo provider in
 * `partners/payments`; a real provider implements this interface in a file beside it.
 */

/** The provider-side method a site method maps to. */
export type ProviderDepositMethod = 'card' | 'bank';
export type ProviderPayoutMethod = 'iban' | 'wallet';

export interface DepositOrder {
  /** Our payment's reference (unique, idempotency key at the provider: sending it twice starts one payment). */
  reference: string;
  method: ProviderDepositMethod;
  /** Lira with 2 decimals, as a string ("150.00"). */
  amount: string;
  currency: 'TRY';
  /** The method's fields as the player sent them (card number, expiry, holder; IBAN, bank id). */
  details: Record<string, string | number>;
  /** The player's language, for the hosted page. */
  locale: 'tr' | 'en';
  /** Where the hosted page sends the player back when done. */
  returnUrl: string;
}

export interface DepositStarted {
  /** The provider's id of this payment (unique at the provider). */
  providerReference: string;
  /** The hosted payment page (card); null when the player has nothing to do there (bank transfer). */
  redirectUrl: string | null;
}

export interface PayoutOrder {
  reference: string;
  method: ProviderPayoutMethod;
  amount: string;
  currency: 'TRY';
  details: Record<string, string | number>;
}

export interface PayoutStarted {
  providerReference: string;
}

/** What the provider's callback says, once its signature is verified. */
export interface ProviderCallback {
  /** Unique per callback event; repeated on every retry of the same event. */
  eventId: string;
  kind: 'deposit' | 'payout';
  /** Our reference, as sent in the order. */
  reference: string;
  providerReference: string;
  /** Deposit: confirmed | declined | cancelled. Payout: paid | failed. */
  status: 'confirmed' | 'declined' | 'cancelled' | 'paid' | 'failed';
  amount: string;
  currency: string;
  /** The provider's reason for a decline or failure, for the log and the player. */
  reason?: string;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** True when the provider refused the order itself (bad card, unknown bank): the player is told. */
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Where a callback was received: its method and its path with the query, as sent (the signature covers both). */
export interface CallbackTarget {
  method: string;
  path: string;
}

export interface PaymentProvider {
  /** Names the provider in payment rows and ledger refs (`[a-z][a-z0-9_.-]+`). */
  readonly name: string;
  /** Starts a deposit; idempotent by `order.reference`. Throws PaymentProviderError. */
  startDeposit(order: DepositOrder): Promise<DepositStarted>;
  /** Sends a payout; idempotent by `order.reference`. Throws PaymentProviderError. */
  startPayout(order: PayoutOrder): Promise<PayoutStarted>;
  /**
   * Verifies a callback from its raw body, headers and the method and path (with the query) it was
   * sent to (signature `v2` with the provider's key, timestamp within 5 minutes) and parses it; null
   * when it is not authentic or not well formed.
   */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, target: CallbackTarget): ProviderCallback | null;
}
