import { expect, type APIRequestContext } from '@playwright/test';
import { requireTag } from './admin';
import { NEEDS, OUTBOX_URL } from './environment';

/** One message the SMS / e-mail adapters wrote (`GET /api/dev/outbox` of a site with dev tools on). */
export interface OutboxMessage {
  id: number | string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: string;
}

async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  requireTag(NEEDS.outbox, 'codes sent by SMS or e-mail');
  const response = await request.get(OUTBOX_URL!);
  expect(response.ok(), `GET ${OUTBOX_URL} answers (a site started by the suite runs with DEV_TOOLS=true)`).toBeTruthy();
  const body = (await response.json()) as { success: boolean; data: OutboxMessage[] };
  return body.data ?? [];
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Whether a message was sent to this phone (with or without the 90 prefix) or e-mail address. */
function sentTo(message: OutboxMessage, to: string): boolean {
  if (to.includes('@')) return message.to.toLowerCase() === to.toLowerCase();
  const a = digits(message.to);
  const b = digits(to);
  return a.length > 0 && (a.endsWith(b) || b.endsWith(a));
}

/**
 * The newest code sent over `channel` to `to` that is not in `seen` (codes already used),
 * waiting for it to arrive. The journey must be tagged `@outbox`.
 */
export async function waitForCode(
  request: APIRequestContext,
  { channel, to, seen = [] }: { channel: 'sms' | 'email'; to: string; seen?: string[] },
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request);
        const match = messages.find((m) => m.channel === channel && sentTo(m, to) && m.code && !seen.includes(m.code));
        code = match?.code ?? null;
        return code;
      },
      { message: `a ${channel} code sent to ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}
