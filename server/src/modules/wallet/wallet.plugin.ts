import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { startBalancePush, type BalancePush } from './balance-push.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hub's `Balance` pushes after the wallet's committed ledger changes. */
    balancePush: BalancePush;
  }
}

/**
 * What the wallet runs beside its routes: the hub's `Balance` pushes, since the wallet owns the
 * balance and its events. The hub is registered after the modules; the push reaches it only once a
 * ledger change has committed, by then it is there.
 */
const walletPlugin: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const balancePush = startBalancePush(app);
  app.decorate('balancePush', balancePush);
  app.addHook('onClose', async () => balancePush.stop());
};

export default fp(walletPlugin, { name: 'wallet', dependencies: ['db'] });
