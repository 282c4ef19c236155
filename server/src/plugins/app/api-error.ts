import type { Localized } from './messages.js';

/**
 * A failure the player should see: thrown anywhere in a request, answered by the error handler
 * as `{success:false, message (in the request's locale), data}` with `statusCode` (4xx).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Localized,
    readonly data: unknown = null,
  ) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'ApiError';
  }
}

export const apiError = (statusCode: number, text: Localized, data: unknown = null) => new ApiError(statusCode, text, data);
