import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import responsibleGamingRoutes from './responsible-gaming.routes.js';
import type { ResponsibleGamingDeps } from './responsible-gaming.service.js';
import { pushDueRealityChecks } from './reality-checks.js';
import { sendReviewReminders } from './review-reminders.js';

/** How often an instance looks for reality checks fallen due. */
const REALITY_CHECK_PUSH_EVERY_MS = 15_000;
/** How often an instance looks for six-monthly review reminders due. */
const REVIEW_REMINDERS_EVERY_MS = 60 * 60_000;

/**
 * The responsible-gaming module: its routes, with the database and the accounts' clock (the time
 * the account rules see, which tests move forward). Registered after `accounts`.
 */
const responsibleGamingPlugin: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const deps: ResponsibleGamingDeps = { db: app.db, now: () => app.accounts.clock.date() };
  // A self-exclusion enters the person in the exclusion register (modules/kyc), which the routes pass on.
  const routeDeps = { ...deps, sessions: app.accounts.sessions, personRegister: app.identity.register };
  await app.register(responsibleGamingRoutes, { deps: routeDeps });

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
  // The six-monthly review reminders: each is stamped once sent, so any instance may run them.
  let reviewTimer: NodeJS.Timeout | null = null;
  let reminding: Promise<void> | null = null;
  const remind = () => {
    reminding ??= sendReviewReminders(app.db, deps.now())
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'review reminders failed; they run again later'))
      .finally(() => {
        reminding = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(push, REALITY_CHECK_PUSH_EVERY_MS);
    timer.unref();
    reviewTimer = setInterval(remind, REVIEW_REMINDERS_EVERY_MS);
    reviewTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (reviewTimer) clearInterval(reviewTimer);
    await pushing;
    await reminding;
  });
};

export default responsibleGamingPlugin;
