import { readAuthData } from '@arcadia/shared';

/**
 * The subjects of the server's SMS send limits (one code a minute per account and per number),
 * so the countdown follows the account across every number it tries, and the number across screens.
 */
export function smsCooldownKeys(apiPhone: string): string[] {
  return [`sms:account:${readAuthData()?.usercode ?? ''}`, `sms:to:${apiPhone}`];
}
