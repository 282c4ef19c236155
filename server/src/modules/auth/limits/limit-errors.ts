import { ApiError } from '../../../plugins/app/api-error.js';
import { authTexts, codeTexts, fillPlural } from '../auth.texts.js';
import type { LimitResult } from './rate-limits.js';

/** Whole minutes left, never 0: "try again in 0 minutes" would invite an instant retry. */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Whole seconds left, never 0: what a client counts down before it asks again. */
export const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** 429 for a login lockout; `data.retryAfterSeconds` says how long it lasts. */
export const lockedError = (retryAfterMs: number) =>
  new ApiError(429, fillPlural(authTexts, 'locked', minutesLeft(retryAfterMs)), { retryAfterSeconds: secondsLeft(retryAfterMs) });

/**
 * 429 for an SMS or e-mail refused by the send limits of the caller (account, destination,
 * address); 503 when the site's daily SMS ceiling is reached, which is not the caller's doing.
 * `data.retryAfterSeconds` is when the refusing limit frees a slot, so a resend button can stay
 * disabled exactly as long as the server would refuse.
 */
export function sendLimitError(limit: Extract<LimitResult, { allowed: false }>): ApiError {
  const seconds = secondsLeft(limit.retryAfterMs);
  const data = { retryAfterSeconds: seconds };
  switch (limit.reason) {
    case 'tooSoon':
      return new ApiError(429, fillPlural(codeTexts, 'tooSoon', seconds), data);
    case 'addressLimit':
      return new ApiError(429, codeTexts.addressLimit, data);
    case 'ceiling':
      return new ApiError(503, codeTexts.smsUnavailable);
    default:
      return new ApiError(429, codeTexts.dailyLimit, data);
  }
}
