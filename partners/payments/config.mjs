import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, LOG_LEVELS, integer, keySetting, origin } from '../common/config.mjs';

/**
 * DemoPay's settings, read once from the environment (names and defaults in partners/README.md).
 * It runs beside the site: PORT is the site's port, DemoPay's own is PAYMENTS_PORT (PORT + 1).
 */

export { ConfigError };


/** @param {Record<string, string | undefined>} [env] */
export function loadConfig(env = process.env) {
  // One key per direction: DemoPay signs its callbacks with PAYMENT_PROVIDER_SECRET and verifies the
  // site's orders with PAYMENT_SITE_SECRET (each `new,old` while rotating).
  const secret = keySetting(env, 'PAYMENT_PROVIDER_SECRET');
  if (!secret) throw new ConfigError('PAYMENT_PROVIDER_SECRET must be set to the key DemoPay signs its callbacks with, shared with the site (at least 16 characters)');
  const siteSecret = keySetting(env, 'PAYMENT_SITE_SECRET');
  if (!siteSecret) throw new ConfigError('PAYMENT_SITE_SECRET must be set to the key the site signs its orders with (at least 16 characters)');
  const sitePort = integer(env, 'PORT', 8080, 0, 65535);
  const port = integer(env, 'PAYMENTS_PORT', sitePort + 1, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const dataDir = env.PARTNERS_DATA_DIR?.trim();
  return {
    host,
    port,
    secret,
    siteSecret,
    /** DemoPay's origin in hosted page links; null: `http://localhost:<its port>`, known once it listens. */
    publicUrl: origin(env, 'PAYMENT_PROVIDER_URL', null),
    operatorUrl: /** @type {string} */ (origin(env, 'OPERATOR_URL', `http://localhost:${sitePort}`)),
    merchantUrl: origin(env, 'PUBLIC_URL', null),
    dataFile: dataDir ? join(dataDir, 'demopay.jsonl') : join(tmpdir(), `arcadia-demopay-${port}.jsonl`),
    payoutDelayMs: integer(env, 'PAYOUT_DELAY_MS', 2000, 0, 3600_000),
    pageTimeoutMs: integer(env, 'PAYMENT_PAGE_TIMEOUT_MS', 30 * 60_000, 1000, 24 * 3600_000),
    retryBaseMs: integer(env, 'CALLBACK_RETRY_BASE_MS', 1000, 10, 60_000),
    retryCapMs: integer(env, 'CALLBACK_RETRY_MAX_MS', 5 * 60_000, 10, 3600_000),
    // The site's LOG_LEVEL names pino's levels: fatal counts as error, debug and trace as info.
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : logLevel === 'fatal' ? 'error' : 'info',
  };
}
