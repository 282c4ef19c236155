import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { EmailMessage, EmailProvider } from '../email/email-provider.js';
import type { SmsMessage, SmsProvider } from '../sms/sms-provider.js';
import './outbox.tables.js';

/** Hides all but the last 4 characters of a phone number or the local part of an e-mail address, for logs. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  return to.length > 4 ? `${'*'.repeat(to.length - 4)}${to.slice(-4)}` : '****';
}

interface OutboxOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Write message bodies (and their codes) to the log; off in production, where the log is shipped elsewhere. */
  logBodies: boolean;
}

/**
 * Keeps what a real provider would receive: recipient, subject and body. A one-time code is in
 * the body as text and nowhere else (verification_codes holds only its hash); the message's
 * separate `code` field is not stored.
 */
async function record(options: OutboxOptions, channel: 'sms' | 'email', message: { to: string; subject?: string; body: string }) {
  const row = await options.db
    .insertInto('outbox')
    .values({ channel, recipient: message.to, subject: message.subject ?? '', body: message.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  options.log.info(
    { outboxId: row.id, channel, to: maskRecipient(message.to), ...(options.logBodies ? { body: message.body } : {}) },
    `${channel} written to the outbox`,
  );
}

/** The default SMS adapter: records the message in the outbox table and the log. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly options: OutboxOptions) {}
  send(message: SmsMessage): Promise<void> {
    return record(this.options, 'sms', message);
  }
}

/** The default e-mail adapter: records the message in the outbox table and the log. */
export class OutboxEmailProvider implements EmailProvider {
  readonly name = 'outbox';
  constructor(private readonly options: OutboxOptions) {}
  send(message: EmailMessage): Promise<void> {
    return record(this.options, 'email', message);
  }
}

export interface OutboxItem {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Newest first; optionally only messages to one recipient. */
export async function listOutbox(db: Kysely<Database>, options: { to?: string; limit: number }): Promise<OutboxItem[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.to) query = query.where('recipient', '=', options.to);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
