import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../index.js';

/** Content of spec section 3 (bootstrap, pages, promotions). */
const cmsRoutes: FastifyPluginAsync<ModuleOptions> = async () => {};

export default cmsRoutes;
