import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.js';

/** Hides the hub's `access_token` query parameter from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&]*/gi, '$1[redacted]');
}

/**
 * A request slower than this is logged at `warn` in development (see `requestLogLevel`): 1 s is far
 * above what a page's API calls take here (tens of ms), so it names what a player would notice.
 */
export const SLOW_REQUEST_MS = 1000;

/**
 * How the server logs:
 * - `json`: pino's JSON lines, with Fastify's own two lines per request (`incoming request`,
 *   `request completed`) at info: what log collectors read in production (and what tests capture);
 * - `readable`: one line per log entry through pino-pretty, and one line per request, written when
 *   it is answered, at a level that keeps the usual ones out of `info` (`requestLogLevel`). A
 *   player's session makes thousands of requests; at info a developer sees only what went wrong.
 */
export type LogStyle = 'json' | 'readable';

/** Readable in development (on a terminal or not); JSON in production and in tests, or when `pretty` says no. */
export function logStyle(config: Pick<Config, 'isProduction' | 'nodeEnv'>, pretty?: boolean): LogStyle {
  if (config.isProduction) return 'json';
  return (pretty ?? config.nodeEnv === 'development') ? 'readable' : 'json';
}

/** A request's level in the readable style: server errors at `error`, slow requests at `warn`, the rest at `debug`. */
export function requestLogLevel(statusCode: number, elapsedMs: number): 'error' | 'warn' | 'debug' {
  if (statusCode >= 500) return 'error';
  if (elapsedMs >= SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

/** A request's line: `GET /api/cms/content 200 12 ms`. */
export function requestLine(method: string, url: string, statusCode: number, elapsedMs: number): string {
  return `${method} ${redactUrl(url)} ${statusCode} ${Math.round(elapsedMs)} ms`;
}

/** pino options for the style; `colors` when the output is a terminal. */
export function loggerOptions(config: Config, style: LogStyle, colors = false): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.fingerprint'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        ip: req.ip,
      }),
    },
    ...(style === 'readable'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname,reqId,responseTime,statusCode', singleLine: true, colorize: colors },
          },
        }
      : {}),
  };
}

/**
 * The readable style's request logging: no `incoming request` line, and one line when the request
 * is answered (`GET /api/x 200 12 ms`) at `requestLogLevel`'s level, `error` when the reply failed.
 * Fastify's other request-time lines (its default error log with the stack, stream errors) stay.
 */
export class ReadableRequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const elapsed = reply.elapsedTime;
    const level = error ? 'error' : requestLogLevel(reply.statusCode, elapsed);
    reply.log[level]({ statusCode: reply.statusCode, responseTime: elapsed, ...(error ? { err: error } : {}) }, requestLine(request.method, request.url, reply.statusCode, elapsed));
  }
}

/** Fastify's request logging for the style: Fastify's own for JSON, one readable line per request otherwise. */
export function requestLogging(style: LogStyle): Pick<FastifyServerOptions, 'logController'> {
  return style === 'readable' ? { logController: new ReadableRequestLogs() } : {};
}
