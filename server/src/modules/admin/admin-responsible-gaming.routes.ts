/**
 * The operator's view of a player's protection, inside the admin API (its token check, throttle
 * and audit apply): the player's limits, choices, exclusion and session with the history of every
 * change, and the operator's exclusion of a player.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import type { Executor } from '../../db/connect.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { amountToNumber } from '../wallet/money.js';
import { startExclusion, withUntil, type ExclusionView } from '../responsible-gaming/exclusions.js';
import { statusOf, type ResponsibleGamingDeps } from '../responsible-gaming/responsible-gaming.service.js';
import { auditEntryOf, recordAdminAction } from './admin-audit.js';
import { registerOfPlayer } from '../kyc/person-register.js';

/** The longest exclusion the operator sets in days (100 years); longer is `days: null`, indefinite. */
export const MAX_EXCLUSION_DAYS = 36_500;
const DAY_MS = 24 * 3600_000;
const MAX_REASON = 500;
/** The history answers this many newest rows of each kind (acknowledged reality checks add up over years). */
export const HISTORY_MAX = 500;

const idParams = strictObject({ id: t.id() }, ['id']);

const texts = {
  noPlayer: { tr: 'Oyuncu bulunamadı.', en: 'Player not found.' },
  reasonTooLong: { tr: `Gerekçe en fazla ${MAX_REASON} karakter olabilir.`, en: `The reason may be at most ${MAX_REASON} characters.` },
  excluded: { tr: 'Oyuncunun hesabı {{until}} oyuna kapatıldı; tüm oturumları sonlandırıldı.', en: 'The player\'s account is closed to play {{until}}; all their sessions have ended.' },
  runsLonger: {
    tr: 'Oyuncunun hesabı zaten {{until}} oyuna kapalı; daha kısa bir süre verilemez.',
    en: 'The player\'s account is already closed to play {{until}}; a shorter period cannot be set.',
  },
};

const iso = (value: Date | string) => new Date(value).toISOString();

async function playerExists(db: Executor, playerId: number): Promise<boolean> {
  return (await db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst()) !== undefined;
}

/** The player's changes and exclusions, newest first, at most HISTORY_MAX of each. */
async function historyOf(db: Executor, playerId: number) {
  const changes = await db
    .selectFrom('responsible_gaming_changes')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  const exclusions = await db
    .selectFrom('responsible_gaming_exclusions')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  return {
    changes: changes.map((c) => ({
      id: Number(c.id),
      subject: c.subject,
      period: c.period,
      // Lira for limits, minutes for the reality-check interval.
      oldValue: c.old_value === null ? null : amountToNumber(c.old_value),
      newValue: c.new_value === null ? null : amountToNumber(c.new_value),
      effectiveAt: iso(c.effective_at),
      changedBy: c.changed_by,
      detail: c.detail,
      createdAt: iso(c.created_at),
    })),
    exclusions: exclusions.map((e) => ({
      id: Number(e.id),
      type: e.type,
      startsAt: iso(e.starts_at),
      until: e.until === null ? null : iso(e.until),
      reason: e.reason,
      createdBy: e.created_by,
      createdAt: iso(e.created_at),
    })),
  };
}

const adminResponsibleGamingRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const deps: ResponsibleGamingDeps = { db: app.db, now: () => app.accounts.clock.date() };

  // The session shown is the player's latest login: the operator has none of their own.
  app.get<{ Params: { id: number } }>('/players/:id/responsiblegaming', { schema: { params: idParams } }, async (request) => {
    const playerId = request.params.id;
    if (!(await playerExists(app.db, playerId))) throw new ApiError(404, texts.noPlayer);
    // `personRegister`: the keyed hashes this player's exclusions entered, and each attempt one refused.
    return ok({ ...(await statusOf(deps, playerId, null)), history: await historyOf(app.db, playerId), personRegister: await registerOfPlayer(app.db, playerId) });
  });

  app.post<{ Params: { id: number }; Body: { days: number | null; reason: string } }>(
    '/players/:id/exclude',
    {
      schema: {
        params: idParams,
        body: strictObject(
          {
            days: { type: ['integer', 'null'], minimum: 1, maximum: MAX_EXCLUSION_DAYS },
            reason: t.string({ minLength: 1, maxLength: MAX_REASON, pattern: '\\S' }),
          },
          ['days', 'reason'],
        ),
      },
    },
    async (request) => {
      const playerId = request.params.id;
      const { days } = request.body;
      const reason = request.body.reason.trim();
      // The schema counts characters; the stored reason is cut at 500 UTF-16 units, so refuse rather than cut.
      if (reason.length > MAX_REASON) throw new ApiError(400, texts.reasonTooLong);
      if (!(await playerExists(app.db, playerId))) throw new ApiError(404, texts.noPlayer);
      const now = app.accounts.clock.date();
      const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
      const audit = request.adminAudit!;
      let exclusion: ExclusionView;
      try {
        exclusion = await startExclusion({ ...deps, now: () => now, sessions: app.accounts.sessions, personRegister: app.identity.register }, playerId, { type: 'operator', until, by: 'operator', detail: reason }, null, (trx) =>
          recordAdminAction(trx, auditEntryOf(request, audit.tokenId, 200)),
        );
      } catch (error) {
        // The module's refusal speaks to the player ("your account"); the operator reads about the player.
        const running = error instanceof ApiError && error.statusCode === 422 ? (error.data as { exclusion?: ExclusionView } | null)?.exclusion : undefined;
        if (running) throw new ApiError(422, withUntil(texts.runsLonger, running.until), error instanceof ApiError ? error.data : null);
        throw error;
      }
      // The audit row committed with the exclusion.
      audit.done = true;
      request.log.info({ playerId, until: exclusion.until, tokenId: audit.tokenId }, 'admin: player excluded');
      return ok(exclusion, localize(withUntil(texts.excluded, exclusion.until), request.locale));
    },
  );
};

export default adminResponsibleGamingRoutes;
