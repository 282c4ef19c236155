/**
 * The operator's messages to players (notifications of type System): to one player, or to every
 * player at once. Each is stored per player and announced to their open tabs through the
 * transactional outbox (a `hub.message` per player), in the transaction that stores it.
 */
import { sql, type Transaction } from 'kysely';
import { NotificationType } from '@arcadia/shared/core';
import type { Database } from '../../db/database.js';
import { onCommit } from '../../db/transaction.js';
import { addNotification, type NewNotification } from '../notifications/notifications.service.js';

export interface OperatorMessage {
  title: { tr: string; en: string };
  note: { tr: string; en: string };
}

const asNotification = (message: OperatorMessage): NewNotification => ({ type: NotificationType.System, title: message.title, note: message.note });

/** Sends the message to one player; null when there is no such player. */
export async function messagePlayer(trx: Transaction<Database>, playerId: number, message: OperatorMessage): Promise<number | null> {
  const player = await trx.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
  if (!player) return null;
  return addNotification(trx, playerId, asNotification(message));
}

/**
 * Sends the message to every player not excluded from play at `now`, in two statements whatever their number: the notifications,
 * and for each the same `hub.message` event `addNotification` writes (command `Notification`,
 * message `{"id":…,"type":5}`). `wakeOutbox` runs after the commit so the events go out at once
 * rather than at the worker's next poll. Returns how many players it reached.
 */
export async function messageAllPlayers(trx: Transaction<Database>, message: OperatorMessage, wakeOutbox: () => void, now: Date = new Date()): Promise<number> {
  const result = await sql<{ n: number }>`
    with added as (
      insert into notifications (player_id, type, title_tr, title_en, note_tr, note_en)
      select p.id, ${NotificationType.System}, ${message.title.tr}, ${message.title.en}, ${message.note.tr}, ${message.note.en} from players p
       -- No marketing reaches a player who has excluded themselves or been excluded (direct messages still do).
       where not exists (select 1 from responsible_gaming_exclusions e where e.player_id = p.id and e.starts_at <= ${now} and (e.until is null or e.until > ${now}))
      returning id, player_id, type
    ), events as (
      insert into event_outbox (topic, key, payload)
      select 'hub.message', 'player:' || player_id,
             jsonb_build_object('playerId', player_id, 'message',
               jsonb_build_object('command', 'Notification', 'message', '{"id":' || id || ',"type":' || type || '}'))
      from added
      returning 1
    )
    select count(*)::int as n from events`.execute(trx);
  onCommit(trx, wakeOutbox);
  return Number(result.rows[0]?.n ?? 0);
}
