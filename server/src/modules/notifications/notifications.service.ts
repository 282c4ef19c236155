import type { FastifyInstance } from 'fastify';
import type { LanguageCode, Notification, NotificationType } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import './notifications.tables.js';

export interface NewNotification {
  type: NotificationType;
  title: { tr: string; en: string };
  note: { tr: string; en: string };
}

/** Adds a notification for the player, inside the caller's transaction. Returns its id. */
export async function addNotification(trx: Executor, playerId: number, notification: NewNotification): Promise<number> {
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

/**
 * Tells the player's open tabs, over the live hub, that a notification arrived (command
 * `Notification`, message: JSON `{id, type}`); the client then reloads its list. Call after commit.
 */
export async function pushNotification(app: FastifyInstance, playerId: number, notification: { id: number; type: NotificationType }): Promise<void> {
  // Hub connections are authenticated at connect and closed when their session is revoked.
  if (!app.hasDecorator('hub')) return;
  app.hub.sendToPlayer(playerId, { command: 'Notification', message: JSON.stringify(notification) });
}
