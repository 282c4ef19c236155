/**
 * Reality checks (UKGC RTS 13): every `realityCheckMinutes` of a login session the player is shown
 * how long they have played and what they staked and won, and stakes are refused until they
 * acknowledge. Checks fall due at `startedAt + k × minutes` (k ≥ 1); acknowledging clears the one
 * due. The session whose checks apply to a stake is the login that launched the game staking (its
 * play session; the wallet's stake guard, migration 0143), so a fresh login elsewhere does not reset them.
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_REALITY_CHECK_MINUTES, REALITY_CHECK_COMMAND } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEvent } from '../../events/event-outbox.js';
import { recordChange } from './responsible-gaming.repository.js';

/** The latest check due at `now` (k ≥ 1), or null before the first one. */
export function lastCheckDue(startedAt: Date, minutes: number, now: Date): Date | null {
  const interval = minutes * 60_000;
  const passed = Math.floor((now.getTime() - startedAt.getTime()) / interval);
  return passed >= 1 ? new Date(startedAt.getTime() + passed * interval) : null;
}

/** The next check after `now`. */
export function nextCheckAt(startedAt: Date, minutes: number, now: Date): Date {
  const interval = minutes * 60_000;
  const passed = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / interval));
  return new Date(startedAt.getTime() + (passed + 1) * interval);
}

/** A check has fallen due and the player has not acknowledged it since. */
export function checkIsDue(session: { startedAt: Date; acknowledgedAt: Date | null; minutes: number }, now: Date): boolean {
  const due = lastCheckDue(session.startedAt, session.minutes, now);
  return due !== null && (session.acknowledgedAt === null || session.acknowledgedAt < due);
}

/**
 * Acknowledges the check due in every live session of the player (the one that asked and the
 * latest login, whose checks the stakes obey); a row of the history when one was due. Always
 * succeeds, so a client on its own clock can call it safely.
 */
export async function acknowledgeRealityCheck(db: Kysely<Database>, playerId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const sessions = await trx
      .selectFrom('sessions')
      .leftJoin('responsible_gaming_settings as settings', 'settings.player_id', 'sessions.player_id')
      .select(['sessions.id', 'sessions.created_at', 'sessions.reality_check_acknowledged_at', 'settings.reality_check_minutes'])
      .where('sessions.player_id', '=', playerId)
      .where('sessions.revoked_at', 'is', null)
      .forUpdate('sessions')
      .execute();
    const due = sessions.filter((s) =>
      checkIsDue({ startedAt: new Date(s.created_at), acknowledgedAt: s.reality_check_acknowledged_at ? new Date(s.reality_check_acknowledged_at) : null, minutes: s.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES }, now),
    );
    if (due.length === 0) return;
    await trx.updateTable('sessions').set({ reality_check_acknowledged_at: now }).where('id', 'in', due.map((s) => s.id)).execute();
    await recordChange(trx, { playerId, subject: 'reality_check_acknowledged', period: null, oldValue: null, newValue: null, effectiveAt: now, changedBy: 'player' }, now);
  });
}

/** Live sessions seen within this long are pushed their checks; an idle tab hears at its next stake. */
const PUSH_TO_SESSIONS_SEEN_WITHIN_MS = 30 * 60_000;

/**
 * Pushes the hub command `RealityCheck` (message: the session's play as `status` has it) once for
 * each check that has fallen due in a live session, unacknowledged. Returns how many it pushed.
 */
export async function pushDueRealityChecks(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  // Seconds since the session began, divided by the interval: checks passed; the latest due time follows.
  const candidates = await sql<{ id: number; player_id: number; created_at: Date | string; minutes: number; due_at: Date | string }>`
    select s.id, s.player_id, s.created_at, m.minutes,
           s.created_at + make_interval(mins => m.minutes * floor(extract(epoch from (${now}::timestamptz - s.created_at)) / 60 / m.minutes)::int) as due_at
      from sessions s
      left join responsible_gaming_settings rs on rs.player_id = s.player_id
      cross join lateral (select coalesce(rs.reality_check_minutes, ${DEFAULT_REALITY_CHECK_MINUTES})::int as minutes) m
     where s.revoked_at is null
       and s.last_seen_at > ${new Date(now.getTime() - PUSH_TO_SESSIONS_SEEN_WITHIN_MS)}
       and s.created_at <= ${now}::timestamptz - make_interval(mins => m.minutes)
     limit ${limit * 4}`.execute(db);
  let pushed = 0;
  for (const candidate of candidates.rows) {
    if (pushed >= limit) break;
    const dueAt = new Date(candidate.due_at);
    const done = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('sessions')
        .set({ reality_check_pushed_at: now })
        .where('id', '=', candidate.id)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('reality_check_pushed_at', 'is', null), eb('reality_check_pushed_at', '<', dueAt)]))
        .where((eb) => eb.or([eb('reality_check_acknowledged_at', 'is', null), eb('reality_check_acknowledged_at', '<', dueAt)]))
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      const play = await playOfSession(trx, candidate.player_id, new Date(candidate.created_at), candidate.minutes, now);
      await enqueueEvent(trx, { topic: 'hub.message', key: `player:${candidate.player_id}`, payload: { playerId: candidate.player_id, message: { command: REALITY_CHECK_COMMAND, message: JSON.stringify(play) } } });
      return true;
    });
    if (done) pushed += 1;
  }
  return pushed;
}

/** The session's play as `status.session` shows it. */
export async function playOfSession(db: Executor, playerId: number, startedAt: Date, minutes: number, now: Date, acknowledgedAt: Date | null = null) {
  const totals = await sql<{ stakes: string; wins: string }>`
    select coalesce(sum(amount) filter (where kind = 'bet' and returned_at is null), 0)::text as stakes,
           coalesce(sum(amount) filter (where kind = 'win'), 0)::text as wins
      from game_transactions
     where player_id = ${playerId} and kind in ('bet', 'win') and created_at >= ${startedAt}`.execute(db);
  const stakes = Number(totals.rows[0]?.stakes ?? 0);
  const wins = Number(totals.rows[0]?.wins ?? 0);
  return {
    startedAt: startedAt.toISOString(),
    stakes,
    wins,
    net: Math.round((wins - stakes) * 100) / 100,
    nextRealityCheckAt: nextCheckAt(startedAt, minutes, now).toISOString(),
    realityCheckDue: checkIsDue({ startedAt, acknowledgedAt, minutes }, now),
  };
}
