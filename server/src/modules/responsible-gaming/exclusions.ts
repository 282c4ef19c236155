/**
 * Time-outs, self-exclusions and the operator's exclusions. One starts at once and cannot be
 * shortened or lifted before it ends: a request that would end sooner than the one running is
 * refused, a longer one adds a row that outlasts it. While one runs the player may log in, see
 * their balance and history and withdraw; deposits, game launches, stakes and bonuses are refused
 * (`refuseWhileExcluded` at each of those doors), and every other session is revoked at once.
 */
import { sql, type Transaction } from 'kysely';
import { siteDateTime } from '@arcadia/shared/core';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { interpolate } from '../../plugins/app/messages.js';
import type { SessionStore } from '../auth/session-store.js';
import type { PersonRegister } from '../kyc/person-register.js';
import { lockSettings, recordChange } from './responsible-gaming.repository.js';
import type { ChangedBy, ExclusionType } from './responsible-gaming.tables.js';
import type { ResponsibleGamingDeps } from './responsible-gaming-deps.js';
import { responsibleGamingTexts } from './responsible-gaming.texts.js';

export interface ExclusionView {
  type: ExclusionType;
  /** ISO time; null is indefinite. */
  until: string | null;
}

/** The exclusion in force at `now`: of the running ones, the one that ends last (indefinite first). */
export async function activeExclusion(db: Executor, playerId: number, now: Date): Promise<ExclusionView | null> {
  const row = await db
    .selectFrom('responsible_gaming_exclusions')
    .select(['type', 'until'])
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .orderBy(sql`until is null`, 'desc')
    .orderBy('until', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { type: row.type, until: row.until ? new Date(row.until).toISOString() : null } : null;
}

const untilText = (until: string | null): { tr: string; en: string } => {
  if (!until) return responsibleGamingTexts.indefinitely;
  // The site's one formatter (Istanbul time), so the refusal reads as the banner and the pages beside it.
  return { tr: `${siteDateTime(until, 'tr')} tarihine kadar`, en: `until ${siteDateTime(until, 'en')}` };
};

/** `text` with `{{until}}` filled: "until 27 Dec 2026, 14:00" (Istanbul time) or "indefinitely", in both languages. */
export function withUntil(text: { tr: string; en: string }, until: string | null): { tr: string; en: string } {
  const values = untilText(until);
  return { tr: interpolate(text.tr, { until: values.tr }), en: interpolate(text.en, { until: values.en }) };
}

/** The refusal of anything an exclusion closes: 422 with `data: { exclusion }`. */
export function exclusionRefusal(exclusion: ExclusionView): ApiError {
  return new ApiError(422, withUntil(responsibleGamingTexts.excluded, exclusion.until), { exclusion });
}

/** Throws the exclusion refusal when one is in force: call it at every door an exclusion closes. */
export async function refuseWhileExcluded(db: Executor, playerId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, playerId, now);
  if (exclusion) throw exclusionRefusal(exclusion);
}

/**
 * `months` calendar months after `from` (UTC); a day the month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface ExclusionRequest {
  type: ExclusionType;
  /** Null: indefinite. */
  until: Date | null;
  by: ChangedBy;
  /** What the history keeps: the length asked for, the operator's reason. */
  detail: string;
}

const SUBJECT = { timeout: 'timeout', selfexclusion: 'selfexclusion', operator: 'operator_exclusion' } as const;

/**
 * Starts an exclusion for the player at `deps.now()`. Refused (422, nothing written) when one
 * already running ends later or never. Every session of the player but `keepSessionId` is revoked
 * once this commits (their hub connections close with them).
 */
export async function startExclusion(
  deps: ExclusionDeps,
  playerId: number,
  request: ExclusionRequest,
  keepSessionId: number | null,
  /** Written in the exclusion's transaction (the operator's audit row): both commit or neither. */
  audit?: (trx: Transaction<Database>) => Promise<void>,
): Promise<ExclusionView> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const exclusion = await startExclusionIn(trx, deps, playerId, request, keepSessionId, now);
    await audit?.(trx);
    return exclusion;
  });
}

export interface ExclusionDeps extends ResponsibleGamingDeps {
  sessions: SessionStore;
  /**
   * The person exclusion register (modules/kyc): a self-exclusion or an operator exclusion enters
   * the person in it, and closes the other accounts verified to the same person with it.
   */
  personRegister?: PersonRegister;
}

/** `startExclusion` inside the caller's transaction (an identity approval that closes an account writes both together). */
export async function startExclusionIn(
  trx: Transaction<Database>,
  deps: ExclusionDeps,
  playerId: number,
  request: ExclusionRequest,
  keepSessionId: number | null,
  now: Date,
): Promise<ExclusionView> {
  await lockSettings(trx, playerId, now);
  const running = await activeExclusion(trx, playerId, now);
  if (running && (running.until === null || (request.until !== null && request.until.getTime() <= new Date(running.until).getTime()))) {
    throw new ApiError(422, withUntil(responsibleGamingTexts.exclusionRunsLonger, running.until), { exclusion: running });
  }
  const exclusionId = await insertExclusion(trx, playerId, request, now);
  await deps.sessions.revokeAllForPlayer(playerId, trx, keepSessionId === null ? {} : { exceptSessionId: keepSessionId });
  if (request.type !== 'timeout' && deps.personRegister) {
    const sameperson = await deps.personRegister.enter(trx, { exclusionId, playerId, until: request.until, now });
    for (const other of sameperson) {
      // The exclusion follows the person: their other verified accounts close with it, unless one already runs longer there.
      const theirs = await activeExclusion(trx, other, now);
      if (theirs && (theirs.until === null || (request.until !== null && request.until.getTime() <= new Date(theirs.until).getTime()))) continue;
      await lockSettings(trx, other, now);
      await insertExclusion(trx, other, { ...request, detail: `Same verified person as account ${playerId}: ${request.detail}` }, now);
      await deps.sessions.revokeAllForPlayer(other, trx, {});
    }
  }
  return { type: request.type, until: request.until?.toISOString() ?? null };
}

async function insertExclusion(trx: Transaction<Database>, playerId: number, request: ExclusionRequest, now: Date): Promise<number> {
  const detail = Array.from(request.detail).slice(0, 500).join('');
  const row = await trx
    .insertInto('responsible_gaming_exclusions')
    .values({ player_id: playerId, type: request.type, starts_at: now, until: request.until, reason: detail, created_by: request.by, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordChange(trx, { playerId, subject: SUBJECT[request.type], period: null, oldValue: null, newValue: null, effectiveAt: now, changedBy: request.by, detail }, now);
  return Number(row.id);
}
