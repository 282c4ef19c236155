/**
 * The transactional outbox: what must happen because of a change (an SMS, an e-mail, a push to a
 * player's open tabs) is written as an event row in the same transaction as the change, so it
 * exists exactly when the change does: never for a rolled-back transaction, never lost to a crash
 * after the commit. The outbox worker (outbox-worker.ts) delivers committed events in commit
 * order, at least once, retrying with backoff; each event carries an id consumers dedupe on.
 *
 *   await inTransaction(db, async (trx) => {
 *     const code = await issueCode(trx, …);
 *     await enqueueEvent(trx, { topic: 'sms.send', key: `sms:${phone}`, payload: { to: phone, body } });
 *   });   // returns once the SMS has been handed to the provider (or has failed and will be retried)
 */
import type { DialectAdapter, Kysely, Transaction } from 'kysely';
import type { HubMessage } from '@arcadia/shared/core';
import type { Database } from '../db/database.js';
import { onCommit } from '../db/transaction.js';
import type { EmailMessage } from '../providers/email/email-provider.js';
import type { SmsMessage } from '../providers/sms/sms-provider.js';
import './event-outbox.tables.js';

/**
 * Every topic and its payload (JSON-serialisable). A new topic is a line here and its consumer in
 * consumers.ts; the compiler refuses a topic that has no consumer.
 */
export interface OutboxEvents {
  /** An SMS, sent through the app's `SmsProvider`. */
  'sms.send': SmsMessage;
  /** An e-mail, sent through the app's `EmailProvider`. */
  'email.send': EmailMessage;
  /** A `NotifyMessage` pushed to the player's open hub connections (e.g. `{command: 'Notification', …}`). */
  'hub.message': { playerId: number; message: HubMessage };
  /** An approved withdrawal to send to the payment provider (idempotent by the payment's reference). */
  'payment.payout': { paymentId: number };
}

export type EventTopic = keyof OutboxEvents;

export interface OutboxEvent<T extends EventTopic = EventTopic> {
  topic: T;
  payload: OutboxEvents[T];
  /**
   * Ordering key: events with the same key are delivered one after another in commit order, and a
   * failing event holds back only the later events of its key. Use the thing the order matters
   * for: `player:42`, `sms:905321234567`. @default topic
   */
  key?: string;
  /**
   * Whether `inTransaction` waits for the delivery before it returns (so an HTTP answer follows its
   * SMS). No for a message whose sending must not show in the answer's timing: a reset e-mail or a
   * phone code, where a slower answer would tell that the account or number exists. Any event of a
   * transaction saying no makes the whole transaction not wait. @default true
   */
  awaitDelivery?: boolean;
}

export interface EnqueuedEvent {
  /** Row id in `event_outbox`. */
  id: number;
  /** The event's unique id (UUID), the same on every delivery attempt. */
  eventId: string;
}

/** What `enqueueEvent` asks of the worker of a database once a transaction with events has committed. */
export interface CommitListener {
  deliverCommitted(): Promise<void>;
}

/**
 * Workers by database. A transaction reaches its database only through the dialect adapter, which
 * Kysely creates once per `Kysely` instance and shares with every transaction of it.
 */
const listeners = new WeakMap<DialectAdapter, Set<CommitListener>>();
const transactionsWithEvents = new WeakSet<Transaction<Database>>();
const transactionsNotWaiting = new WeakSet<Transaction<Database>>();

/** Lets `listener` deliver the events committed through `db`; returns the function that detaches it. */
export function listenForCommits(db: Kysely<Database>, listener: CommitListener): () => void {
  const adapter = db.getExecutor().adapter;
  let set = listeners.get(adapter);
  if (!set) listeners.set(adapter, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Writes `event` into the outbox inside `trx`, the transaction of the change it announces (from
 * `inTransaction`). Nothing is sent now: after the commit the worker of this
 * database delivers the transaction's events before `inTransaction` returns (so an HTTP answer
 * follows its SMS), and a rollback leaves nothing to send. A delivery that fails, or a process that
 * dies in between, leaves the row for the worker's retries.
 */
export async function enqueueEvent<T extends EventTopic>(trx: Transaction<Database>, event: OutboxEvent<T>): Promise<EnqueuedEvent> {
  if (!transactionsWithEvents.has(trx)) {
    // Registered before the insert, so a transaction that cannot run hooks fails before writing.
    onCommit(trx, () => {
      const set = listeners.get(trx.getExecutor().adapter);
      const listener = set?.values().next().value;
      const delivered = listener?.deliverCommitted();
      // deliverCommitted never rejects: left running, it still delivers at once.
      return transactionsNotWaiting.has(trx) ? undefined : delivered;
    });
    transactionsWithEvents.add(trx);
  }
  if (event.awaitDelivery === false) transactionsNotWaiting.add(trx);
  const row = await trx
    .insertInto('event_outbox')
    .values({ topic: event.topic, key: event.key ?? event.topic, payload: JSON.stringify(event.payload) })
    .returning(['id', 'event_id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, eventId: row.event_id };
}
