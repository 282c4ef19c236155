/**
 * A payment provider for tests: implements the adapter interface in memory, records every order,
 * can refuse or fail on demand, and builds the provider's callbacks signed as the real one signs
 * them (`v2` for `POST /api/payment/callback/<name>`), for tests to post there.
 *
 *   const provider = new FakePaymentProvider();
 *   ctx.app.payments.provider = provider;
 *   const { body, headers } = provider.callback({ kind: 'deposit', reference, status: 'confirmed', amount: '150.00' });
 *   await ctx.post('/api/payment/callback/demopay', body, { headers });
 */
import { randomUUID } from 'node:crypto';
import { signRequest, verifyRequest } from '../providers/signature.js';
import {
  PaymentProviderError,
  type DepositOrder,
  type DepositStarted,
  type PaymentProvider,
  type PayoutOrder,
  type PayoutStarted,
  type CallbackTarget,
  type ProviderCallback,
} from '../providers/payments/payment-provider.js';

const STATUSES = new Set(['confirmed', 'declined', 'cancelled', 'paid', 'failed']);

export class FakePaymentProvider implements PaymentProvider {
  readonly deposits: DepositOrder[] = [];
  readonly payouts: PayoutOrder[] = [];
  /** The provider's reference of each of our references (the same on a repeated order: idempotent). */
  readonly references = new Map<string, string>();
  /** The next deposit or payout is refused (the player or the account is told) with this reason. */
  refuseNext: string | null = null;
  /** The next this many orders fail as if the provider were down. */
  failing = 0;
  /** Orders wait for this while set (a slow provider). */
  hang: Promise<void> | null = null;

  constructor(
    readonly secret = `fake-secret-${randomUUID()}`,
    readonly name = 'demopay',
    readonly origin = 'http://provider.test',
  ) {}

  private async take(reference: string): Promise<string> {
    if (this.hang) await this.hang;
    if (this.failing > 0) {
      this.failing -= 1;
      throw new Error('provider unavailable');
    }
    if (this.refuseNext !== null) {
      const reason = this.refuseNext;
      this.refuseNext = null;
      throw new PaymentProviderError(reason, true);
    }
    let providerReference = this.references.get(reference);
    if (!providerReference) this.references.set(reference, (providerReference = `pr-${randomUUID()}`));
    return providerReference;
  }

  async startDeposit(order: DepositOrder): Promise<DepositStarted> {
    this.deposits.push(order);
    const providerReference = await this.take(order.reference);
    return { providerReference, redirectUrl: order.method === 'card' ? `${this.origin}/pay/${providerReference}` : null };
  }

  async startPayout(order: PayoutOrder): Promise<PayoutStarted> {
    this.payouts.push(order);
    return { providerReference: await this.take(order.reference) };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, target: CallbackTarget): ProviderCallback | null {
    if (!verifyRequest(this.secret, { ...target, body: rawBody, headers })) return null;
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const c = body as Partial<ProviderCallback> | null;
    if (!c || typeof c !== 'object') return null;
    const texts = [c.eventId, c.reference, c.providerReference, c.amount, c.currency];
    if (!texts.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 200)) return null;
    if ((c.kind !== 'deposit' && c.kind !== 'payout') || !STATUSES.has(String(c.status))) return null;
    return c as ProviderCallback;
  }

  /**
   * A signed callback about one of our references. Defaults: a new event id, the provider
   * reference given at the order, TRY, signed now with this provider's secret for
   * `POST /api/payment/callback/<name>` (`signing.method` / `signing.path`: for another call).
   */
  callback(
    event: Pick<ProviderCallback, 'kind' | 'reference' | 'status' | 'amount'> & Partial<ProviderCallback>,
    signing: { secret?: string; timestamp?: number; method?: string; path?: string } = {},
  ): { body: string; headers: Record<string, string> } {
    const callback: ProviderCallback = {
      eventId: randomUUID(),
      providerReference: this.references.get(event.reference) ?? `pr-${randomUUID()}`,
      currency: 'TRY',
      ...event,
    };
    const body = JSON.stringify(callback);
    const target = { method: signing.method ?? 'POST', path: signing.path ?? `/api/payment/callback/${this.name}`, body };
    return { body, headers: { 'Content-Type': 'application/json', ...signRequest(signing.secret ?? this.secret, target, signing.timestamp) } };
  }
}
