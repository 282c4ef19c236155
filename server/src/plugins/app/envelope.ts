import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiResponse } from '@arcadia/shared/core';
import { httpTexts, localize, type Localized } from './messages.js';
import { describeSchemaError } from './validation.js';
import { ApiError } from './api-error.js';

export { ApiError, apiError } from './api-error.js';
export { localize, type Localized } from './messages.js';

/**
 * A successful envelope: `return ok(data)` from a handler; with a text for the player,
 * `return ok(data, localize(texts.saved, request.locale))`.
 */
export function ok<T>(data: T, message = ''): ApiResponse<T> {
  return { success: true, message, data };
}


export function sendFailure(request: FastifyRequest, reply: FastifyReply, statusCode: number, text: Localized, data: unknown = null) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ success: false, message: localize(text, request.locale), data });
}

/** The 404 envelope for unknown `/api/*` routes (the site's not-found handler calls it). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendFailure(request, reply, 404, httpTexts.notFound);
}

/** Fastify's own 4xx codes mapped to player-facing texts. */
function textForFastifyError(error: FastifyError): Localized {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return httpTexts.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return httpTexts.payloadTooLarge;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return httpTexts.invalidJson;
    default:
      break;
  }
  if (error.statusCode === 429) return httpTexts.tooManyRequests;
  if (error.statusCode === 401) return httpTexts.unauthorized;
  if (error.statusCode === 403) return httpTexts.forbidden;
  if (error.statusCode === 404) return httpTexts.notFound;
  if (error instanceof SyntaxError) return httpTexts.invalidJson;
  return httpTexts.invalidBody;
}

/**
 * The central error handler: every failure leaves as the envelope. Player errors (4xx) carry a
 * localized message; anything else is a 500 with a generic text, its details only in the log.
 */
export default fp(
  async (app) => {
    // API answers carry player data (balance, profile): never store them in a browser or proxy cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return sendFailure(request, reply, error.statusCode, error.text, error.data);
      }
      if (error.validation) {
        return sendFailure(request, reply, 400, describeSchemaError(error.validation, error.validationContext, request.locale));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, error.message);
        return sendFailure(request, reply, status, textForFastifyError(error));
      }
      request.log.error({ err: error }, 'request failed');
      return sendFailure(request, reply, status >= 500 && status < 600 ? status : 500, status === 503 ? httpTexts.unavailable : httpTexts.unexpected);
    });
  },
  { name: 'envelope', dependencies: ['request-context'] },
);
