import type { FastifyPluginAsync } from 'fastify';
import { GAME_PRODUCTS, type GameHistoryPage, type GameHistoryQuery, type GameProduct, type GameRound, type GameRoundStatus, type BetAction, type LanguageCode } from '@arcadia/shared/core';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize, type Localized } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { dayStart } from '../payments/payments.service.js';
import { amountToNumber, fromKurus, toKurus } from '../wallet/money.js';
import { listRounds, SPORTS_PROVIDERS, type RoundRow } from './game-history.repository.js';

const DAY_MS = 24 * 3600_000;
/** The longest range asked at once: `to` at most this many days after `from` (a leap year fits). */
const MAX_RANGE_DAYS = 365;

const texts = {
  badDate: { tr: 'Tarih geçersiz (YYYY-AA-GG).', en: 'The date is invalid (YYYY-MM-DD).' },
  badDateRange: { tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', en: 'The start date cannot be after the end date.' },
  rangeTooLong: { tr: 'Tarih aralığı en fazla bir yıl olabilir.', en: 'The date range can be at most one year.' },
  sportsBetting: { tr: 'Spor Bahisleri', en: 'Sports Betting' },
} satisfies Record<string, Localized>;

/** Names of the wallet keys, for rounds whose game is not in the casino catalogue (the sportsbook's). */
const PROVIDER_NAMES: Record<string, string> = {
  softgamings: 'SoftGamings',
  hub88: 'Hub88',
  egt: 'Egt Digital',
  amusnet: 'Amusnet',
  everymatrix: 'EveryMatrix',
  digitain: 'Digitain',
  fcg: 'FCG',
  betco: 'Betco',
};

const isSports = (provider: string) => (SPORTS_PROVIDERS as readonly string[]).includes(provider);

const iso = (value: Date | string) => new Date(value).toISOString();

function toRound(row: RoundRow, locale: LanguageCode): GameRound {
  const sports = isSports(row.provider);
  const product: GameProduct = sports ? 'sports' : row.live ? 'live' : 'casino';
  return {
    roundId: row.round_id,
    gameCode: row.game_code,
    gameName: row.game_name ?? (sports ? localize(texts.sportsBetting, locale) : row.game_code),
    providerName: row.provider_name ?? PROVIDER_NAMES[row.provider] ?? row.provider,
    product,
    status: row.status as GameRoundStatus,
    stake: amountToNumber(row.stake),
    win: amountToNumber(row.win),
    // In kuruş, so the difference is exact.
    net: amountToNumber(fromKurus(toKurus(row.win) - toKurus(row.stake))),
    startedAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    actions: (row.actions ?? []).map((a) => ({
      action: a.action as BetAction,
      amount: amountToNumber(a.amount),
      transactionId: a.transactionId,
      at: new Date(Number(a.at)).toISOString(),
      rolledBack: a.rolledBack,
    })),
  };
}

/** `/api/games/history`: the signed-in player's game rounds, newest first (README.md). */
const gameHistoryRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const isoDay = t.string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
  app.post<{ Body: GameHistoryQuery }>(
    '/history',
    {
      onRequest: requirePlayer,
      schema: {
        body: strictObject(
          {
            from: isoDay,
            to: isoDay,
            product: t.enum(GAME_PRODUCTS),
            skip: t.integer({ minimum: 0, maximum: 100_000 }),
            take: t.integer({ minimum: 1, maximum: 100 }),
          },
          ['skip', 'take'],
        ),
      },
    },
    async (request) => {
      const query = request.body;
      const from = query.from !== undefined ? dayStart(query.from) : undefined;
      const to = query.to !== undefined ? dayStart(query.to) : undefined;
      if (from === null || to === null) throw new ApiError(400, texts.badDate);
      if (from && to && from > to) throw new ApiError(400, texts.badDateRange);
      if (from && to && to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new ApiError(400, texts.rangeTooLong);
      const { rows, total } = await listRounds(app.db, {
        playerId: playerOf(request).id,
        ...(from ? { from } : {}),
        // `to` is inclusive: the whole of that day in Turkey.
        ...(to ? { until: new Date(to.getTime() + DAY_MS) } : {}),
        ...(query.product ? { product: query.product } : {}),
        skip: query.skip,
        take: query.take,
      });
      return ok<GameHistoryPage>({ items: rows.map((row) => toRound(row, request.locale)), total });
    },
  );
};

export default gameHistoryRoutes;
