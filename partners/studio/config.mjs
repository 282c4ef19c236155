import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, LOG_LEVELS, integer, keySetting, origin } from '../common/config.mjs';

/**
 * The studio's settings, read once from the environment (names and defaults in partners/README.md).
 * It runs beside the site: PORT is the site's port, the studio's own is GAME_STUDIO_PORT (PORT + 2).
 */

export { ConfigError };

/** The six game providers the studio stands in for: the wallet key each one's calls are signed for. */
export const PROVIDER_KEYS = /** @type {const} */ (['softgamings', 'hub88', 'egt', 'amusnet', 'everymatrix', 'digitain']);
/** @typedef {(typeof PROVIDER_KEYS)[number]} ProviderKey */

const MIN_SECRET_LENGTH = 16;

/**
 * @typedef {object} StudioConfig
 * @property {string} host
 * @property {number} port
 * @property {Record<ProviderKey, string>} secrets the key each provider signs its wallet calls with (`new,old`: the first signs)
 * @property {string | null} studioUrl the studio's own origin as players reach it; null: `http://localhost:<its port>`
 * @property {string} operatorUrl the site, where wallet calls go
 * @property {string} publicUrl the site's origin: the only target of the pages' messages and the only page that may frame them
 * @property {string} dataDir the folder of the studio's files (its journal, Aviator's rounds and chains)
 * @property {string} dataFile the state journal (journal.mjs)
 * @property {'silent' | 'error' | 'warn' | 'info'} logLevel
 */

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {StudioConfig}
 */
export function loadConfig(env = process.env) {
  const base = keySetting(env, 'GAME_STUDIO_SECRET', MIN_SECRET_LENGTH);
  const secrets = /** @type {Record<ProviderKey, string>} */ ({});
  for (const key of PROVIDER_KEYS) {
    const name = `GAME_STUDIO_SECRET_${key.toUpperCase()}`;
    const own = keySetting(env, name, MIN_SECRET_LENGTH);
    const secret = own || base;
    if (!secret) {
      throw new ConfigError(`GAME_STUDIO_SECRET must be set to the key shared with the site (at least ${MIN_SECRET_LENGTH} characters; GAME_STUDIO_SECRET_<KEY> overrides it per provider)`);
    }
    secrets[key] = secret;
  }
  const sitePort = integer(env, 'PORT', 8080, 0, 65535);
  const port = integer(env, 'GAME_STUDIO_PORT', Math.min(sitePort + 2, 65535), 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const dataDir = env.PARTNERS_DATA_DIR?.trim() || join(tmpdir(), `arcadia-game-studio-${port}`);
  const site = `http://localhost:${sitePort}`;
  return {
    host,
    port,
    secrets,
    studioUrl: origin(env, 'GAME_STUDIO_URL', null),
    operatorUrl: /** @type {string} */ (origin(env, 'OPERATOR_URL', site)),
    publicUrl: /** @type {string} */ (origin(env, 'PUBLIC_URL', site)),
    dataDir,
    dataFile: join(dataDir, 'game-studio.jsonl'),
    // The site's LOG_LEVEL names pino's levels: fatal counts as error, debug and trace as info.
    logLevel: /** @type {StudioConfig['logLevel']} */ (LOG_LEVELS.includes(logLevel) ? logLevel : logLevel === 'fatal' ? 'error' : 'info'),
  };
}
