import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * DemoPay's settings, read once from the environment (names and defaults in partners/README.md).
 * It runs beside the site: PORT is the site's port, DemoPay's own is PAYMENTS_PORT (PORT + 1).
 */

export class ConfigError extends Error {}

const LOG_LEVELS = ['silent', 'error', 'warn', 'info'];

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function integer(env, name, fallback, min, max) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {string | null} fallback
 */
function url(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  let parsed;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http or https URL`);
  return parsed.origin;
}

/** @param {Record<string, string | undefined>} [env] */
export function loadConfig(env = process.env) {
  const secret = env.PAYMENT_PROVIDER_SECRET ?? '';
  if (secret.length < 16) throw new ConfigError('PAYMENT_PROVIDER_SECRET must be set to the secret shared with the site (at least 16 characters)');
  const sitePort = integer(env, 'PORT', 8080, 0, 65535);
  const port = integer(env, 'PAYMENTS_PORT', sitePort + 1, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const dataDir = env.PARTNERS_DATA_DIR?.trim();
  return {
    host,
    port,
    secret,
    /** DemoPay's origin in hosted page links; null: `http://localhost:<its port>`, known once it listens. */
    publicUrl: url(env, 'PAYMENT_PROVIDER_URL', null),
    operatorUrl: /** @type {string} */ (url(env, 'OPERATOR_URL', `http://localhost:${sitePort}`)),
    merchantUrl: url(env, 'PUBLIC_URL', null),
    dataFile: dataDir ? join(dataDir, 'demopay.jsonl') : join(tmpdir(), `arcadia-demopay-${port}.jsonl`),
    payoutDelayMs: integer(env, 'PAYOUT_DELAY_MS', 2000, 0, 3600_000),
    pageTimeoutMs: integer(env, 'PAYMENT_PAGE_TIMEOUT_MS', 30 * 60_000, 1000, 24 * 3600_000),
    retryBaseMs: integer(env, 'CALLBACK_RETRY_BASE_MS', 1000, 10, 60_000),
    retryCapMs: integer(env, 'CALLBACK_RETRY_MAX_MS', 5 * 60_000, 10, 3600_000),
    // The site's LOG_LEVEL names pino's levels: fatal counts as error, debug and trace as info.
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : logLevel === 'fatal' ? 'error' : 'info',
  };
}
