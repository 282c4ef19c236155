import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, LOG_LEVELS, integer, keySetting, origin } from '../common/config.mjs';

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
 * @property {Record<Skin, string>} secrets the key each skin signs its wallet calls with (GAME_STUDIO_SECRET_<SKIN>, else SPORTSBOOK_SECRET)
 * @property {string} operatorSecret verifies the operator's admin calls (SPORTSBOOK_OPERATOR_SECRET, another key)
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
  // One key per direction: the wallet calls are signed with the skin's key, the operator's calls
  // verified with SPORTSBOOK_OPERATOR_SECRET (each `new,old` while rotating).
  const base = keySetting(env, 'SPORTSBOOK_SECRET', MIN_SECRET_LENGTH);
  const secrets = /** @type {Record<Skin, string>} */ ({});
  for (const skin of SKINS) {
    const own = keySetting(env, `GAME_STUDIO_SECRET_${skin.toUpperCase()}`, MIN_SECRET_LENGTH);
    if (!own && !base) {
      throw new ConfigError(`SPORTSBOOK_SECRET must be set to the key shared with the site (at least ${MIN_SECRET_LENGTH} characters; GAME_STUDIO_SECRET_${skin.toUpperCase()} overrides it for ${skin})`);
    }
    secrets[skin] = own || base;
  }
  const operatorSecret = keySetting(env, 'SPORTSBOOK_OPERATOR_SECRET', MIN_SECRET_LENGTH);
  if (!operatorSecret) throw new ConfigError(`SPORTSBOOK_OPERATOR_SECRET must be set to the key the site signs its calls with (at least ${MIN_SECRET_LENGTH} characters)`);
  const sitePort = integer(env, 'PORT', 8080, 0, 65535);
  const port = integer(env, 'SPORTSBOOK_PORT', Math.min(sitePort + 3, 65535), 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  const dataDir = env.PARTNERS_DATA_DIR?.trim() || join(tmpdir(), `arcadia-sportsbook-${port}`);
  const site = `http://localhost:${sitePort}`;
  return {
    host,
    port,
    secrets,
    operatorSecret,
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
