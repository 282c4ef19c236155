import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../index.js';
import responsibleGamingRoutes from './responsible-gaming.routes.js';
import type { ResponsibleGamingDeps } from './responsible-gaming.service.js';

/**
 * The responsible-gaming module: its routes, with the database and the accounts' clock (the time
 * the account rules see, which tests move forward). Registered after `accounts`.
 */
const responsibleGamingPlugin: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const deps: ResponsibleGamingDeps = { db: app.db, now: () => app.accounts.clock.date() };
  await app.register(responsibleGamingRoutes, { deps });
};

export default responsibleGamingPlugin;
