/** An SMS to one phone number. A one-time code travels in the body's text, as the gateway sees it, nowhere else. */
export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * Sends SMS. A real gateway implements this in a file beside it (e.g. `netgsm-sms-provider.ts`)
 * and is chosen in `modules/auth/accounts.plugin.ts`; the default, `OutboxSmsProvider`, only records
 * the message in the `outbox` table and the log.
 */
export interface SmsProvider {
  readonly name: string;
  /**
   * `delivery.id` is the same on every retry of one message (the outbox may deliver twice after a
   * crash): a gateway that accepts a client reference gets it, so a retried send is sent once.
   */
  send(message: SmsMessage, delivery?: { id: string }): Promise<void>;
}
