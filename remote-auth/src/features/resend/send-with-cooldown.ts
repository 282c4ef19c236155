import { toastApiError } from '@arcadia/shared';
import { retryAfterSecondsOf } from './resend-cooldown';
import type { ResendTimer } from './use-resend-timer';

/**
 * Sends a code and keeps `timer` with the server: a full countdown after a send, the server's
 * own wait after a refusal (toasted). Resolves to the answer, or null when it failed.
 */
export async function sendWithCooldown<T>(call: Promise<T>, timer: ResendTimer): Promise<T | null> {
  try {
    const answer = await call;
    timer.start();
    return answer;
  } catch (error) {
    toastApiError(error);
    const wait = retryAfterSecondsOf(error);
    if (wait !== null) timer.start(wait);
    return null;
  }
}
