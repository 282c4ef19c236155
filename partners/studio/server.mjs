#!/usr/bin/env node
/**
 * Starts the demo game studio on its own port (`node partners/studio/server.mjs`; `npm start` runs
 * it beside the site). Settings: partners/README.md. Closes on SIGINT/SIGTERM.
 */
import { buildStudio } from './app.mjs';
import { ConfigError, loadConfig } from './config.mjs';
import { closeOnSignals } from '../common/process.mjs';

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 };

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Game studio configuration error: ${error.message}`);
  process.exit(1);
}

const threshold = LEVELS[config.logLevel] ?? LEVELS.info;
/** @type {import('../common/wallet-client.mjs').Log} */
const log = (level, message) => {
  if (LEVELS[level] <= threshold) (level === 'info' ? console.log : console.error)(`[game-studio] ${level}: ${message}`);
};

const studioUrl = config.studioUrl ?? `http://localhost:${config.port}`;
const app = buildStudio({ ...config, studioUrl, log });

closeOnSignals(app);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`Game studio cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Only now is the journal this process's alone (a second studio on the same port failed above).
app.studio.journal.compact();
log('info', `Game studio listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port} (games at ${config.studioUrl ?? `http://localhost:${port}`}, wallet calls to ${config.operatorUrl})`);
