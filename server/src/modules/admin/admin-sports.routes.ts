/**
 * The operator's switch on the sportsbook, inside the admin API (its token check, throttle and
 * audit apply): the fixtures, settling a match with its final score, cancelling one. Each is a
 * signed call to the sportsbook's own admin API (providers/sportsbooks); the change happens
 * there, so the audit row is written by the admin API's onSend hook with the answer's status.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { createSportsbookAdmin, MATCH_STATUSES, SportsbookError, type MatchStatus } from '../../providers/sportsbooks/index.js';

/** A match id as the sportsbook writes them (e.g. `fb-20261126-3`). */
const matchParams = strictObject({ id: t.string({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }) }, ['id']);
const goals = () => t.integer({ minimum: 0, maximum: 200 });

const texts = {
  notConfigured: { tr: 'Spor bahisleri yapılandırılmamış (SPORTSBOOK_OPERATOR_SECRET yok).', en: 'The sportsbook is not configured (SPORTSBOOK_OPERATOR_SECRET is not set).' },
  unavailable: { tr: 'Spor bahisleri sistemine şu anda ulaşılamıyor. Biraz sonra tekrar deneyin.', en: 'The sportsbook cannot be reached right now. Try again shortly.' },
  notFound: { tr: 'Maç bulunamadı.', en: 'Match not found.' },
  conflict: { tr: 'Maçın durumu bu işleme izin vermiyor.', en: 'The match is not in a state that allows this.' },
  invalid: { tr: 'Spor bahisleri sistemi isteği reddetti.', en: 'The sportsbook refused the request.' },
  settled: { tr: 'Maç sonuçlandırıldı.', en: 'Match settled.' },
  cancelled: { tr: 'Maç iptal edildi.', en: 'Match cancelled.' },
};

const STATUS_OF = { notFound: 404, conflict: 409, invalid: 400, unavailable: 503 } as const;

/** The sportsbook's refusal as the operator's 4xx (its own words added), its absence as a 503. */
function answerFailure(error: unknown): never {
  if (!(error instanceof SportsbookError)) throw error;
  const text = texts[error.kind];
  const detail = error.kind === 'unavailable' ? null : error.detail;
  throw new ApiError(STATUS_OF[error.kind], detail ? { tr: `${text.tr} (${detail})`, en: `${text.en} (${detail})` } : text);
}

const adminSportsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const sportsbook = createSportsbookAdmin(config);
  const admin = () => {
    if (!sportsbook) throw new ApiError(503, texts.notConfigured);
    return sportsbook;
  };

  app.get<{ Querystring: { status?: MatchStatus } }>(
    '/sports/matches',
    { schema: { querystring: strictObject({ status: t.enum(MATCH_STATUSES) }) } },
    async (request) => {
      const matches = await admin().listMatches(request.query.status ? { status: request.query.status } : {}).catch(answerFailure);
      return ok({ items: matches, total: matches.length });
    },
  );

  app.post<{ Params: { id: string }; Body: { home: number; away: number } }>(
    '/sports/matches/:id/settle',
    { schema: { params: matchParams, body: strictObject({ home: goals(), away: goals() }, ['home', 'away']) } },
    async (request) => {
      const { id } = request.params;
      const { home, away } = request.body;
      const answer = await admin().settleMatch(id, { home, away }).catch(answerFailure);
      request.log.info({ matchId: id, home, away, tokenId: request.adminAudit?.tokenId }, 'admin: match settled at the sportsbook');
      return ok(answer, localize(texts.settled, request.locale));
    },
  );

  app.post<{ Params: { id: string } }>('/sports/matches/:id/cancel', { schema: { params: matchParams } }, async (request) => {
    const { id } = request.params;
    const answer = await admin().cancelMatch(id).catch(answerFailure);
    request.log.info({ matchId: id, tokenId: request.adminAudit?.tokenId }, 'admin: match cancelled at the sportsbook');
    return ok(answer, localize(texts.cancelled, request.locale));
  });
};

export default adminSportsRoutes;
