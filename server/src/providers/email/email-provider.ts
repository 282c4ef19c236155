/** An e-mail to one address. A one-time code travels in the body's text, as the mail service sees it, nowhere else. */
export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Sends e-mail. A real service (SMTP, an API) implements this beside it and is chosen in
 * `modules/auth/accounts.plugin.ts`; the default, `OutboxEmailProvider`, records the message in the
 * `outbox` table and the log.
 */
export interface EmailProvider {
  readonly name: string;
  /**
   * `delivery.id` is the same on every retry of one message (the outbox may deliver twice after a
   * crash): a gateway that accepts a client reference gets it, so a retried send is sent once.
   */
  send(message: EmailMessage, delivery?: { id: string }): Promise<void>;
}
