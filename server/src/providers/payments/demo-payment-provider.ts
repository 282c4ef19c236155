import {
  PaymentProviderError,
  type DepositOrder,
  type DepositStarted,
  type PaymentProvider,
  type PayoutOrder,
  type PayoutStarted,
  type CallbackTarget,
  type ProviderCallback,
} from './payment-provider.js';
import { pathOf, signRequest, verifyRequest } from '../signature.js';

/**
 * The adapter to DemoPay, the demo payment provider (`partners/payments`, its own process and
 * origin): orders are JSON posts to `{baseUrl}/v1/deposits` and `/v1/payouts` (201 started,
 * 422 `{error}` refused) signed `v2` with the site's key, and its callbacks are verified here with
 * the provider's key (one key per direction). A real provider with the same protocol needs only
 * another `baseUrl`, keys and `name`.
 */

export interface DemoPaymentProviderOptions {
  /** The provider's API origin (PAYMENT_PROVIDER_URL). */
  baseUrl: string;
  /** The provider's key (PAYMENT_PROVIDER_SECRET): its callbacks are verified with it (either of `new,old`). */
  secret: string;
  /** The site's key (PAYMENT_SITE_SECRET): orders are signed with it (the first of `new,old`). */
  siteSecret: string;
  /** @default 'demopay' */
  name?: string;
  /** How long an order may wait for the provider's answer. @default 10000 */
  timeoutMs?: number;
}

const DEPOSIT_STATUSES = new Set(['confirmed', 'declined', 'cancelled']);
const PAYOUT_STATUSES = new Set(['paid', 'failed']);
const ID = /^[A-Za-z0-9_.:-]{1,200}$/;
const AMOUNT = /^\d{1,13}\.\d{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A callback body checked field by field (no coercion); the status must belong to the kind.
 * Fields beyond ProviderCallback's are left out.
 */
export function parseProviderCallback(value: unknown): ProviderCallback | null {
  if (!isObject(value)) return null;
  const { eventId, kind, reference, providerReference, status, amount, currency, reason } = value;
  if (typeof eventId !== 'string' || !ID.test(eventId)) return null;
  if (typeof reference !== 'string' || !ID.test(reference)) return null;
  if (typeof providerReference !== 'string' || !ID.test(providerReference)) return null;
  if (kind !== 'deposit' && kind !== 'payout') return null;
  if (typeof status !== 'string' || !(kind === 'deposit' ? DEPOSIT_STATUSES : PAYOUT_STATUSES).has(status)) return null;
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500)) return null;
  return {
    eventId,
    kind,
    reference,
    providerReference,
    status: status as ProviderCallback['status'],
    amount,
    currency,
    ...(reason !== undefined ? { reason } : {}),
  };
}

export class DemoPaymentProvider implements PaymentProvider {
  readonly name: string;
  private readonly baseUrl: string;
  private readonly secret: string;
  private readonly siteSecret: string;
  private readonly timeoutMs: number;

  constructor({ baseUrl, secret, siteSecret, name = 'demopay', timeoutMs = 10_000 }: DemoPaymentProviderOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.secret = secret;
    this.siteSecret = siteSecret;
    this.name = name;
    this.timeoutMs = timeoutMs;
  }

  async startDeposit(order: DepositOrder): Promise<DepositStarted> {
    const answer = await this.post('/v1/deposits', order);
    const { providerReference, redirectUrl } = answer;
    if (typeof providerReference !== 'string' || !ID.test(providerReference)) throw this.unusable();
    if (redirectUrl === null) return { providerReference, redirectUrl: null };
    // The player's browser is sent there: only an http(s) address, never e.g. `javascript:`.
    if (typeof redirectUrl !== 'string' || !/^https?:\/\//i.test(redirectUrl)) throw this.unusable();
    try {
      new URL(redirectUrl);
    } catch {
      throw this.unusable();
    }
    return { providerReference, redirectUrl };
  }

  async startPayout(order: PayoutOrder): Promise<PayoutStarted> {
    const { providerReference } = await this.post('/v1/payouts', order);
    if (typeof providerReference !== 'string' || !ID.test(providerReference)) throw this.unusable();
    return { providerReference };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, target: CallbackTarget): ProviderCallback | null {
    if (!verifyRequest(this.secret, { ...target, body: rawBody, headers })) return null;
    try {
      return parseProviderCallback(JSON.parse(rawBody));
    } catch {
      return null;
    }
  }

  /** A signed order; the provider's JSON answer on 2xx. 422 is a refusal (the player is told), anything else a failure. */
  private async post(path: string, order: DepositOrder | PayoutOrder): Promise<Record<string, unknown>> {
    const body = JSON.stringify(order);
    const url = `${this.baseUrl}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signRequest(this.siteSecret, { method: 'POST', path: pathOf(url), body }) },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : 'unreachable';
      throw new PaymentProviderError(`${this.name} ${cause}`, false);
    }
    let answer: unknown = null;
    try {
      answer = await response.json();
    } catch {
      // not JSON: judged by the status alone
    }
    if (response.status === 422) {
      const error = isObject(answer) && typeof answer.error === 'string' ? answer.error.slice(0, 300) : 'refused';
      throw new PaymentProviderError(error, true);
    }
    if (!response.ok) throw new PaymentProviderError(`${this.name} answered ${response.status}`, false);
    if (!isObject(answer)) throw this.unusable();
    return answer;
  }

  private unusable(): PaymentProviderError {
    return new PaymentProviderError(`${this.name} answered something unusable`, false);
  }
}
