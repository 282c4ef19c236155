import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { DemoPaymentProvider } from '../../providers/payments/demo-payment-provider.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { cancelStaleDeposits } from './payment-settlement.js';
import type { PaymentDeps } from './payments.service.js';

/** What the payments module shares with the routes, the admin API and the outbox consumers. */
export interface Payments {
  /**
   * The payment provider: the demo provider's adapter when PAYMENT_PROVIDER_SECRET and PAYMENT_SITE_SECRET are set, else
   * null (deposits, withdrawals and payouts then answer 503). Read at each use, so tests swap it.
   */
  provider: PaymentProvider | null;
  /** The site's own origin (PUBLIC_URL), where the provider's hosted page sends the player back. */
  publicUrl: string;
  /** Cancels deposits left Created for 24 h (the provider never answered); returns how many. */
  cancelStaleDeposits(now?: Date): Promise<number>;
  /** What the services need, with the current provider. */
  deps(): PaymentDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** How often an instance looks for deposits the provider never answered. */
const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Sets up what the payment routes share (the provider, the stale-deposit sweep) and decorates the app with it. Registered before the payment and admin routes.
 */
const paymentsPlugin: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const payments: Payments = {
    provider: createProvider(config),
    publicUrl: config.publicUrl,
    cancelStaleDeposits: (now) => cancelStaleDeposits(app.db, now),
    deps: () => ({ db: app.db, provider: payments.provider, publicUrl: payments.publicUrl, log: app.log, now: () => app.accounts.clock.date(), kycDepositThresholdKurus: config.kycDepositThresholdKurus }),
  };
  app.decorate('payments', payments);
  if (!payments.provider) app.log.warn('PAYMENT_PROVIDER_SECRET and PAYMENT_SITE_SECRET are not set: deposits and withdrawals answer 503 (payments unavailable)');

  // Every instance sweeps; the update is conditional, so two sweeps never cancel anything twice.
  const sweep = async () => {
    try {
      const cancelled = await payments.cancelStaleDeposits();
      if (cancelled > 0) app.log.info({ cancelled }, 'stale deposits cancelled (the provider never answered within 24 h)');
    } catch (error) {
      app.log.warn({ err: error }, 'stale deposit sweep failed; it runs again later');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

function createProvider(config: ModuleOptions['config']): PaymentProvider | null {
  const provider = config.paymentProvider;
  return provider ? new DemoPaymentProvider({ baseUrl: provider.url, secret: provider.secret, siteSecret: provider.siteSecret }) : null;
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['db', 'accounts'] });
