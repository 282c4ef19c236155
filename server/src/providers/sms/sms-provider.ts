/** An SMS to one phone number. `code` is the one-time code it carries, if any. */
export interface SmsMessage {
  to: string;
  body: string;
  code?: string;
}

/**
 * Sends SMS. A real gateway implements this in a file beside it (e.g. `netgsm-sms-provider.ts`)
 * and is chosen in `modules/auth/accounts.plugin.ts`; the default, `OutboxSmsProvider`, only records
 * the message in the `outbox` table and the log.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
