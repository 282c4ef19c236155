import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { SPORTSBOOK_PROVIDERS } from '../../config.js';
import { ok } from '../../plugins/app/envelope.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { seedCmsIfEmpty } from './cms.seed.js';
import { buildSiteContent, getPage, listPages, listPromotions } from './cms.service.js';
import './cms.tables.js';

const noQuery = { querystring: strictObject({}) };
const pageNotFound = { tr: 'Sayfa bulunamadı.', en: 'Page not found.' };

/** Site content: `GET grouped` (siteContent), `page/:id`, `pages`, `promotions`. Texts follow the Locale header. */
const cmsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  if (await seedCmsIfEmpty(app.db)) app.log.info('demo content seeded');

  // The sportsbook frames' addresses, so anonymous visitors see the odds too (signed-in players
  // also get them in authData); only integrations the site has a wallet key for are offered.
  const sportsbookOptions = SPORTSBOOK_PROVIDERS.filter((key) => config.gameStudioSecrets[key]).map((key) => ({
    key: `sportsbook-${key}-url`,
    value: config.sportsbookUrls[key],
    status: true,
  }));

  app.get('/grouped', { schema: noQuery }, async (request) => ok(await buildSiteContent(app.db, request.locale, sportsbookOptions)));

  app.get('/pages', { schema: noQuery }, async (request) => ok(await listPages(app.db, request.locale)));

  app.get<{ Params: { id: number } }>(
    '/page/:id',
    { schema: { ...noQuery, params: strictObject({ id: t.id() }, ['id']) } },
    async (request) => {
      const page = await getPage(app.db, request.params.id, request.locale);
      if (!page) throw new ApiError(404, pageNotFound);
      return ok(page);
    },
  );

  app.get('/promotions', { schema: noQuery }, async (request) => ok(await listPromotions(app.db, request.locale)));
};

export default cmsRoutes;
