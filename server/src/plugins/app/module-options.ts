/**
 * What every feature module is given when app.ts registers it. It lives here, below the modules,
 * so a module can name its options without importing the list of modules (which imports them all).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';

export interface ModuleOptions {
  config: Config;
}

/** One entry of the modules' list (modules/index.ts): a Fastify plugin registered under its own prefix. */
export interface AppModule {
  name: string;
  prefix: string;
  plugin: FastifyPluginAsync<ModuleOptions>;
}
