import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiResponse } from '@arcadia/shared/core';
import { httpTexts, localize, type Localized } from './messages.js';
import { describeSchemaError } from './validation.js';
import { ApiError } from './api-error.js';
import { parseLocale } from './request-context.js';

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

/** The generic text of a failure status. */
function textForStatus(status: number): Localized {
  switch (status) {
    case 401:
      return httpTexts.unauthorized;
    case 403:
      return httpTexts.forbidden;
    case 404:
      return httpTexts.notFound;
    case 413:
      return httpTexts.payloadTooLarge;
    case 415:
      return httpTexts.unsupportedMediaType;
    case 429:
      return httpTexts.tooManyRequests;
    case 503:
      return httpTexts.unavailable;
    default:
      return status >= 500 ? httpTexts.unexpected : httpTexts.invalidBody;
  }
}

/** Fastify's own 4xx codes mapped to player-facing texts. */
function textForFastifyError(error: FastifyError): Localized {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return httpTexts.invalidUrl;
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
  if (error instanceof SyntaxError) return httpTexts.invalidJson;
  return textForStatus(error.statusCode ?? 400);
}

/**
 * Fastify's `frameworkErrors` option: failures met while routing, before any hook runs (a path with
 * broken percent-encoding, an over-long path parameter), answer the envelope too, never echoing the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ success: false, message: localize(textForFastifyError(error), parseLocale(request.headers.locale)), data: null });
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (a NUL or another
 * control character in a header, headers over 16 KB, a malformed request line) gets the envelope
 * in the default language before the connection closes, instead of Fastify's own JSON.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', httpTexts.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', httpTexts.requestTimeout]
        : [400, 'Bad Request', httpTexts.invalidBody];
  const body = JSON.stringify({ success: false, message: localize(text, parseLocale(undefined)), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
      // A plugin's bare failure (the websocket route's 404 to a plain GET, say) still leaves as the envelope.
      if (reply.statusCode >= 400 && (payload === undefined || payload === null || payload === '') && request.method !== 'HEAD') {
        reply.type('application/json; charset=utf-8');
        return JSON.stringify({ success: false, message: localize(textForStatus(reply.statusCode), request.locale), data: null });
      }
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
