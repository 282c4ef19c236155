import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.js';

/** Hides the hub's `access_token` query parameter from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&]*/gi, '$1[redacted]');
}

/** pino options: JSON lines; pretty only on a terminal outside production. */
export function loggerOptions(config: Config, isTty: boolean): FastifyServerOptions['logger'] {
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
    ...(isTty && !config.isProduction && config.nodeEnv !== 'test'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
}
