/**
 * `/api/casino/*launchurl`: the six launch calls, one per game provider (contract:
 * `server/src/providers/games/README.md`). Signed-in players only; each opens a game session and
 * answers the game's URL, or SoftGamings' markup.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGES, type LanguageCode } from '@arcadia/shared/core';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import type { GameProviderKey } from '../../config.js';
import { ok } from '../../plugins/app/envelope.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { createGameProviders, type GamePlatform, type LaunchAnswer } from '../../providers/games/index.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { refuseWhileExcluded } from '../responsible-gaming/exclusions.js';
import { launchGame, lobbyUrlFor } from './casino-launch.service.js';

const gameCode = t.string({ minLength: 1, maxLength: 64 });

const codeBody = strictObject({ code: gameCode }, ['code']);
const everyMatrixBody = strictObject({ code: gameCode, productId: t.id() }, ['code', 'productId']);
const amusnetBody = strictObject({ code: gameCode, isMobile: t.boolean() }, ['code']);
/** EGT's and Hub88's body: platform 1 desktop, 2 mobile. */
const lobbyLaunchBody = strictObject(
  { platform: t.enum([1, 2]), gameCode, language: t.enum(LANGUAGES), lobbyUrl: t.string({ maxLength: 2048 }) },
  ['gameCode'],
);
const softGamingsBody = strictObject({ system: t.string({ minLength: 1, maxLength: 64 }), pageCode: gameCode, isMobile: t.enum([0, 1]) }, ['system', 'pageCode']);

interface LobbyLaunchBody {
  platform?: 1 | 2;
  gameCode: string;
  language?: LanguageCode;
  lobbyUrl?: string;
}

const dataOf = (answer: LaunchAnswer): string => ('url' in answer ? answer.url : answer.markup);

const casinoLaunchRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const providers = createGameProviders(config);
  const unplayable = Object.keys(providers).filter((key) => !config.gameStudioSecrets[key]);
  if (unplayable.length > 0) app.log.warn({ providers: unplayable }, 'games of these providers launch but cannot play: their wallet calls have no key (GAME_STUDIO_SECRET)');

  const launch = async (
    request: FastifyRequest,
    key: GameProviderKey,
    game: { gameCode: string; productId?: number; system?: string; language?: LanguageCode | undefined; platform: GamePlatform; lobbyUrl?: string | undefined },
  ) => {
    const { language, lobbyUrl, ...rest } = game;
    // A time-out or self-exclusion closes the games before any session opens (its bets are refused too).
    await refuseWhileExcluded(app.db, playerOf(request).id, app.accounts.clock.date());
    // The game session belongs to this login (it ends with it) and lives on the accounts' clock.
    const answer = await launchGame(
      app.db,
      providers[key],
      { ...rest, playerId: playerOf(request).id, siteSessionId: playerOf(request).sessionId, language: language ?? request.locale, lobbyUrl: lobbyUrlFor(lobbyUrl, config.publicUrl) },
      app.accounts.clock.date(),
    );
    return ok(dataOf(answer));
  };
  const guarded = { onRequest: requirePlayer };

  app.post<{ Body: { code: string } }>('/dtlaunchurl', { ...guarded, schema: { body: codeBody } }, (request) =>
    launch(request, 'digitain', { gameCode: request.body.code, platform: 'desktop' }),
  );

  app.post<{ Body: { code: string; productId: number } }>('/emlaunchurl', { ...guarded, schema: { body: everyMatrixBody } }, (request) =>
    launch(request, 'everymatrix', { gameCode: request.body.code, productId: request.body.productId, platform: 'desktop' }),
  );

  app.post<{ Body: { code: string; isMobile?: boolean } }>('/amusnetlaunchurl', { ...guarded, schema: { body: amusnetBody } }, (request) =>
    launch(request, 'amusnet', { gameCode: request.body.code, platform: request.body.isMobile ? 'mobile' : 'desktop' }),
  );

  for (const [path, key] of [
    ['/egtlaunchurl', 'egt'],
    ['/hub88launchurl', 'hub88'],
  ] as const) {
    app.post<{ Body: LobbyLaunchBody }>(path, { ...guarded, schema: { body: lobbyLaunchBody } }, (request) =>
      launch(request, key, {
        gameCode: request.body.gameCode,
        language: request.body.language,
        platform: request.body.platform === 2 ? 'mobile' : 'desktop',
        lobbyUrl: request.body.lobbyUrl,
      }),
    );
  }

  app.post<{ Body: { system: string; pageCode: string; isMobile?: 0 | 1 } }>('/softgamingslaunchurl', { ...guarded, schema: { body: softGamingsBody } }, (request) =>
    launch(request, 'softgamings', { gameCode: request.body.pageCode, system: request.body.system, platform: request.body.isMobile === 1 ? 'mobile' : 'desktop' }),
  );
};

export default casinoLaunchRoutes;
