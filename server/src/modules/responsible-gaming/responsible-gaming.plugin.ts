import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../index.js';
import responsibleGamingRoutes from './responsible-gaming.routes.js';
import type { ResponsibleGamingDeps } from './responsible-gaming.service.js';
import { pushDueRealityChecks } from './reality-checks.js';

/** How often an instance looks for reality checks fallen due. */
const REALITY_CHECK_PUSH_EVERY_MS = 15_000;

/**
 * The responsible-gaming module: its routes, with the database and the accounts' clock (the time
 * the account rules see, which tests move forward). Registered after `accounts`.
 */
const responsibleGamingPlugin: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const deps: ResponsibleGamingDeps = { db: app.db, now: () => app.accounts.clock.date() };
  await app.register(responsibleGamingRoutes, { deps: { ...deps, sessions: app.accounts.sessions } });

  // Each due reality check is pushed once to the session's hub connections (the client's own
  // timer opens the dialog too; the stakes wait for the acknowledgement either way).
  let timer: NodeJS.Timeout | null = null;
  let pushing: Promise<void> | null = null;
  const push = () => {
    pushing ??= pushDueRealityChecks(app.db, deps.now())
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'reality-check push failed; it runs again shortly'))
      .finally(() => {
        pushing = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(push, REALITY_CHECK_PUSH_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await pushing;
  });
};

export default responsibleGamingPlugin;
