import { ConfigError } from './config.mjs';
import { closeOnSignals } from './process.mjs';

/** @typedef {import('./wallet-client.mjs').Log} Log */

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 };

/**
 * A partner's log: `[tag] level: message` lines, info on stdout and the rest on stderr, from
 * `logLevel` up (`silent`, `error`, `warn`, `info`; an unknown level prints info).
 * @param {string} tag
 * @param {string} logLevel
 * @returns {Log}
 */
export function partnerLog(tag, logLevel) {
  const threshold = LEVELS[/** @type {keyof typeof LEVELS} */ (logLevel)] ?? LEVELS.info;
  return (level, message) => {
    if (LEVELS[level] <= threshold) (level === 'info' ? console.log : console.error)(`[${tag}] ${level}: ${message}`);
  };
}

/** `http://host:port`, with an IPv6 host in brackets. @param {string} host @param {number} port */
const listeningAt = (host, port) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * Starts a partner as its own process (`node partners/<partner>/server.mjs`): reads its settings
 * (a configuration error is printed and exits 1), builds its app with its log, closes it on
 * SIGINT/SIGTERM/SIGHUP, and listens (a port in use exits 1). Only then does `started` run: the
 * partner's files are this process's alone once it owns its port (a second copy on the same port
 * failed above). `started` answers what the "listening" line adds in brackets.
 * @template {{ port: number, host: string, logLevel: string }} Config
 * @template {import('fastify').FastifyInstance} App
 * @param {{ name: string, tag: string, loadConfig: () => Config, build: (config: Config, log: Log) => App,
 *   started: (app: App, port: number, config: Config) => string }} partner
 */
export async function startPartner({ name, tag, loadConfig, build, started }) {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${name} configuration error: ${error.message}`);
    process.exit(1);
  }
  const log = partnerLog(tag, config.logLevel);
  const app = build(config, log);
  closeOnSignals(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`${name} cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log('info', `${name} listening on ${listeningAt(config.host, port)} (${started(app, port, config)})`);
}
