/**
 * Every six months a player is reminded to look at their limits and their own history (a System
 * notification, which also reaches their open tabs over the hub). The clock starts at
 * registration; each reminder is stamped on the player's settings row, so each is sent once
 * whichever instance runs the job.
 */
import { sql, type Kysely } from 'kysely';
import { NotificationType } from '@arcadia/shared/core';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addNotification } from '../notifications/notifications.service.js';
import { lockSettings } from './responsible-gaming.repository.js';
import { responsibleGamingTexts } from './responsible-gaming.texts.js';

/** Six months, as 182 days: the reminder's interval. */
export const REVIEW_EVERY_MS = 182 * 24 * 3600_000;

/** Sends the reminders due at `now`, at most `limit`; returns how many it sent. */
export async function sendReviewReminders(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  const due = new Date(now.getTime() - REVIEW_EVERY_MS);
  const candidates = await sql<{ id: number }>`
    select p.id from players p
      left join responsible_gaming_settings rs on rs.player_id = p.id
     where coalesce(rs.review_reminded_at, p.created_at) <= ${due}
     order by p.id limit ${limit}`.execute(db);
  let sent = 0;
  for (const { id } of candidates.rows) {
    const done = await inTransaction(db, async (trx) => {
      const settings = await lockSettings(trx, id, now);
      // Another instance may have sent it since the candidates were read.
      if (settings.review_reminded_at && new Date(settings.review_reminded_at) > due) return false;
      await trx.updateTable('responsible_gaming_settings').set({ review_reminded_at: now, updated_at: now }).where('player_id', '=', id).execute();
      await addNotification(trx, id, { type: NotificationType.System, title: responsibleGamingTexts.reviewTitle, note: responsibleGamingTexts.reviewNote });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
