import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ok } from '../../plugins/app/envelope.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { PROVIDER_NAMES, type ProviderName } from './catalogue.js';
import { seedCasino } from './casino.seed.js';
import casinoLaunchRoutes from './casino-launch.routes.js';
import { categoryGames, favoriteCodes, favoriteGames, gameByCode, searchGames, toggleFavorite } from './casino.service.js';
import { casinoTexts } from './casino.texts.js';
import { egyptQuestCard, listJackpotCards } from './jackpots.js';
import './casino.tables.js';

/** The most games one page of `casino/games` holds. */
export const MAX_PAGE_SIZE = 100;

const noQuery = { querystring: strictObject({}) };
const providerName = t.enum(PROVIDER_NAMES);

const gamesBody = strictObject(
  {
    live: t.boolean(),
    search: t.string({ maxLength: 100 }),
    skip: t.integer({ minimum: 0, maximum: 1_000_000 }),
    take: t.integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
    providerName,
  },
  ['skip', 'take'],
);

const categoryGamesBody = strictObject(
  { systemCategory: { type: 'array', items: t.id(), minItems: 1, maxItems: 50 }, providerName },
  ['systemCategory'],
);

const favoriteBody = strictObject({ code: t.string({ minLength: 1, maxLength: 64 }), providerId: t.id() }, ['code', 'providerId']);

/** `/api/casino/*`: the catalogue, the player's favourites, the jackpots and the game launches. */
const casinoRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const added = await seedCasino(app.db);
  if (added > 0) app.log.info({ added }, 'casino games seeded');

  await app.register(casinoLaunchRoutes, { config });

  app.post<{ Body: { live?: boolean; search?: string; skip: number; take: number; providerName?: ProviderName } }>(
    '/games',
    { schema: { body: gamesBody } },
    async (request) => ok(await searchGames(app.db, request.body)),
  );

  // A game's page address carries only its code (`/casino/play/sweet-bonanza`); the page asks for the rest.
  app.get<{ Params: { code: string } }>(
    '/game/:code',
    { schema: { params: strictObject({ code: t.string({ minLength: 1, maxLength: 64 }) }, ['code']), querystring: strictObject({}) } },
    async (request) => {
      const game = /^[a-z0-9][a-z0-9-]{1,63}$/.test(request.params.code) ? await gameByCode(app.db, request.params.code) : null;
      if (!game) throw new ApiError(404, casinoTexts.gameNotFound);
      return ok(game);
    },
  );

  app.post<{ Body: { systemCategory: number[]; providerName?: ProviderName } }>(
    '/categorygames',
    { schema: { body: categoryGamesBody } },
    async (request) => ok(await categoryGames(app.db, request.body.systemCategory, request.body.providerName)),
  );

  app.post<{ Body: { code: string; providerId: number } }>(
    '/togglefavorite',
    { onRequest: requirePlayer, schema: { body: favoriteBody } },
    async (request) => {
      const favorite = await toggleFavorite(app.db, playerOf(request).id, request.body.code, request.body.providerId);
      return ok({ favorite }, localize(favorite ? casinoTexts.favoriteAdded : casinoTexts.favoriteRemoved, request.locale));
    },
  );

  app.get('/favorites', { onRequest: requirePlayer, schema: noQuery }, async (request) => ok(await favoriteCodes(app.db, playerOf(request).id)));

  app.get('/favoritegames', { onRequest: requirePlayer, schema: noQuery }, async (request) => ok(await favoriteGames(app.db, playerOf(request).id)));

  // The spec's path, spelling included.
  app.get('/eqyptquest', { schema: noQuery }, async () => {
    const card = await egyptQuestCard(app.db);
    if (!card) throw new ApiError(404, casinoTexts.jackpotNotFound);
    return ok(card);
  });

  app.get('/jackpots', { schema: noQuery }, async () => ok(await listJackpotCards(app.db)));
};

export default casinoRoutes;
