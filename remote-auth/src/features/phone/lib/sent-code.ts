import { readAuthData } from '@arcadia/shared';

/** A code lives 10 minutes on the server: the step that takes it is offered as long. */
export const CODE_LIFETIME_MS = 10 * 60_000;

/** The tab's memory of the last code sent to the signed-in player (sessionStorage: it survives a reload, not the tab). */
const KEY = 'arcadia:phone-code-sent';

interface SentCode {
  /** The account the code was sent for (its usercode). */
  account: string;
  /** The number it went to, as the API writes it (90 and ten digits). */
  phone: string;
  sentAt: number;
}

const account = () => readAuthData()?.usercode ?? '';

/** Remembers that a code was just sent to `apiPhone`, so a reopened dialog or a reloaded page asks for it. */
export function rememberSentCode(apiPhone: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ account: account(), phone: apiPhone, sentAt: now } satisfies SentCode));
  } catch {
    // storage refused (private mode): the dialog starts from the phone step, as before
  }
}

/** The number a code was sent to for this account and still lives, or null. */
export function phoneAwaitingCode(now = Date.now()): string | null {
  try {
    const sent = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SentCode> | null;
    if (!sent || typeof sent.phone !== 'string' || typeof sent.sentAt !== 'number') return null;
    if (sent.account !== account() || now - sent.sentAt > CODE_LIFETIME_MS || sent.sentAt > now) return null;
    return sent.phone;
  } catch {
    return null;
  }
}

/** The code was used (the phone is verified) or the player went back to change the number. */
export function forgetSentCode(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
