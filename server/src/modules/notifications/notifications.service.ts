import type { Transaction } from 'kysely';
import type { LanguageCode, Notification, NotificationType } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { enqueueEvent } from '../../events/event-outbox.js';
import './notifications.tables.js';

export interface NewNotification {
  type: NotificationType;
  title: { tr: string; en: string };
  note: { tr: string; en: string };
}

/**
 * Adds a notification for the player inside the caller's transaction (from `inTransaction`) and
 * tells the player's open tabs over the hub once it commits (command `Notification`, message:
 * JSON `{id, type}`; the client then reloads its list). Returns its id.
 */
export async function addNotification(trx: Transaction<Database>, playerId: number, notification: NewNotification): Promise<number> {
  const row = await trx
    .insertInto('notifications')
    .values({
      player_id: playerId,
      type: notification.type,
      title_tr: notification.title.tr,
      title_en: notification.title.en,
      note_tr: notification.note.tr,
      note_en: notification.note.en,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueEvent(trx, {
    topic: 'hub.message',
    key: `player:${playerId}`,
    payload: { playerId, message: { command: 'Notification', message: JSON.stringify({ id: row.id, type: notification.type }) } },
  });
  return row.id;
}

/** The player's notifications, newest first, in the reader's language. */
export async function listNotifications(db: Executor, playerId: number, page: { skip: number; take: number }, locale: LanguageCode): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'title_tr', 'title_en', 'note_tr', 'note_en', 'is_read', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.take)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: locale === 'en' ? r.title_en : r.title_tr,
    note: locale === 'en' ? r.note_en : r.note_tr,
    type: r.type as NotificationType,
    timeStamp: new Date(r.created_at).toISOString(),
    isRead: r.is_read,
  }));
}

/** Marks one of the player's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Executor, playerId: number, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ is_read: true, read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
