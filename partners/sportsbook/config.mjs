import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, LOG_LEVELS, integer, origin } from '../common/config.mjs';

/**
 * The demo sportsbook's settings, read once from the environment (names and defaults in
 * partners/README.md). It runs beside the site: PORT is the site's port, the sportsbook's own is
 * SPORTSBOOK_PORT (PORT + 3).
 */

export { ConfigError };

/** The two sportsbook integrations the demo stands in for: each is a skin and a wallet key. */
export const SKINS = /** @type {const} */ (['fcg', 'betco']);
/** @typedef {(typeof SKINS)[number]} Skin */

/** The price book of each skin: fcg is the Plus frame, its High Rate badge the lower margins of its book. */
export const SKIN_BOOKS = /** @type {const} */ ({ fcg: 'high-rate', betco: 'standard' });

const MIN_SECRET_LENGTH = 16;

/**
 * @typedef {object} SportsbookConfig
 * @property {string} host
 * @property {number} port
 * @property {string} secret signs the wallet calls of both keys and verifies the operator's admin calls
 * @property {string | null} sportsbookUrl its own origin as players reach it; null: `http://localhost:<its port>`
 * @property {string} operatorUrl the site, where wallet calls go
 * @property {string} publicUrl the site's origin: the only `parent` a frame accepts and the only page that may frame it
 * @property {string} dataDir the folder of its files
 * @property {string} dataFile the journal of sessions, slips and unanswered wallet calls
 * @property {string} stateFile the fixtures' state (a snapshot, rewritten as matches move)
 * @property {'silent' | 'error' | 'warn' | 'info'} logLevel
 */

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {SportsbookConfig}
 */
export function loadConfig(env = process.env) {
  const secret = env.SPORTSBOOK_SECRET?.trim() ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`SPORTSBOOK_SECRET must be set to the key shared with the site (at least ${MIN_SECRET_LENGTH} characters)`);
  }
  const sitePort = integer(env, 'PORT', 8080, 0, 65535);
  const port = integer(env, 'SPORTSBOOK_PORT', Math.min(sitePort + 3, 65535), 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const dataDir = env.PARTNERS_DATA_DIR?.trim() || join(tmpdir(), `arcadia-sportsbook-${port}`);
  const site = `http://localhost:${sitePort}`;
  return {
    host,
    port,
    secret,
    sportsbookUrl: origin(env, 'SPORTSBOOK_URL', null),
    operatorUrl: /** @type {string} */ (origin(env, 'OPERATOR_URL', site)),
    publicUrl: /** @type {string} */ (origin(env, 'PUBLIC_URL', site)),
    dataDir,
    dataFile: join(dataDir, 'sportsbook.jsonl'),
    stateFile: join(dataDir, 'sportsbook-fixtures.json'),
    // The site's LOG_LEVEL names pino's levels: fatal counts as error, debug and trace as info.
    logLevel: /** @type {SportsbookConfig['logLevel']} */ (LOG_LEVELS.includes(logLevel) ? logLevel : logLevel === 'fatal' ? 'error' : 'info'),
  };
}
