/**
 * The feature modules app.ts registers, in order. A module is a Fastify plugin (`FastifyPluginAsync<ModuleOptions>`)
 * registered with its own prefix, so its routes are declared relative to it (`/grouped`, not `/api/cms/grouped`).
 * To add one: create `modules/<name>/<name>.routes.ts` exporting the plugin as default and add a line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import healthRoutes from './health/health.routes.js';
import cmsRoutes from './cms/cms.routes.js';

export interface ModuleOptions {
  config: Config;
}

export interface AppModule {
  name: string;
  prefix: string;
  plugin: FastifyPluginAsync<ModuleOptions>;
}

export const modules: AppModule[] = [
  { name: 'health', prefix: '/api', plugin: healthRoutes },
  { name: 'cms', prefix: '/api/cms', plugin: cmsRoutes },
  // player accounts (auth, customer, user/bonus, notifications, dev, admin) are added below
];
